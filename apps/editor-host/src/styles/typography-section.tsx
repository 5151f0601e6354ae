import { useLingui } from '@lingui/react/macro'
import { StyleField } from './style-field'
import { type StyleGroupProps, StyleSection } from './style-section'

const WEIGHTS = ['300', '400', '500', '600', '700', '800']
const TEXT_ALIGN = ['start', 'left', 'center', 'right', 'end', 'justify']
const DECORATIONS = ['none', 'underline', 'overline', 'line-through']
const TRANSFORMS = ['none', 'uppercase', 'lowercase', 'capitalize']
const LINE_HEIGHTS = ['1', '1.25', '1.375', '1.5', '1.625', '2']
const LETTER_SPACINGS = ['-0.05em', '-0.025em', '0em', '0.025em', '0.05em', '0.1em']
/** Offered after the theme's families; any family can be typed. */
const GENERIC_FAMILIES = ['system-ui, sans-serif', 'Georgia, serif', 'ui-monospace, monospace']

/**
 * The theme's families (the `--font-*` variables the preview's stylesheet declares, written in a
 * Tailwind project as `font-sans`, `font-mono`…), then generic stacks.
 */
export function fontFamilySuggestions(evals: Readonly<Record<string, string>>): string[] {
  const theme = Object.keys(evals)
    .filter((name) => name.startsWith('--font-'))
    .map((name) => `var(${name})`)
  return [...theme, ...GENERIC_FAMILIES]
}

/** Font family, size, weight, line height, letter spacing, alignment, decoration, case, colour. */
export function TypographySection(props: StyleGroupProps) {
  const { t } = useLingui()
  const { evals, style } = props
  return (
    <StyleSection title={t`Typography`} defaultOpen>
      <StyleField
        label={t`Font family`}
        value={evals['font-family'] ?? ''}
        suggestions={fontFamilySuggestions(evals)}
        onCommit={style('font-family')}
      />
      <StyleField
        label={t`Font size`}
        value={evals['font-size'] ?? ''}
        onCommit={style('font-size')}
      />
      <StyleField
        label={t`Font weight`}
        value={evals['font-weight'] ?? ''}
        options={WEIGHTS}
        onCommit={style('font-weight')}
      />
      <StyleField
        label={t`Line height`}
        value={evals['line-height'] ?? ''}
        suggestions={LINE_HEIGHTS}
        onCommit={style('line-height')}
      />
      <StyleField
        label={t`Letter spacing`}
        value={evals['letter-spacing'] ?? ''}
        suggestions={LETTER_SPACINGS}
        onCommit={style('letter-spacing')}
      />
      <StyleField
        label={t`Text align`}
        value={evals['text-align'] ?? ''}
        options={TEXT_ALIGN}
        onCommit={style('text-align')}
      />
      <StyleField
        label={t`Decoration`}
        value={evals['text-decoration-line'] ?? ''}
        options={DECORATIONS}
        onCommit={style('text-decoration-line')}
      />
      <StyleField
        label={t`Letter case`}
        value={evals['text-transform'] ?? ''}
        options={TRANSFORMS}
        onCommit={style('text-transform')}
      />
      <StyleField
        label={t`Text colour`}
        type="color"
        value={evals.color ?? ''}
        onCommit={style('color')}
      />
    </StyleSection>
  )
}
