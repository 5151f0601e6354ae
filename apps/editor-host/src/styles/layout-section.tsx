import { useLingui } from '@lingui/react/macro'
import { StyleField } from './style-field'
import { type StyleGroupProps, StyleSection } from './style-section'

const DISPLAYS = ['block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid', 'none']
const FLEX_DIRECTIONS = ['row', 'row-reverse', 'column', 'column-reverse']
const FLEX_WRAPS = ['nowrap', 'wrap', 'wrap-reverse']
const JUSTIFY = [
  'flex-start',
  'center',
  'flex-end',
  'space-between',
  'space-around',
  'space-evenly',
]
const ALIGN = ['stretch', 'flex-start', 'center', 'flex-end', 'baseline']
/** Equal columns (Tailwind's `grid-cols-N`) and two common responsive layouts. */
const GRID_COLUMNS = [
  'none',
  ...[1, 2, 3, 4, 6, 12].map((count) => `repeat(${count}, minmax(0, 1fr))`),
  'repeat(auto-fill, minmax(12rem, 1fr))',
  '1fr 2fr',
]

/** Display, flex and grid: direction, wrap, justify / align, gaps and grid columns. */
export function LayoutSection(props: StyleGroupProps) {
  const { t } = useLingui()
  const { evals, style } = props
  return (
    <StyleSection title={t`Layout`} defaultOpen>
      <StyleField
        label={t`Display`}
        value={evals.display ?? ''}
        options={DISPLAYS}
        onCommit={style('display')}
      />
      <StyleField
        label={t`Flex direction`}
        value={evals['flex-direction'] ?? ''}
        options={FLEX_DIRECTIONS}
        onCommit={style('flex-direction')}
      />
      <StyleField
        label={t`Flex wrap`}
        value={evals['flex-wrap'] ?? ''}
        options={FLEX_WRAPS}
        onCommit={style('flex-wrap')}
      />
      <StyleField
        label={t`Justify`}
        value={evals['justify-content'] ?? ''}
        options={JUSTIFY}
        onCommit={style('justify-content')}
      />
      <StyleField
        label={t`Align`}
        value={evals['align-items'] ?? ''}
        options={ALIGN}
        onCommit={style('align-items')}
      />
      <StyleField
        label={t`Gap`}
        value={
          evals['row-gap'] === evals['column-gap'] ? (evals['row-gap'] ?? '') : (evals.gap ?? '')
        }
        onCommit={style('gap')}
      />
      <StyleField
        label={t`Column gap`}
        value={evals['column-gap'] ?? ''}
        onCommit={style('column-gap')}
      />
      <StyleField label={t`Row gap`} value={evals['row-gap'] ?? ''} onCommit={style('row-gap')} />
      <StyleField
        label={t`Grid columns`}
        value={evals['grid-template-columns'] ?? ''}
        suggestions={GRID_COLUMNS}
        onCommit={style('grid-template-columns')}
      />
    </StyleSection>
  )
}
