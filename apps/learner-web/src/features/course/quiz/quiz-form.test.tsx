import { act, fireEvent, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, test, vi } from 'vitest'
import { axeViolations } from '../../../test/axe'
import { renderWithProviders } from '../../../test/render-with-providers'
import { QuizForm } from './quiz-form'
import type { QuizAnswers, QuizQuestion, QuizResult } from './quiz-question'

const questions: QuizQuestion[] = [
  {
    id: 'q1',
    kind: 'single',
    prompt: 'How do you greet someone in the morning?',
    options: [
      { id: 'a', text: 'Good morning' },
      { id: 'b', text: 'Good night' },
    ],
  },
  {
    id: 'q2',
    kind: 'multiple',
    prompt: 'Which are greetings?',
    options: [
      { id: 'a', text: 'Hello' },
      { id: 'b', text: 'Table' },
      { id: 'c', text: 'Hi' },
    ],
  },
  { id: 'q3', kind: 'short', prompt: 'Write "thank you" in English.', options: [] },
]

function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  let reject: (reason: unknown) => void = () => {}
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

async function renderQuiz(
  onSubmit: (answers: QuizAnswers) => Promise<QuizResult>,
  options: { previousBest?: number; locale?: 'en' | 'ar' } = {},
) {
  return renderWithProviders(
    <QuizForm
      questions={questions}
      passMark={70}
      onSubmit={onSubmit}
      {...(options.previousBest === undefined ? {} : { previousBest: options.previousBest })}
    />,
    { locale: options.locale ?? 'en' },
  )
}

function group(name: RegExp): HTMLElement {
  return screen.getByRole('group', { name })
}

function answerAll() {
  fireEvent.click(within(group(/greet someone/)).getByRole('radio', { name: 'Good morning' }))
  fireEvent.click(within(group(/Which are greetings/)).getByRole('checkbox', { name: 'Hi' }))
  fireEvent.click(within(group(/Which are greetings/)).getByRole('checkbox', { name: 'Hello' }))
  fireEvent.change(screen.getByRole('textbox', { name: 'Your answer' }), {
    target: { value: '  Thank you ' },
  })
}

const submitButton = () => screen.getByRole('button', { name: /Submit answers|Checking/ })

