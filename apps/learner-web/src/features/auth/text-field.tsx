import { type InputHTMLAttributes, type Ref, useId } from 'react'

/** Props of {@link TextField}: a visible label plus the usual input attributes. */
export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'children'> {
  readonly label: string
  /** Marks the input invalid and points its description at the form's error box. */
  readonly errorId?: string | undefined
  readonly ref?: Ref<HTMLInputElement>
}

/**
 * A labelled input (`<label for>`), full width, with a visible focus ring. Every auth input is
 * `required` (spec §5), so the attribute is set here.
 */
export function TextField({ label, errorId, ref, ...input }: TextFieldProps) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        required
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-red-400"
        {...input}
      />
    </div>
  )
}
