import type { I18n, MessageDescriptor } from '@lingui/core'

type Values = NonNullable<MessageDescriptor['values']>
type Translate = I18n['_']

/** A compiled message: text and tokens; a token `[name]` is a plain placeholder. */
type CompiledToken = string | readonly unknown[]

/** The names a compiled message gives plain `{name}` placeholders and plural/select choices. */
interface PlaceholderRoles {
  readonly plain: ReadonlySet<string>
  readonly choices: ReadonlySet<string>
}

function collectRoles(compiled: unknown, plain: Set<string>, choices: Set<string>): void {
  if (!Array.isArray(compiled)) return
  for (const token of compiled as readonly CompiledToken[]) {
    if (typeof token === 'string') continue
    const [name, type, cases] = token
    if (typeof name === 'string') (type === undefined ? plain : choices).add(name)
    if (cases !== null && typeof cases === 'object') {
      for (const branch of Object.values(cases)) collectRoles(branch, plain, choices)
    }
  }
}

// A compiled message is read once, not on every render that shows it.
const rolesOfMessage = new WeakMap<object, PlaceholderRoles>()

function placeholderRoles(compiled: unknown): PlaceholderRoles {
  const known = typeof compiled === 'object' && compiled !== null && rolesOfMessage.get(compiled)
  if (known) return known
  const roles = { plain: new Set<string>(), choices: new Set<string>() }
  collectRoles(compiled, roles.plain, roles.choices)
  if (typeof compiled === 'object' && compiled !== null) rolesOfMessage.set(compiled, roles)
  return roles
}

/**
 * `values` with every number shown in a plain `{name}` placeholder of `compiled` replaced by
 * `format(number)`; values that choose a plural or select form stay as they are (Lingui
 * formats a plural's `#` itself, with the locale's digits).
 *
 * @example
 * ```ts
 * formatPlaceholderNumbers([['week']], { week: 1 }, (n) => String(n * 2)) // { week: '2' }
 * ```
 */
export function formatPlaceholderNumbers(
  compiled: unknown,
  values: Values | undefined,
  format: (value: number | bigint) => string,
): Values | undefined {
  if (values === undefined) return values
  const { plain, choices } = placeholderRoles(compiled)
  if (plain.size === 0) return values
  let result: Record<string, unknown> | undefined
  for (const [name, value] of Object.entries(values)) {
    if ((typeof value !== 'number' && typeof value !== 'bigint') || !plain.has(name)) continue
    if (choices.has(name)) continue
    result ??= { ...values }
    result[name] = format(value)
  }
  return result ?? values
}

const INSTALLED = Symbol.for('@splendid/i18n number placeholders')

/**
 * Makes `i18n` write every number given to a message's plain `{name}` placeholder with the
 * active locale's `Intl` conventions (`i18n.number`, the same as {@link formatNumber}): Arabic
 * gets Arabic-Indic digits (`الأسبوع ١`), English keeps Western digits with its grouping.
 * Plurals (`#`), dates and numbers already formatted by the caller are unchanged. Lingui itself
 * prints a plain placeholder's number as `String(value)`; this is the one place where the
 * platform's rule "one kind of digit per locale" is applied to messages. Idempotent.
 *
 * @example
 * ```ts
 * formatNumberPlaceholders(i18n)
 * i18n.loadAndActivate({ locale: 'ar', locales: 'ar-EG', messages })
 * i18n._('Week {week}', { week: 1 }) // 'الأسبوع ١'
 * ```
 */
export function formatNumberPlaceholders(i18n: I18n): void {
  const marked = i18n as I18n & { [INSTALLED]?: true }
  if (marked[INSTALLED]) return
  // Called with Lingui's own arguments, whichever of `_`'s overloads they fit.
  const translate = i18n._.bind(i18n) as (...args: readonly unknown[]) => string
  const format = (value: number | bigint) => i18n.number(Number(value))
  const compiledOf = (id: string) => (i18n.messages as Record<string, unknown>)[id]
  const localised = ((id: string | MessageDescriptor, values?: Values, options?: object) => {
    if (typeof id === 'string') {
      return translate(id, formatPlaceholderNumbers(compiledOf(id), values, format), options)
    }
    const compiled = compiledOf(id.id ?? '')
    return translate(
      { ...id, values: formatPlaceholderNumbers(compiled, id.values, format) },
      formatPlaceholderNumbers(compiled, values, format),
      options,
    )
  }) as Translate
  // `t` is Lingui's alias of `_`, bound once when the instance was made: both are replaced.
  i18n._ = localised
  i18n.t = localised
  marked[INSTALLED] = true
}