describe('QuizForm', () => {
  test('is a real form: a labelled group per question, radios, checkboxes and a text box', async () => {
    const { container } = await renderQuiz(vi.fn())
    expect(screen.getByText('Pass mark: 70%')).toBeTruthy()
    const single = group(/1\.\s*How do you greet someone/)
    expect(within(single).getAllByRole('radio')).toHaveLength(2)
    const multiple = group(/Which are greetings/)
    expect(within(multiple).getAllByRole('checkbox')).toHaveLength(3)
    expect(multiple.getAttribute('aria-describedby')).toBeTruthy()
    expect(within(multiple).getByText('Choose all that apply')).toBeTruthy()
    const text = screen.getByRole('textbox', { name: 'Your answer' })
    expect(text.getAttribute('dir')).toBe('auto')
    expect(await axeViolations(container)).toEqual([])
  })

  test('flags unanswered questions in a focused summary and sends nothing', async () => {
    const onSubmit = vi.fn()
    const { container } = await renderQuiz(onSubmit)
    fireEvent.click(within(group(/greet someone/)).getByRole('radio', { name: 'Good morning' }))
    fireEvent.click(submitButton())

    const summary = screen.getByRole('alert')
    expect(document.activeElement).toBe(summary)
    expect(within(summary).getByText(/Answer every question/)).toBeTruthy()
    const links = within(summary).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Question 2: Which are greetings?',
      'Question 3: Write "thank you" in English.',
    ])
    expect(within(group(/Which are greetings/)).getByText('Answer this question.')).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(await axeViolations(container)).toEqual([])

    fireEvent.click(links[1] as HTMLElement)
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your answer' }))

    fireEvent.change(screen.getByRole('textbox', { name: 'Your answer' }), {
      target: { value: 'Thanks' },
    })
    expect(within(screen.getByRole('alert')).getAllByRole('link')).toHaveLength(1)
  })

  test('sends the answers once, with the button disabled while they are on their way', async () => {
    const answer = deferred<QuizResult>()
    const onSubmit = vi.fn(() => answer.promise)
    await renderQuiz(onSubmit)
    answerAll()
    fireEvent.click(submitButton())

    expect(onSubmit).toHaveBeenCalledWith({ q1: ['a'], q2: ['a', 'c'], q3: 'Thank you' })
    const button = screen.getByRole('button', { name: 'Checking your answers…' })
    expect(button).toHaveProperty('disabled', true)
    fireEvent.submit(button.closest('form') as HTMLFormElement)
    expect(onSubmit).toHaveBeenCalledTimes(1)

    await act(async () =>
      answer.resolve({
        score: 100,
        passMark: 70,
        passed: true,
        results: { q1: true, q2: true, q3: true },
      }),
    )
    expect(await screen.findByRole('heading', { name: 'You passed the quiz!' })).toBeTruthy()
  })

  test('shows the score and marks each question right or wrong in words, never the answer', async () => {
    const { container } = await renderQuiz(async () => ({
      score: 67,
      passMark: 70,
      passed: false,
      results: { q1: true, q2: false, q3: true },
    }))
    answerAll()
    fireEvent.click(submitButton())

    const heading = await screen.findByRole('heading', { name: 'Not passed yet' })
    expect(document.activeElement).toBe(heading)
    expect(
      screen.getByText('Your score: 67% (pass mark: 70%). 2 of 3 answers correct.'),
    ).toBeTruthy()
    expect(screen.getByText(/You need 70% to pass/)).toBeTruthy()
    expect(within(group(/greet someone/)).getByText('Correct')).toBeTruthy()
    expect(within(group(/Which are greetings/)).getByText('Incorrect')).toBeTruthy()
    expect(within(group(/thank you/)).getByText('Correct')).toBeTruthy()
    // The learner's own choices stay visible for review, and nothing else is revealed.
    expect(
      within(group(/Which are greetings/)).getByRole('checkbox', { name: 'Hi' }),
    ).toHaveProperty('checked', true)
    expect(
      within(group(/Which are greetings/)).getByRole('checkbox', { name: 'Table' }),
    ).toHaveProperty('checked', false)
    for (const input of screen.getAllByRole('checkbox'))
      expect(input).toHaveProperty('disabled', true)
    expect(screen.queryByRole('button', { name: 'Submit answers' })).toBeNull()
    expect(await axeViolations(container)).toEqual([])
  })

  test('"Try again" clears the answers and keeps the best score', async () => {
    const scores = [80, 40]
    const onSubmit = vi.fn(async () => {
      const score = scores.shift() ?? 0
      return { score, passMark: 70, passed: score >= 70, results: { q1: score >= 70 } }
    })
    await renderQuiz(onSubmit, { previousBest: 50 })
    expect(screen.getByText('Your best score: 50%')).toBeTruthy()

    answerAll()
    fireEvent.click(submitButton())
    await screen.findByRole('heading', { name: 'You passed the quiz!' })
    expect(screen.getByText('Your best score: 80%')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.queryByRole('heading', { name: 'You passed the quiz!' })).toBeNull()
    expect(screen.getByText('Your best score: 80%')).toBeTruthy()
    expect(
      within(group(/greet someone/)).getByRole('radio', { name: 'Good morning' }),
    ).toHaveProperty('checked', false)
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveProperty('value', '')
    expect(screen.queryByText('Correct')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Good morning' }))

    answerAll()
    fireEvent.click(submitButton())
    await screen.findByRole('heading', { name: 'Not passed yet' })
    expect(screen.getByText('Your best score: 80%')).toBeTruthy()
  })

  test('shows a best score the page learns only after the form is on screen', async () => {
    function Page() {
      const [best, setBest] = useState<number | undefined>(undefined)
      return (
        <>
          <button type="button" onClick={() => setBest(90)}>
            Load attempts
          </button>
          <QuizForm
            questions={questions}
            passMark={70}
            onSubmit={async () => ({ score: 40, passMark: 70, passed: false, results: {} })}
            {...(best === undefined ? {} : { previousBest: best })}
          />
        </>
      )
    }
    await renderWithProviders(<Page />)
    expect(screen.queryByText(/Your best score/)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Load attempts' }))
    expect(screen.getByText('Your best score: 90%')).toBeTruthy()
    answerAll()
    fireEvent.click(submitButton())
    await screen.findByRole('heading', { name: 'Not passed yet' })
    expect(screen.getByText('Your best score: 90%')).toBeTruthy()
  })

  test('a failed send says so and keeps every answer for another try', async () => {
    const onSubmit = vi
      .fn<(answers: QuizAnswers) => Promise<QuizResult>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ score: 100, passMark: 70, passed: true, results: {} })
    await renderQuiz(onSubmit)
    answerAll()
    fireEvent.click(submitButton())

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Your answers could not be sent. They are still here')
    expect(within(alert).getByText('Failed to fetch').getAttribute('dir')).toBe('auto')
    expect(
      within(group(/greet someone/)).getByRole('radio', { name: 'Good morning' }),
    ).toHaveProperty('checked', true)
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveProperty(
      'value',
      '  Thank you ',
    )
    expect(submitButton()).toHaveProperty('disabled', false)

    fireEvent.click(submitButton())
    await screen.findByRole('heading', { name: 'You passed the quiz!' })
    expect(onSubmit).toHaveBeenCalledTimes(2)
    expect(onSubmit.mock.calls[1]?.[0]).toEqual(onSubmit.mock.calls[0]?.[0])
  })

  test('speaks Arabic, with the learner typing Arabic in the short answer', async () => {
    const onSubmit = vi.fn(async () => ({ score: 0, passMark: 70, passed: false, results: {} }))
    await renderQuiz(onSubmit, { locale: 'ar' })
    expect(screen.getByText('درجة النجاح: ٧٠٪')).toBeTruthy()
    expect(screen.getByText('اختر كل ما ينطبق')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'أرسل الإجابات' }))
    expect(screen.getByText('أجب عن كل الأسئلة قبل إرسال الاختبار.')).toBeTruthy()
    fireEvent.change(screen.getByRole('textbox', { name: 'إجابتك' }), {
      target: { value: 'شكراً' },
    })
    expect(screen.getByRole('textbox', { name: 'إجابتك' })).toHaveProperty('value', 'شكراً')
  })
})
