import type { OpenItem } from './open-item.ts'
import { searchForm } from './search-form.ts'

// Answers shorter than this (in search form) are too common to refuse on ("a", "is").
const SHORTEST_PROTECTED = 3

/** The protected answers of `items` in search form, longest first, without the too-short ones. */
export function protectedAnswers(items: readonly OpenItem[]): string[] {
  const answers = new Set<string>()
  for (const item of items) {
    for (const answer of item.answers) {
      const form = searchForm(answer)
      if (form.length >= SHORTEST_PROTECTED) answers.add(form)
    }
  }
  return [...answers].sort((a, b) => b.length - a.length)
}

/** Whether `text` contains one of `answers` (search form) as whole words. */
export function revealsProtectedAnswer(text: string, answers: readonly string[]): boolean {
  if (answers.length === 0) return false
  const form = ` ${searchForm(text)} `
  return answers.some((answer) => form.includes(` ${answer} `))
}

/** What a streaming guard lets through after one more piece of text. */
export interface GuardStep {
  /** Text now safe to send (may be empty). */
  release: string
  /** The reply revealed a protected answer: send nothing more and replace it with a refusal. */
  blocked: boolean
}

/**
 * Checks a streamed reply for protected answers before any of it reaches the learner. It holds
 * back the tail that could still be the start of an answer (twice the longest answer, since
 * diacritics and punctuation in the original make it longer than its search form), so a
 * protected answer is never sent, not even split across chunks.
 *
 * @example
 * const guard = new ProtectedAnswerGuard(['rains'])
 * guard.push('If it ra') // { release: '', blocked: false }
 * guard.push('ins, …')   // { release: '', blocked: true }
 */
export class ProtectedAnswerGuard {
  private text = ''
  private sent = 0
  private blocked = false
  private readonly holdBack: number

  constructor(private readonly answers: readonly string[]) {
    const longest = answers.reduce((max, answer) => Math.max(max, answer.length), 0)
    this.holdBack = longest === 0 ? 0 : longest * 2 + 8
  }

  /** Adds the next piece of the reply. */
  push(piece: string): GuardStep {
    if (this.blocked) return { release: '', blocked: true }
    this.text += piece
    if (revealsProtectedAnswer(this.text, this.answers)) {
      this.blocked = true
      return { release: '', blocked: true }
    }
    const until = Math.max(this.sent, this.text.length - this.holdBack)
    const release = this.text.slice(this.sent, until)
    this.sent = until
    return { release, blocked: false }
  }

  /** Ends the reply: releases what was held back unless it was blocked. */
  finish(): GuardStep {
    if (this.blocked) return { release: '', blocked: true }
    const release = this.text.slice(this.sent)
    this.sent = this.text.length
    return { release, blocked: false }
  }

  /** The whole reply received so far. */
  get received(): string {
    return this.text
  }
}
