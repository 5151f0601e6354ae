import { useLingui } from '@lingui/react/macro'
import { StyleField } from './style-field'
import { type StyleGroupProps, StyleSection } from './style-section'

const OVERFLOWS = ['visible', 'hidden', 'clip', 'scroll', 'auto']
/** Tailwind's default shadows (`shadow-sm` … `shadow-xl`): picked, they are written as those. */
const SHADOWS = [
  'none',
  '0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)',
  '0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)',
  '0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)',
  '0 20px 25px -5px rgb(0 0 0 / 0.1), 0 8px 10px -6px rgb(0 0 0 / 0.1)',
]
const TRANSITIONS = ['all', 'none', 'opacity', 'box-shadow', 'color, background-color']
const DURATIONS = ['75ms', '150ms', '200ms', '300ms', '500ms', '700ms', '1000ms']
/** `linear` and Tailwind's `ease-in`, `ease-out`, `ease-in-out` curves. */
const EASINGS = [
  'linear',
  'cubic-bezier(0.4, 0, 1, 1)',
  'cubic-bezier(0, 0, 0.2, 1)',
  'cubic-bezier(0.4, 0, 0.2, 1)',
]

/** Shadow, opacity, overflow and transition. */
export function EffectsSection(props: StyleGroupProps) {
  const { t } = useLingui()
  const { evals, style } = props
  return (
    <StyleSection title={t`Effects`}>
      <StyleField
        label={t`Shadow`}
        value={evals['box-shadow'] ?? ''}
        suggestions={SHADOWS}
        onCommit={style('box-shadow')}
      />
      <StyleField label={t`Opacity`} value={evals.opacity ?? ''} onCommit={style('opacity')} />
      <StyleField
        label={t`Overflow X`}
        value={evals['overflow-x'] ?? ''}
        options={OVERFLOWS}
        onCommit={style('overflow-x')}
      />
      <StyleField
        label={t`Overflow Y`}
        value={evals['overflow-y'] ?? ''}
        options={OVERFLOWS}
        onCommit={style('overflow-y')}
      />
      <StyleField
        label={t`Transition`}
        value={evals['transition-property'] ?? ''}
        suggestions={TRANSITIONS}
        onCommit={style('transition-property')}
      />
      <StyleField
        label={t`Duration`}
        value={evals['transition-duration'] ?? ''}
        suggestions={DURATIONS}
        onCommit={style('transition-duration')}
      />
      <StyleField
        label={t`Easing`}
        value={evals['transition-timing-function'] ?? ''}
        suggestions={EASINGS}
        onCommit={style('transition-timing-function')}
      />
    </StyleSection>
  )
}
