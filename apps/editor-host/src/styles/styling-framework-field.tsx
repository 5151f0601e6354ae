import { useLingui } from '@lingui/react/macro'
import type { StylingFramework } from '@splendid/change-items'

/** In the order a designer reaches for them. */
const CHOICES: readonly StylingFramework[] = ['Tailwind', 'CSS', 'Inline']

/** Where the Styles panel writes: the choice between Tailwind classes, CSS rules and inline. */
export function StylingFrameworkField(props: {
  value: StylingFramework
  detected: StylingFramework
  onChange: (framework: StylingFramework) => void
}) {
  const { t } = useLingui()
  const names: Record<StylingFramework, string> = {
    Tailwind: t`Tailwind classes`,
    CSS: t`CSS rules in a stylesheet`,
    Inline: t`Inline style`,
  }
  return (
    <label className="flex flex-col gap-1 text-xs text-zinc-600">
      {t`Write styles as`}
      <select
        value={props.value}
        onChange={(event) => {
          const chosen = CHOICES.find((each) => each === event.target.value)
          if (chosen !== undefined) props.onChange(chosen)
        }}
        className="h-7 rounded border border-zinc-300 bg-white text-xs"
      >
        {CHOICES.map((framework) => {
          const name = names[framework]
          return (
            <option key={framework} value={framework}>
              {framework === props.detected ? t`${name} (this project's)` : name}
            </option>
          )
        })}
      </select>
    </label>
  )
}
