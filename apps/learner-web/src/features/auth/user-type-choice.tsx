import { Trans, useLingui } from '@lingui/react/macro'
import { USER_TYPES, type UserType } from '@splendid/domain'

/** Props of {@link UserTypeChoice}. */
export interface UserTypeChoiceProps {
  readonly value: UserType
  readonly onChange: (userType: UserType) => void
  readonly disabled: boolean
}

/**
 * The student / teacher choice of the sign-up screen: a radio group drawn as two large options,
 * operable with the keyboard like any radio group (arrow keys move the choice).
 */
export function UserTypeChoice({ value, onChange, disabled }: UserTypeChoiceProps) {
  const { t } = useLingui()
  const labels: Record<UserType, { title: string; hint: string }> = {
    student: { title: t`Student`, hint: t`Learn with courses, tutors and homework` },
    teacher: { title: t`Teacher`, hint: t`Teach courses and live classes` },
  }
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        <Trans>I am joining as</Trans>
      </legend>
      <div className="grid grid-cols-2 gap-3">
        {USER_TYPES.map((userType) => (
          <label
            key={userType}
            className="flex cursor-pointer flex-col gap-0.5 rounded-lg border border-slate-300 px-3 py-2.5 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-700/30 has-focus-visible:outline-2 has-focus-visible:outline-brand-700 has-disabled:cursor-not-allowed has-disabled:opacity-70"
          >
            <span className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <input
                type="radio"
                name="userType"
                value={userType}
                checked={value === userType}
                disabled={disabled}
                onChange={() => onChange(userType)}
                className="size-4 accent-brand-700"
              />
              {labels[userType].title}
            </span>
            <span className="text-xs text-slate-600">{labels[userType].hint}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
