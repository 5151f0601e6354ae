import type { Queryable } from '../db/database.js'
import { loadUser } from './admin-users.js'
import type { AuthDeps } from './auth-deps.js'
import { GoTrueError } from './gotrue-error.js'
import {
  deleteFactor,
  FACTOR_ID_SHAPE,
  type FactorRecord,
  findFactors,
  findOwnedFactor,
  toFactorJson,
} from './mfa-factors.js'

async function loadUserFactor(
  tx: Queryable,
  userId: string,
  factorId: string,
): Promise<FactorRecord> {
  await loadUser(tx, userId)
  const factor = FACTOR_ID_SHAPE.test(factorId) ? await findOwnedFactor(tx, userId, factorId) : null
  if (factor === null) throw new GoTrueError(404, 'mfa_factor_not_found', 'Factor not found')
  return factor
}

/** GET /admin/users/:id/factors: the user's factors, verified or not (`auth.admin.mfa.listFactors`). */
export async function adminListFactors(
  deps: AuthDeps,
  userId: string,
): Promise<Record<string, unknown>[]> {
  await loadUser(deps.db, userId)
  return (await findFactors(deps.db, userId)).map(toFactorJson)
}

/**
 * DELETE /admin/users/:id/factors/:factor_id (`auth.admin.mfa.deleteFactor`): for a user who
 * lost their authenticator; their sessions raised with it fall back to aal1.
 */
export async function adminDeleteFactor(
  deps: AuthDeps,
  userId: string,
  factorId: string,
): Promise<Record<string, unknown>> {
  return deps.db.transaction(async (tx) => {
    const factor = await loadUserFactor(tx, userId, factorId)
    await deleteFactor(tx, userId, factor.id)
    return toFactorJson(factor)
  })
}

/** PUT /admin/users/:id/factors/:factor_id: renames a factor (GoTrue's only admin factor edit). */
export async function adminUpdateFactor(
  deps: AuthDeps,
  userId: string,
  factorId: string,
  friendlyName: string | undefined,
): Promise<Record<string, unknown>> {
  return deps.db.transaction(async (tx) => {
    const factor = await loadUserFactor(tx, userId, factorId)
    if (friendlyName === undefined) return toFactorJson(factor)
    const others = await findFactors(tx, userId)
    if (others.some((other) => other.id !== factor.id && other.friendly_name === friendlyName)) {
      throw new GoTrueError(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
      )
    }
    const result = await tx.query<{ updated_at: Date }>(
      `update auth.mfa_factors set friendly_name = $2, updated_at = now() where id = $1
       returning updated_at`,
      [factor.id, friendlyName],
    )
    return toFactorJson({
      ...factor,
      friendly_name: friendlyName,
      updated_at: result.rows[0]?.updated_at ?? factor.updated_at,
    })
  })
}
