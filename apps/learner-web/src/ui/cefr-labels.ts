import { useLingui } from '@lingui/react/macro'
import type { CefrLevel } from '@splendid/domain'

/** Names ("B1 · Intermediate") and what-you-can-do descriptions of the CEFR levels. */
export interface CefrLabels {
  readonly names: Readonly<Record<CefrLevel, string>>
  readonly descriptions: Readonly<Record<CefrLevel, string>>
}

/** The CEFR level labels in the interface language (catalogue filters, placement, dashboard). */
export function useCefrLabels(): CefrLabels {
  const { t } = useLingui()
  return {
    names: {
      A1: t`A1 · Beginner`,
      A2: t`A2 · Elementary`,
      B1: t`B1 · Intermediate`,
      B2: t`B2 · Upper intermediate`,
      C1: t`C1 · Advanced`,
    },
    descriptions: {
      A1: t`You understand and use everyday expressions and very simple sentences.`,
      A2: t`You talk about familiar, everyday things in simple sentences.`,
      B1: t`You manage most everyday situations and describe experiences, plans and opinions.`,
      B2: t`You talk fluently about a wide range of topics and follow complex texts.`,
      C1: t`You express yourself fluently and precisely, at work and in study.`,
    },
  }
}
