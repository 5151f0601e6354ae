import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { SUPABASE_URL } from '../../../lib/supabase-url'
import { axeViolations } from '../../../test/axe'
import { renderWithProviders } from '../../../test/render-with-providers'
import { ReadingLesson } from './reading-lesson'

const LESSON = `# Greetings

We say **hello** to people we meet.

## Useful phrases

- Good morning
- Good evening

1. Listen
2. Repeat

| English | Arabic |
| --- | --- |
| Hello | مرحبا |
| Thank you | شكراً |

> Practise every day.

- [x] Read the lesson
- [ ] Say the phrases aloud

Write to [your teacher](mailto:teacher@example.com) or read [the dictionary](https://dictionary.example/hello).
`

function deferred() {
  let resolve: () => void = () => {}
  let reject: (reason: unknown) => void = () => {}
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

async function renderLesson(
  markdown: string,
  options: { completed?: boolean; onMarkRead?: () => Promise<void>; locale?: 'en' | 'ar' } = {},
) {
  return renderWithProviders(
    <ReadingLesson
      markdown={markdown}
      completed={options.completed ?? false}
      onMarkRead={options.onMarkRead ?? vi.fn(async () => {})}
    />,
    { locale: options.locale ?? 'en' },
  )
}

describe('ReadingLesson content', () => {
  test('renders headings below the lesson title, lists, a scrollable table and a quote', async () => {
    const { container } = await renderLesson(LESSON)
    expect(screen.getByRole('heading', { level: 3, name: 'Greetings' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 4, name: 'Useful phrases' })).toBeTruthy()
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
    expect(screen.getAllByRole('list')).toHaveLength(3)
    const region = screen.getByRole('region', { name: 'Table: English, Arabic' })
    expect(region.getAttribute('tabindex')).toBe('0')
    expect(within(region).getByRole('cell', { name: 'مرحبا' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Done' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Not done' })).toBeTruthy()
    expect(container.querySelector('blockquote')?.textContent).toContain('Practise every day.')
    // No direction of its own: Arabic lessons follow the page's right-to-left direction.
    expect(container.querySelector('article [dir]')).toBeNull()
    expect(await axeViolations(container)).toEqual([])
  })

  test('opens web links in a new tab without an opener and says so; mail links stay', async () => {
    await renderLesson(LESSON)
    const web = screen.getByRole('link', { name: 'the dictionary (opens in a new tab)' })
    expect(web.getAttribute('href')).toBe('https://dictionary.example/hello')
    expect(web.getAttribute('target')).toBe('_blank')
    expect(web.getAttribute('rel')).toBe('noopener noreferrer')
    const mail = screen.getByRole('link', { name: 'your teacher' })
    expect(mail.getAttribute('href')).toBe('mailto:teacher@example.com')
    expect(mail.getAttribute('target')).toBeNull()
  })

  test('never lets raw HTML, event handlers or script links reach the page', async () => {
    const hostile = [
      'Before <script>window.hacked = true</script> after',
      '<img src="x" onerror="window.hacked = true">',
      '<a href="javascript:window.hacked=true">raw link</a>',
      '<iframe src="https://evil.example"></iframe>',
      '[click me](javascript:window.hacked=true)',
      '[shout](JAVASCRIPT:window.hacked=true)',
      '[tabbed](java\tscript:window.hacked=true)',
      '[data](data:text/html,<script>window.hacked=true</script>)',
      '<javascript:window.hacked=true>',
      '[relative](/account)',
      '![pixel](javascript:window.hacked=true)',
      '<div onclick="window.hacked = true">div</div>',
    ].join('\n\n')
    const { container } = await renderLesson(hostile)
    const article = container.querySelector('article') as HTMLElement
    expect(article.querySelector('script, iframe, div, object, embed, style')).toBeNull()
    for (const element of article.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) {
        expect(attribute.startsWith('on'), `${element.tagName} ${attribute}`).toBe(false)
      }
    }
    for (const link of article.querySelectorAll('[href]')) {
      expect(link.getAttribute('href')).toMatch(/^(https?:|mailto:|#)/)
    }
    expect(article.querySelector('img')).toBeNull()
    // The words stay readable; only the dangerous parts are gone.
    expect(screen.getByText('click me').tagName).toBe('SPAN')
    expect(screen.getByText('relative').tagName).toBe('SPAN')
    // Inline tags are dropped one by one: what stood between them is shown as plain text.
    expect(article.textContent).toContain('Before window.hacked = true after')
    expect(screen.queryAllByRole('link')).toHaveLength(0)
    expect((window as { hacked?: boolean }).hacked).toBeUndefined()
  })

  test('links footnotes to their notes, named in the interface language', async () => {
    const { container } = await renderLesson(
      'We say hello.[^1]\n\n[^1]: In the evening, "good evening".',
    )
    const reference = screen.getByRole('link', { name: '1' })
    const target = reference.getAttribute('href') ?? ''
    expect(target).toMatch(/^#/)
    expect(container.querySelector(target)?.textContent).toContain('In the evening')
    expect(screen.getByRole('heading', { name: 'Notes' })).toBeTruthy()
    const back = screen.getByRole('link', { name: 'Back to reference 1' })
    expect(container.querySelector(back.getAttribute('href') ?? '')).toBe(reference)
    expect(await axeViolations(container)).toEqual([])
  })

  test('loads images only from the project Storage and describes the others', async () => {
    const own = `${SUPABASE_URL}/storage/v1/object/public/course-covers/english-for-beginners.webp`
    await renderLesson(`![A classroom](${own})\n\n![A tracker](https://tracker.example/p.png)`)
    const image = screen.getByRole('img', { name: 'A classroom' })
    expect(image.getAttribute('src')).toBe(own)
    expect(image.getAttribute('referrerpolicy')).toBe('no-referrer')
    expect(screen.queryByRole('img', { name: 'A tracker' })).toBeNull()
    expect(screen.getByText('[Image not shown: A tracker]')).toBeTruthy()
  })
})

describe('ReadingLesson "Mark as read"', () => {
  test('shows the pending state, then "Completed" with the focus on it', async () => {
    const marking = deferred()
    const onMarkRead = vi.fn(() => marking.promise)
    await renderLesson('Read me.', { onMarkRead })
    fireEvent.click(screen.getByRole('button', { name: 'Mark as read' }))

    const pending = screen.getByRole('button', { name: 'Saving…' })
    expect(pending).toHaveProperty('disabled', true)
    fireEvent.click(pending)
    expect(onMarkRead).toHaveBeenCalledTimes(1)

    await act(async () => marking.resolve())
    const done = screen.getByRole('status')
    expect(done.textContent).toBe('Completed')
    expect(document.activeElement).toBe(done)
    expect(screen.queryByRole('button')).toBeNull()
  })

  test('a failure says what went wrong and keeps the button usable', async () => {
    const onMarkRead = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('Enrol in this course first.'))
      .mockResolvedValueOnce(undefined)
    const { container } = await renderLesson('Read me.', { onMarkRead })
    fireEvent.click(screen.getByRole('button', { name: 'Mark as read' }))

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('This lesson could not be marked as read. Try again.')
    // The server's words keep their own direction inside an Arabic page.
    expect(within(alert).getByText('Enrol in this course first.').getAttribute('dir')).toBe('auto')
    const button = screen.getByRole('button', { name: 'Mark as read' })
    expect(button).toHaveProperty('disabled', false)
    expect(await axeViolations(container)).toEqual([])

    fireEvent.click(button)
    expect(await screen.findByText('Completed')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test('a lesson already read shows "Completed" and no button', async () => {
    await renderLesson('Read me.', { completed: true })
    expect(screen.getByRole('status').textContent).toBe('Completed')
    expect(screen.queryByRole('button', { name: 'Mark as read' })).toBeNull()
  })

  test('speaks Arabic', async () => {
    await renderLesson(
      '| إنجليزي | عربي |\n| --- | --- |\n| Hello | مرحبا |\n\nمرحبا.[^1]\n\n[^1]: تحية.',
      {
        locale: 'ar',
      },
    )
    expect(screen.getByRole('heading', { name: 'ملاحظات' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'العودة إلى الإحالة ١' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'حدّد كمقروء' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'جدول: إنجليزي, عربي' })).toBeTruthy()
  })
})
