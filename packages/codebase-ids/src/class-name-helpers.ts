/** The helper that appends an id to a `className` value computed at run time. */
export const CLASS_HELPER = '__splendidTempoClass'

/** The helper that appends an id to the `className` a spread object may carry. */
export const SPREAD_HELPER = '__splendidTempoSpread'

/**
 * The helpers' source, appended to an instrumented module that uses them (function declarations
 * are hoisted, and the end of a file never disturbs directives or line numbers).
 *
 * `className` values React drops (`null`, `undefined`, booleans) become just the id; any other
 * value becomes `value + ' ' + id`, which is what React would render plus the id. A spread is
 * copied with its `className` extended only when it owns an enumerable `className`, so a spread
 * without one keeps leaving an earlier `className` in force.
 */
export const HELPERS_SOURCE = `
function ${CLASS_HELPER}(value, id) {
  return value == null || typeof value === 'boolean' ? id : value + ' ' + id
}
function ${SPREAD_HELPER}(props, id) {
  return props != null && Object.prototype.propertyIsEnumerable.call(props, 'className')
    ? { ...props, className: ${CLASS_HELPER}(props.className, id) }
    : props
}
`
