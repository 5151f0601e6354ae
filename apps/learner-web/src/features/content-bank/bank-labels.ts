import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useCatalogLabels } from '../catalog/catalog-labels'
import type { BankKind, BankProblem, BankSkill, BankSubject } from './bank-question'

const KINDS: Record<BankKind, MessageDescriptor> = {
  single: msg`One right answer`,
  multiple: msg`Several right answers`,
  short: msg`Short answer`,
}

const SKILLS: Record<BankSkill, MessageDescriptor> = {
  grammar: msg`Grammar`,
  vocabulary: msg`Vocabulary`,
  reading: msg`Reading`,
  listening: msg`Listening`,
  writing: msg`Writing`,
  speaking: msg`Speaking`,
}

/** The server's and the import's problem messages, in the interface language. */
const PROBLEMS: Record<string, MessageDescriptor> = {
  'The kind is single, multiple or short.': msg`Choose one right answer, several right answers or a short answer.`,
  'Write the question in English or Arabic.': msg`Write the question in English or Arabic.`,
  'A question is at most 2,000 characters.': msg`A question is at most 2,000 characters.`,
  'The level is one of A1, A2, B1, B2, C1.': msg`The level is one of A1, A2, B1, B2, C1.`,
  'The skill is one of grammar, vocabulary, reading, listening, writing, speaking.': msg`The skill is one of grammar, vocabulary, reading, listening, writing, speaking.`,
  'The subject is one of english, arabic, french, german, math, science, computing.': msg`The subject is one of english, arabic, french, german, math, science, computing.`,
  'A question has at most 8 options.': msg`A question has at most 8 options.`,
  'A short-answer question has no options.': msg`A short-answer question has no options.`,
  'Give 1 to 20 accepted answers of at most 200 characters.': msg`Give 1 to 20 accepted answers of at most 200 characters.`,
  'Give 2 to 8 options, each with a short id and a text of at most 500 characters.': msg`Give 2 to 8 options, each with a text of at most 500 characters.`,
  'Mark exactly one right option.': msg`Mark exactly one right option.`,
  'Mark at least one right option.': msg`Mark at least one right option.`,
  'Only short-answer questions have accepted answers.': msg`Only short-answer questions have accepted answers.`,
  'A placement question needs every option in English.': msg`A placement question needs every option in English.`,
  'Name the right options by their numbers, 1 to 8, separated by ";".': msg`Name the right options by their numbers, 1 to 8, separated by ";".`,
  'No question here.': msg`No question here.`,
  'Separate questions with a blank line.': msg`Separate questions with a blank line.`,
}

/** Labels of the bank's kinds, skills and subjects, and its problems, in the interface language. */
export function useBankLabels() {
  const { i18n } = useLingui()
  const { subjects } = useCatalogLabels()
  return {
    kind: (kind: BankKind) => i18n._(KINDS[kind]),
    skill: (skill: BankSkill) => i18n._(SKILLS[skill]),
    subject: (subject: BankSubject) => subjects[subject],
    /** Known messages translated; others (a parser's own words) as they are. */
    problem: (problem: Pick<BankProblem, 'message'>) => {
      const known = PROBLEMS[problem.message]
      if (known) return i18n._(known)
      if (problem.message.startsWith('Moodle ')) {
        return i18n._(
          msg`This kind of Moodle question is not supported: use multiple choice, true/false or short answer.`,
        )
      }
      if (problem.message.startsWith('The header row lacks')) {
        return i18n._(msg`The first row must name the columns kind, prompt_en and prompt_ar.`)
      }
      return problem.message
    },
  }
}
