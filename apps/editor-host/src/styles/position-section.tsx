import { useLingui } from '@lingui/react/macro'
import { StyleField } from './style-field'
import { type StyleGroupProps, StyleSection } from './style-section'

const POSITIONS = ['static', 'relative', 'absolute', 'fixed', 'sticky']

/** Position, its insets (top, right, bottom, left) and the stacking order (z-index). */
export function PositionSection(props: StyleGroupProps) {
  const { t } = useLingui()
  const { evals, style } = props
  const insets = [
    ['top', t`Top`],
    ['right', t`Right`],
    ['bottom', t`Bottom`],
    ['left', t`Left`],
  ] as const
  return (
    <StyleSection title={t`Position`}>
      <StyleField
        label={t`Position type`}
        value={evals.position ?? ''}
        options={POSITIONS}
        onCommit={style('position')}
      />
      {insets.map(([property, label]) => (
        <StyleField
          key={property}
          label={label}
          value={evals[property] ?? ''}
          onCommit={style(property)}
        />
      ))}
      <StyleField label={t`Z-index`} value={evals['z-index'] ?? ''} onCommit={style('z-index')} />
    </StyleSection>
  )
}
