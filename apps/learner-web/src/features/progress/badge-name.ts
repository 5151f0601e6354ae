import { useLingui } from '@lingui/react/macro'

const XP_LEVEL = /^XP Level (\d+)$/

/** A badge's name in the interface language; badge names are stored in English (spec §9). */
export function useBadgeName(): (badge: string) => string {
  const { t, i18n } = useLingui()
  return (badge) => {
    const match = XP_LEVEL.exec(badge)
    if (match?.[1]) {
      const amount = i18n.number(Number(match[1]))
      return t`XP Level ${amount}`
    }
    if (badge === 'Language Explorer') return t`Language Explorer`
    if (badge === 'Language Master') return t`Language Master`
    if (badge === 'First Course Complete') return t`First Course Complete`
    if (badge === '7-Day Streak') return t`7-Day Streak`
    if (badge === '30-Day Streak') return t`30-Day Streak`
    return badge
  }
}
