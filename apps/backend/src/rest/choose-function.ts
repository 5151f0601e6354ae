import { PostgrestError } from './postgrest-error.js'
import type { FunctionInfo, SchemaCache } from './schema-cache.js'

/** The media type of an RPC body, as far as choosing a function is concerned. */
export type ChooseMedia = 'json' | 'text' | 'xml' | 'bytea' | 'other'

const SINGLE_PARAM_TYPES: Record<ChooseMedia, string[]> = {
  json: ['json', 'jsonb'],
  text: ['text'],
  xml: ['xml'],
  bytea: ['bytea'],
  other: [],
}

/** Whether `fn` takes the given argument names (PostgREST's required/optional rule). */
function matchesParams(fn: FunctionInfo, keys: Set<string>, post: boolean, media: ChooseMedia) {
  if (fn.args.length === 0)
    return keys.size === 0 && !(post && media !== 'json' && media !== 'other')
  if (fn.args.some((arg) => arg.name === '')) return false
  const required = fn.args.filter((arg) => !arg.hasDefault).map((arg) => arg.name)
  const optional = new Set(fn.args.filter((arg) => arg.hasDefault).map((arg) => arg.name))
  const rest = [...keys].filter((key) => !optional.has(key))
  return rest.length === required.length && required.every((name) => keys.has(name))
}

function hasSingleUnnamedParam(fn: FunctionInfo, post: boolean, media: ChooseMedia): boolean {
  const only = fn.args[0]
  return (
    post &&
    fn.args.length === 1 &&
    only !== undefined &&
    only.name === '' &&
    SINGLE_PARAM_TYPES[media].includes(only.type)
  )
}

function signature(cache: SchemaCache, fn: FunctionInfo): string {
  const args = fn.args.map((arg) => `${arg.name} => ${arg.type}`).join(', ')
  return `${cache.schema}.${fn.name}(${args})`
}

function notFound(
  cache: SchemaCache,
  name: string,
  keys: string[],
  post: boolean,
  media: ChooseMedia,
): PostgrestError {
  const fn = `${cache.schema}.${name}`
  const onlySingle = post && (media === 'text' || media === 'xml' || media === 'bytea')
  const listed = keys.join(', ')
  const params =
    keys.length === 0
      ? ' without parameters'
      : ` with parameter${keys.length > 1 ? 's' : ''} ${listed}`
  const single: Record<ChooseMedia, string> = {
    text: ' with a single unnamed text parameter',
    xml: ' with a single unnamed xml parameter',
    bytea: ' with a single unnamed bytea parameter',
    json: `${params} or with a single unnamed json/jsonb parameter`,
    other: params,
  }
  const message = `Could not find the function ${fn}${onlySingle ? '' : keys.length === 0 ? ' without parameters' : `(${listed})`} in the schema cache`
  const details = `Searched for the function ${fn}${post ? single[media] : params}, but no matches were found in the schema cache.`
  return new PostgrestError(404, 'PGRST202', message, details, null)
}

/**
 * Picks the function `name` for the given argument names as PostgREST does: functions whose
 * required parameters are exactly the given names (optional ones may be added) win; otherwise
 * a function with one unnamed parameter matching the body's media type.
 *
 * @throws {PostgrestError} PGRST202 when nothing matches, PGRST203 (300) when several do.
 */
export function chooseFunction(
  cache: SchemaCache,
  name: string,
  argNames: string[],
  post: boolean,
  media: ChooseMedia,
): FunctionInfo {
  const candidates = cache.functions.get(name) ?? []
  const keys = new Set(argNames)
  const matching = candidates.filter((fn) => matchesParams(fn, keys, post, media))
  const fallback = candidates.filter((fn) => hasSingleUnnamedParam(fn, post, media))
  const chosen = matching.length > 0 ? matching : fallback
  if (chosen.length === 1) return chosen[0] as FunctionInfo
  if (chosen.length === 0) throw notFound(cache, name, argNames, post, media)
  throw new PostgrestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${chosen.map((fn) => signature(cache, fn)).join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  )
}
