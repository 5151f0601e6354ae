import { describe, expect, test } from 'vitest'
import { groupHomework, homeworkState, isOverdue, parseHomeworkRow } from './homework-rows'
import { assignmentRow } from './homework-test-rows'

function parsed(row: unknown) {
  const assignment = parseHomeworkRow(row)
  if (!assignment) throw new Error('row did not parse')
  return assignment
}

describe('parseHomeworkRow', () => {
  test('reads the titles, course, maximum score and the learner’s own answer', () => {
    const assignment = parsed(
      assignmentRow('a1', { submission: { answer: 'My name is Nour.' }, maxScore: 20 }),
    )
    expect(assignment).toMatchObject({
      id: 'a1',
      title: { en: 'Introduce yourself', ar: 'عرّف بنفسك' },
      courseTitle: { en: 'English for Beginners', ar: 'الإنجليزية للمبتدئين' },
      maxScore: 20,
      submission: { answer: 'My name is Nour.', status: 'submitted', score: null },
    })
  })

  test('drops rows without an id or a valid due date', () => {
    expect(parseHomeworkRow({ id: '', due_at: '2026-12-01T10:00:00Z' })).toBeNull()
    expect(parseHomeworkRow({ id: 'a1', due_at: 'soon' })).toBeNull()
    expect(parseHomeworkRow('a1')).toBeNull()
  })

  test('ignores a score on an answer that is not graded', () => {
    const row = assignmentRow('a1', { submission: { answer: 'x' } })
    const first = row.homework_submissions[0]
    if (!first) throw new Error('no submission')
    const assignment = parsed({
      ...row,
      homework_submissions: [{ ...first, score: 10, feedback: 'early' }],
    })
    expect(assignment.submission).toMatchObject({ score: null, feedback: null })
  })
})

describe('homework states', () => {
  test('is to do without an answer, submitted with one, graded once marked', () => {
    expect(homeworkState(parsed(assignmentRow('a')))).toBe('todo')
    expect(homeworkState(parsed(assignmentRow('b', { submission: { answer: 'x' } })))).toBe(
      'submitted',
    )
    expect(
      homeworkState(
        parsed(assignmentRow('c', { submission: { answer: 'x', status: 'graded', score: 8 } })),
      ),
    ).toBe('graded')
  })

  test('is overdue only while still to do after the deadline', () => {
    const now = Date.now()
    expect(isOverdue(parsed(assignmentRow('a', { dueInDays: -1 })), now)).toBe(true)
    expect(isOverdue(parsed(assignmentRow('b', { dueInDays: 1 })), now)).toBe(false)
    expect(
      isOverdue(parsed(assignmentRow('c', { dueInDays: -1, submission: { answer: 'x' } })), now),
    ).toBe(false)
  })

  test('groups by state: deadlines first for to do and submitted, newest grade first', () => {
    const groups = groupHomework([
      parsed(assignmentRow('late', { dueInDays: 9 })),
      parsed(assignmentRow('soon', { dueInDays: 1 })),
      parsed(assignmentRow('sent', { submission: { answer: 'x' } })),
      parsed(
        assignmentRow('old-grade', {
          submission: { answer: 'x', status: 'graded', score: 5, gradedDaysAgo: 5 },
        }),
      ),
      parsed(
        assignmentRow('new-grade', {
          submission: { answer: 'x', status: 'graded', score: 7, gradedDaysAgo: 1 },
        }),
      ),
    ])
    expect(groups.todo.map((a) => a.id)).toEqual(['soon', 'late'])
    expect(groups.submitted.map((a) => a.id)).toEqual(['sent'])
    expect(groups.graded.map((a) => a.id)).toEqual(['new-grade', 'old-grade'])
  })
})
