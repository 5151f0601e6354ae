import type { Queryable } from '../db/database.js'

/** How a total is counted: exactly, or as the planner estimates it (`Prefer: count=…`). */
export type CountMode = 'exact' | 'planned' | 'estimated'

interface ExplainPlan {
  Plan?: { 'Plan Rows'?: number }
}

/**
 * The total of the rows `rowsSql` selects. `planned` reads the planner's row estimate from
 * `explain (format json)`, as PostgREST does; `estimated` is PostgREST's exact count below its
 * `db-max-rows`, and this server has no row cap, so it counts exactly.
 */
export async function countTotal(
  tx: Queryable,
  rowsSql: string,
  values: readonly unknown[],
  mode: CountMode,
): Promise<number> {
  if (mode === 'planned') {
    const result = await tx.query<{ plan: string }>(`explain (format json) ${rowsSql}`, values)
    const first = result.rows[0] as Record<string, unknown> | undefined
    const raw = first === undefined ? undefined : Object.values(first)[0]
    const plans = (typeof raw === 'string' ? JSON.parse(raw) : raw) as ExplainPlan[] | undefined
    return Math.round(plans?.[0]?.Plan?.['Plan Rows'] ?? 0)
  }
  const result = await tx.query<{ n: number }>(
    `select count(*)::bigint as n from (${rowsSql}) as _c`,
    values,
  )
  return Number(result.rows[0]?.n ?? 0)
}
