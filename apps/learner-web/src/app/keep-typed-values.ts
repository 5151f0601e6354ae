type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const TEXT_LIKE =
  /^(text|email|password|search|tel|url|number|date|time|datetime-local|month|week)$/

/** The value the prerendered HTML gave a field, to tell what the visitor has changed. */
function initialValue(field: Field): string {
  if (field instanceof HTMLSelectElement) {
    const selected = [...field.options].find((option) => option.defaultSelected)
    return selected?.value ?? field.options[0]?.value ?? ''
  }
  return field.defaultValue
}

function isKeptField(element: EventTarget | null): element is Field {
  if (element instanceof HTMLInputElement) return TEXT_LIKE.test(element.type)
  return element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement
}

/**
 * Types `value` into a field so that React's `onChange` hears it and its state follows. React
 * fires `onChange` only for a value that differs from the one it last saw, which it records
 * through the field's own `value` property: show it an empty field that way first, then set the
 * value as the browser does when someone types (the prototype's setter) and send the event.
 */
function typeInto(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set
  if (!setter) return
  field.value = ''
  setter.call(field, value)
  const type = field instanceof HTMLSelectElement ? 'change' : 'input'
  field.dispatchEvent(new Event(type, { bubbles: true }))
}

/**
 * What a visitor typed into a prerendered form before the app hydrated it: React gives each
 * field its state's value as it hydrates, which would wipe an e-mail typed on a slow phone.
 * Call before `hydrateRoot`: it records what was typed so far and goes on listening; call the
 * returned function once the page's fields are hydrated (it acts once), and the typed values
 * are typed again, through React this time.
 *
 * @example
 * ```ts
 * const retype = keepTypedValues(root)
 * hydrateRoot(root, app) // … and once hydrated: retype()
 * ```
 */
export function keepTypedValues(root: HTMLElement): () => void {
  const typed = new Map<Field, string>()
  for (const field of root.querySelectorAll('input, textarea, select')) {
    if (isKeptField(field) && field.value !== initialValue(field)) typed.set(field, field.value)
  }
  const record = (event: Event) => {
    if (isKeptField(event.target)) typed.set(event.target, event.target.value)
  }
  root.addEventListener('input', record, true)
  root.addEventListener('change', record, true)
  let done = false
  return () => {
    if (done) return
    done = true
    root.removeEventListener('input', record, true)
    root.removeEventListener('change', record, true)
    // Hydration leaves what was typed on screen but not in React's state, so the next render
    // would wipe it: every typed field is typed again, whatever it shows now.
    for (const [field, value] of typed) {
      if (field.isConnected) typeInto(field, value)
    }
  }
}
