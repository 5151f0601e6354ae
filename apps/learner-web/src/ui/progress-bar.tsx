/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** What the bar measures, for assistive technology (e.g. "Course progress"). */
  readonly label: string
  /** 0–100; clamped and rounded. */
  readonly percent: number
  /** Track classes: margin, height and colour (e.g. `mt-2 h-2.5 bg-slate-200`). */
  readonly className: string
  /** Fill colour class (e.g. `bg-blue-700`). */
  readonly fillClassName: string
}

/** A horizontal progress bar with its `progressbar` role and value, filling from the start side. */
export function ProgressBar({ label, percent, className, fillClassName }: ProgressBarProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)))
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={`overflow-hidden rounded-full ${className}`}
    >
      <div className={`h-full rounded-full ${fillClassName}`} style={{ width: `${value}%` }} />
    </div>
  )
}
