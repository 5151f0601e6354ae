import { useLingui } from '@lingui/react/macro'
import { RESPONSIVE_PREFIXES, STATE_MODIFIERS, type StylingFramework } from '@splendid/change-items'
import { addClass, codebaseIdOf, removeClass, styleElement } from '@splendid/editor-engine'
import { useEffect, useState } from 'react'
import { useEditor, useSession } from '../app/session-context'
import { FieldSubject } from '../app/use-field-draft'
import { BorderSection } from './border-section'
import { shorthandOf, visibleClasses } from './box-values'
import { EffectsSection } from './effects-section'
import { LayoutSection } from './layout-section'
import { PositionSection } from './position-section'
import { StyleField } from './style-field'
import { StyleSection } from './style-section'
import { StylingFrameworkField } from './styling-framework-field'
import { TypographySection } from './typography-section'

/**
 * The selected element's styles: the state / breakpoint / dark modifiers the next edit applies
 * to, Tailwind class chips (add, remove), box model, then collapsible groups — position, layout,
 * spacing, size, typography, colours, borders, effects — (each edit a styling change in
 * `stylingFramework`: Tailwind classes, a stylesheet rule or the inline style), and the CSS
 * rules that apply.
 */
export function StylesPanel(props: {
  stylingFramework: StylingFramework
  detectedFramework: StylingFramework
  onStylingFrameworkChange: (framework: StylingFramework) => void
}) {
  const { t } = useLingui()
  const session = useSession()
  const selectedKey = useEditor((state) => state.selectedKey)
  const inspection = useEditor((state) =>
    state.inspection?.elementKey === state.selectedKey ? state.inspection : null,
  )
  const lookupEntry = useEditor((state) =>
    state.selectedKey === null
      ? undefined
      : state.lookups.treeElements[codebaseIdOf(state.selectedKey)],
  )
  const [state, setState] = useState('')
  const [breakpoint, setBreakpoint] = useState('')
  const [dark, setDark] = useState(false)
  const [newClass, setNewClass] = useState('')
  // An inline style has no states, breakpoints or dark mode: nothing to apply them to.
  const inline = props.stylingFramework === 'Inline'
  const modifiers = inline ? [] : [breakpoint, dark ? 'dark' : '', state].filter(Boolean)
  const modifiersKey = modifiers.join(' ')

  useEffect(() => {
    if (selectedKey === null) return
    // Show the preview in the chosen state (hover, focus…) while it is being styled.
    const forced = modifiersKey === '' ? [] : modifiersKey.split(' ')
    void session.forceModifiers(selectedKey, forced)
  }, [session, selectedKey, modifiersKey])

  const frameworkField = (
    <StylingFrameworkField
      value={props.stylingFramework}
      detected={props.detectedFramework}
      onChange={props.onStylingFrameworkChange}
    />
  )
  if (selectedKey === null) {
    return (
      <div className="flex flex-col gap-3 p-3 text-sm">
        {frameworkField}
        <p className="text-zinc-500">{t`Select an element to style it.`}</p>
      </div>
    )
  }
  const evals = inspection?.cssEvals ?? {}
  const style = (property: string) => (value: string | null) =>
    void session.act((target) =>
      styleElement(target, { [property]: value }, modifiers, props.stylingFramework),
    )
  const group = { evals, style }
  const removable = new Set(lookupEntry?.removableClasses ?? [])
  const classes = visibleClasses(inspection?.classList ?? [])

  return (
    <FieldSubject value={selectedKey}>
      <div className="flex flex-col gap-4 p-3 text-sm">
        {frameworkField}
        <fieldset className="grid grid-cols-3 gap-2" disabled={inline}>
          <legend className="mb-1 text-xs font-semibold text-zinc-700">{t`Apply to`}</legend>
          {inline && (
            <p className="col-span-3 text-xs text-zinc-500">
              {t`An inline style has no states, breakpoints or dark mode.`}
            </p>
          )}
          <label className="flex flex-col text-xs text-zinc-600">
            {t`State`}
            <select
              value={state}
              onChange={(event) => setState(event.target.value)}
              className="h-7 rounded border border-zinc-300 bg-white text-xs"
            >
              <option value="">{t`Default`}</option>
              {STATE_MODIFIERS.map((modifier) => (
                <option key={modifier} value={modifier}>
                  {modifier}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col text-xs text-zinc-600">
            {t`Breakpoint`}
            <select
              value={breakpoint}
              onChange={(event) => setBreakpoint(event.target.value)}
              className="h-7 rounded border border-zinc-300 bg-white text-xs"
            >
              <option value="">{t`All`}</option>
              {RESPONSIVE_PREFIXES.map((prefix) => (
                <option key={prefix} value={prefix}>
                  {prefix}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-end gap-1 pb-1 text-xs text-zinc-600">
            <input
              type="checkbox"
              checked={dark}
              onChange={(event) => setDark(event.target.checked)}
            />
            {t`Dark`}
          </label>
        </fieldset>

        <section aria-labelledby="classes-heading">
          <h3 id="classes-heading" className="mb-1 text-xs font-semibold text-zinc-700">
            {t`Classes`}
          </h3>
          <ul aria-label={t`Classes`} className="flex flex-wrap gap-1">
            {classes.map((name) => (
              <li
                key={name}
                className="flex items-center gap-1 rounded bg-zinc-200 px-1.5 py-0.5 font-mono text-xs"
                dir="ltr"
              >
                {name}
                {removable.has(name) ? (
                  <button
                    type="button"
                    aria-label={t`Remove class ${name}`}
                    onClick={() => void session.act((target) => removeClass(target, name))}
                    className="rounded px-0.5 text-zinc-500 hover:bg-zinc-300 hover:text-zinc-900"
                  >
                    ×
                  </button>
                ) : (
                  <span title={t`Set by code; edit it in the source`} className="text-zinc-400">
                    ƒ
                  </span>
                )}
              </li>
            ))}
          </ul>
          <form
            className="mt-2"
            onSubmit={(event) => {
              event.preventDefault()
              if (newClass.trim() === '') return
              void session
                .act((target) => addClass(target, newClass, modifiers))
                .then((outcome) => {
                  if (outcome !== null) setNewClass('')
                })
            }}
          >
            <input
              aria-label={t`Add class`}
              placeholder={t`Add class, e.g. rounded-lg`}
              dir="ltr"
              value={newClass}
              onChange={(event) => setNewClass(event.target.value)}
              className="h-7 w-full rounded border border-zinc-300 px-2 font-mono text-xs"
            />
          </form>
        </section>

        <BoxModel evals={evals} />

        <PositionSection {...group} />
        <LayoutSection {...group} />

        <StyleSection title={t`Spacing`} defaultOpen>
          <StyleField
            label={t`Padding`}
            value={shorthandOf(evals, 'padding')}
            onCommit={style('padding')}
          />
          <StyleField
            label={t`Margin`}
            value={shorthandOf(evals, 'margin')}
            onCommit={style('margin')}
          />
        </StyleSection>

        <StyleSection title={t`Size`} defaultOpen>
          <StyleField label={t`Width`} value={evals.width ?? ''} onCommit={style('width')} />
          <StyleField label={t`Height`} value={evals.height ?? ''} onCommit={style('height')} />
        </StyleSection>

        <TypographySection {...group} />

        <StyleSection title={t`Colours`} defaultOpen>
          <StyleField
            label={t`Background`}
            type="color"
            value={evals['background-color'] ?? ''}
            onCommit={style('background-color')}
          />
        </StyleSection>

        <BorderSection {...group} />
        <EffectsSection {...group} />

        <section aria-labelledby="rules-heading">
          <h3
            id="rules-heading"
            className="mb-1 text-xs font-semibold text-zinc-700"
          >{t`CSS rules`}</h3>
          {(inspection?.rules ?? []).length === 0 ? (
            <p className="text-xs text-zinc-500">{t`No stylesheet rules apply.`}</p>
          ) : (
            <ul aria-label={t`CSS rules`} className="flex flex-col gap-2">
              {(inspection?.rules ?? []).map((rule, index) => (
                <li
                  // Rules have no id; selector + file + position is unique within one answer.
                  key={`${rule.filename}|${rule.selector}|${index}`}
                  dir="ltr"
                  className={`rounded border p-2 font-mono text-[11px] ${rule.applied ? 'border-zinc-300' : 'border-dashed border-zinc-300 text-zinc-500'}`}
                >
                  <div className="flex flex-wrap items-center gap-1">
                    <span className="font-semibold text-zinc-800">{rule.selector}</span>
                    {rule.modifiers.map((modifier) => (
                      <span key={modifier} className="rounded bg-violet-100 px-1 text-violet-800">
                        {modifier}
                      </span>
                    ))}
                    {rule.inherited && (
                      <span className="rounded bg-zinc-100 px-1">{t`inherited`}</span>
                    )}
                  </div>
                  <div className="truncate text-zinc-500">{rule.filename}</div>
                  <ul>
                    {Object.entries(rule.styles).map(([property, value]) => (
                      <li key={property}>{`${property}: ${value};`}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </FieldSubject>
  )
}

/** The box model: margin, border, padding and content size of the selected element. */
function BoxModel(props: { evals: Readonly<Record<string, string>> }) {
  const { t } = useLingui()
  const e = props.evals
  const side = (property: string, which: string) =>
    (e[`${property}-${which}`] ?? '').replace(/px$/, '')
  const ring = (property: string) => (
    <>
      <span className="absolute inset-x-0 top-0.5 text-center">{side(property, 'top')}</span>
      <span className="absolute inset-x-0 bottom-0.5 text-center">{side(property, 'bottom')}</span>
      <span className="absolute start-1 top-1/2 -translate-y-1/2">{side(property, 'left')}</span>
      <span className="absolute end-1 top-1/2 -translate-y-1/2">{side(property, 'right')}</span>
    </>
  )
  return (
    <figure aria-label={t`Box model`} className="text-[10px] text-zinc-600" dir="ltr">
      <div className="relative rounded border border-dashed border-orange-300 bg-orange-50 p-5">
        <span className="absolute start-1 top-0.5 text-orange-700">{t`margin`}</span>
        {ring('margin')}
        <div className="relative rounded border border-dashed border-emerald-400 bg-emerald-50 p-5">
          <span className="absolute start-1 top-0.5 text-emerald-700">{t`padding`}</span>
          {ring('padding')}
          <div className="rounded bg-sky-100 py-1 text-center text-sky-900">
            {(e.width ?? '?').replace(/px$/, '')} × {(e.height ?? '?').replace(/px$/, '')}
          </div>
        </div>
      </div>
    </figure>
  )
}
