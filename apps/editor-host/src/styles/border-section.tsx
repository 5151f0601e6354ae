import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { StyleField } from './style-field'
import { type StyleGroupProps, StyleSection } from './style-section'

const SIDES = ['top', 'right', 'bottom', 'left'] as const
const CORNERS = ['top-left', 'top-right', 'bottom-right', 'bottom-left'] as const
const BORDER_STYLES = ['none', 'solid', 'dashed', 'dotted', 'double']

/** The value all `properties` share, or '' when they differ. */
export function sharedValue(
  evals: Readonly<Record<string, string>>,
  properties: readonly string[],
): string {
  const values = properties.map((property) => evals[property] ?? '')
  return values.every((value) => value === values[0]) ? (values[0] ?? '') : ''
}

/**
 * Borders: width, style and colour of all sides or of one side (the side picker), and the
 * corner radius of all corners or of one.
 */
export function BorderSection(props: StyleGroupProps) {
  const { t } = useLingui()
  const { evals, style } = props
  const id = useId()
  const [side, setSide] = useState<'' | (typeof SIDES)[number]>('')
  const [corner, setCorner] = useState<'' | (typeof CORNERS)[number]>('')
  const sideNames = { top: t`Top`, right: t`Right`, bottom: t`Bottom`, left: t`Left` }
  const cornerNames = {
    'top-left': t`Top left`,
    'top-right': t`Top right`,
    'bottom-right': t`Bottom right`,
    'bottom-left': t`Bottom left`,
  }
  const onSides = (part: 'width' | 'style' | 'color') => ({
    value: sharedValue(
      evals,
      (side === '' ? SIDES : [side]).map((each) => `border-${each}-${part}`),
    ),
    onCommit: style(side === '' ? `border-${part}` : `border-${side}-${part}`),
  })
  const radius = corner === '' ? 'border-radius' : `border-${corner}-radius`
  const selectClass = 'h-7 rounded border border-zinc-300 bg-white px-1 text-xs'
  return (
    <StyleSection title={t`Borders`}>
      <div className="grid grid-cols-[6.5rem_1fr] items-center gap-2">
        <label htmlFor={`${id}-side`} className="truncate text-xs text-zinc-600">
          {t`Border side`}
        </label>
        <select
          id={`${id}-side`}
          value={side}
          onChange={(event) => setSide(event.target.value as typeof side)}
          className={selectClass}
        >
          <option value="">{t`All sides`}</option>
          {SIDES.map((each) => (
            <option key={each} value={each}>
              {sideNames[each]}
            </option>
          ))}
        </select>
      </div>
      <StyleField label={t`Border width`} {...onSides('width')} />
      <StyleField label={t`Border style`} options={BORDER_STYLES} {...onSides('style')} />
      <StyleField label={t`Border colour`} type="color" {...onSides('color')} />
      <div className="grid grid-cols-[6.5rem_1fr] items-center gap-2">
        <label htmlFor={`${id}-corner`} className="truncate text-xs text-zinc-600">
          {t`Corner`}
        </label>
        <select
          id={`${id}-corner`}
          value={corner}
          onChange={(event) => setCorner(event.target.value as typeof corner)}
          className={selectClass}
        >
          <option value="">{t`All corners`}</option>
          {CORNERS.map((each) => (
            <option key={each} value={each}>
              {cornerNames[each]}
            </option>
          ))}
        </select>
      </div>
      <StyleField
        label={t`Corner radius`}
        value={sharedValue(
          evals,
          (corner === '' ? CORNERS : [corner]).map((each) => `border-${each}-radius`),
        )}
        onCommit={style(radius)}
      />
    </StyleSection>
  )
}
