import { useQuery } from '@tanstack/react-query'
import { loadSupabase } from '../../lib/load-supabase'

/** A plan as the database sells it: the price always comes from here, never from the page. */
export interface Plan {
  readonly id: string
  readonly nameEn: string
  readonly nameAr: string
  /** The price in piastres (1 EGP = 100 piastres), VAT included. */
  readonly amountPiastres: number
  readonly currency: string
  readonly interval: 'month' | 'year'
  /** How many months of Premium one payment adds. */
  readonly months: number
}

/** A failed read of the plans. */
export class PlansLoadError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PlansLoadError'
  }
}

function parsePlan(value: unknown): Plan | null {
  if (typeof value !== 'object' || value === null) return null
  const row = value as Record<string, unknown>
  const amount = Number(row.amount_piastres)
  const months = Number(row.months)
  if (typeof row.id !== 'string' || !Number.isInteger(amount) || amount <= 0) return null
  if (row.interval !== 'month' && row.interval !== 'year') return null
  return {
    id: row.id,
    nameEn: typeof row.name_en === 'string' ? row.name_en : row.id,
    nameAr: typeof row.name_ar === 'string' ? row.name_ar : row.id,
    amountPiastres: amount,
    currency: typeof row.currency === 'string' ? row.currency : 'EGP',
    interval: row.interval,
    months: Number.isInteger(months) && months > 0 ? months : row.interval === 'year' ? 12 : 1,
  }
}

/** The active plans, in the database's order; readable signed in or not. */
export async function fetchPlans(): Promise<Plan[]> {
  const { data, error } = await (await loadSupabase())
    .from('plans')
    .select('id, name_en, name_ar, amount_piastres, currency, interval, months')
    .eq('is_active', true)
    .order('sort_order', { ascending: true })
  if (error) throw new PlansLoadError(error.message)
  return (Array.isArray(data) ? data : [])
    .map(parsePlan)
    .filter((plan): plan is Plan => plan !== null)
}

/** {@link fetchPlans} as a query. */
export function usePlans() {
  return useQuery({ queryKey: ['plans'], queryFn: fetchPlans, staleTime: 5 * 60_000 })
}

/** The plan's price in pounds (the currency's main unit). */
export function planPrice(plan: Plan): number {
  return plan.amountPiastres / 100
}

/**
 * How much cheaper per month `plan` is than `monthly`, as a fraction (0.17 = 17 %); 0 when it
 * is not cheaper.
 */
export function monthlySaving(plan: Plan, monthly: Plan): number {
  const perMonth = plan.amountPiastres / plan.months
  const base = monthly.amountPiastres / monthly.months
  return perMonth < base ? 1 - perMonth / base : 0
}
