import {
  type ApiPathSuffix,
  MUTATE_BODY_SCHEMAS,
  type MutateBodies,
  type MutatePathSuffix,
} from '@splendid/change-items'
import type { z } from 'zod'
import type { PlanChange } from '../canvas'
import { MutateError } from '../mutate-error'
import { applyAddJsx } from '../operations/apply-add-jsx'
import { applyChangeProp } from '../operations/apply-change-prop'
import { applyAddClass, applyRemoveClass } from '../operations/apply-class-change'
import { applyEditText } from '../operations/apply-edit-text'
import { applyMoveJsx } from '../operations/apply-move-jsx'
import {
  applyChangeTag,
  applyDuplicate,
  applyRemoveJsx,
  applyWrapInDiv,
} from '../operations/apply-structure'
import { applyStyling } from '../operations/apply-styling'
import { checkRequestPath } from '../project-root'
import { checkBodyDepth } from './body-depth'

/** How each mutate call plans its change from its validated body. */
export const MUTATE_PLANNERS: { [K in MutatePathSuffix]: (body: MutateBodies[K]) => PlanChange } = {
  'mutate/styling': (body) => (ctx) => applyStyling(ctx, body),
  'mutate/addJsxElement': (body) => (ctx) => applyAddJsx(ctx, body),
  'mutate/moveJsxElement': (body) => (ctx) => applyMoveJsx(ctx, body),
  'mutate/removeJsxElement': (body) => (ctx) => applyRemoveJsx(ctx, body),
  'mutate/changePropValue': (body) => (ctx) => applyChangeProp(ctx, body),
  'mutate/wrapInDiv': (body) => (ctx) => applyWrapInDiv(ctx, body),
  'mutate/duplicate': (body) => (ctx) => applyDuplicate(ctx, body),
  'mutate/changeElementTag': (body) => (ctx) => applyChangeTag(ctx, body),
  'mutate/addClass': (body) => (ctx) => applyAddClass(ctx, body),
  'mutate/removeClass': (body) => (ctx) => applyRemoveClass(ctx, body),
  'mutate/editText': (body) => (ctx) => applyEditText(ctx, body),
}

/** Type check: every mutate suffix of change-items has a planner. */
export const MUTATE_SUFFIXES = Object.keys(
  MUTATE_PLANNERS,
) as MutatePathSuffix[] satisfies ApiPathSuffix[]

/**
 * Validates a body with a zod schema.
 *
 * @throws {MutateError} `BAD_REQUEST` for a body nested too deep (checked first, without
 * recursion) or listing every issue.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  checkBodyDepth(body)
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    throw new MutateError(
      'BAD_REQUEST',
      parsed.error.issues
        .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
        .join('; '),
    )
  }
  return parsed.data
}

/**
 * The server trusts only the `codebaseId` of a tree element, but a `filePath` it carries that
 * points outside the project is a forged request, refused as such (403) rather than ignored.
 */
function checkElementPaths(body: Readonly<Record<string, unknown>>): void {
  for (const [field, value] of Object.entries(body)) {
    for (const each of Array.isArray(value) ? value : [value]) {
      if (typeof each !== 'object' || each === null || !('codebaseId' in each)) continue
      const filePath: unknown = (each as { filePath?: unknown }).filePath
      if (typeof filePath === 'string') checkRequestPath(filePath, `${field}.filePath`)
    }
  }
}

/**
 * Validates the body of a mutate call and returns its change plan.
 *
 * @throws {MutateError} `BAD_REQUEST` (see {@link parseBody}), `PATH_OUTSIDE_ROOT` for a tree
 * element whose `filePath` leaves the project.
 */
export function planFor(suffix: MutatePathSuffix, body: unknown): PlanChange {
  const planner = MUTATE_PLANNERS[suffix] as (body: unknown) => PlanChange
  const parsed = parseBody(MUTATE_BODY_SCHEMAS[suffix], body)
  checkElementPaths(parsed)
  return planner(parsed)
}
