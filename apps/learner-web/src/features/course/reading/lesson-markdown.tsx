import { useLingui } from '@lingui/react/macro'
import Markdown, { type Components, type ExtraProps } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import { opensInNewTab, safeImageSrc, safeLinkHref } from '../../../lib/safe-markdown-url'
import { SUPABASE_URL } from '../../../lib/supabase-url'

type HastNode = NonNullable<ExtraProps['node']>

const FOCUS =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700'

/** The text of a table's header row, which names its scrollable region. */
function headerText(node: HastNode | undefined): string {
  const texts: string[] = []
  const walk = (item: HastNode['children'][number]): void => {
    if (item.type === 'text') texts.push(item.value.trim())
    if (item.type === 'element' && item.tagName !== 'tbody') item.children.forEach(walk)
  }
  for (const child of node?.children ?? []) walk(child)
  return texts.filter((text) => text !== '').join(', ')
}

/**
 * Every URL of the lesson goes through here: links keep only http(s), mailto and in-page
 * fragments, images only public objects of the project's Storage; anything else loses its URL.
 */
function lessonUrl(url: string, key: string): string | null {
  if (key === 'href') return safeLinkHref(url)
  if (key === 'src') return safeImageSrc(url, SUPABASE_URL)
  return null
}

/** A Markdown heading rendered lower in the outline; its id passes (GFM footnotes point at it). */
function shiftedHeading(
  Tag: 'h3' | 'h4' | 'h5' | 'h6',
  className: string,
): NonNullable<Components['h1']> {
  return ({ children, id }) => (
    <Tag id={id} className={`${className} text-slate-900`}>
      {children}
    </Tag>
  )
}

function useLessonComponents(): Components {
  const { t } = useLingui()
  return {
    // The lesson sits under the page's h1 and the lesson's h2: its headings start at h3.
    h1: shiftedHeading('h3', 'mt-8 mb-3 text-2xl font-bold'),
    h2: shiftedHeading('h4', 'mt-7 mb-3 text-xl font-bold'),
    h3: shiftedHeading('h5', 'mt-6 mb-2 text-lg font-semibold'),
    h4: shiftedHeading('h6', 'mt-5 mb-2 font-semibold'),
    h5: shiftedHeading('h6', 'mt-5 mb-2 font-semibold'),
    h6: shiftedHeading('h6', 'mt-5 mb-2 font-semibold'),
    p: ({ children }) => <p className="my-4 leading-8 text-slate-800">{children}</p>,
    ul: ({ children }) => (
      <ul className="my-4 list-disc space-y-2 ps-6 text-slate-800">{children}</ul>
    ),
    ol: ({ children }) => (
      <ol className="my-4 list-decimal space-y-2 ps-6 text-slate-800">{children}</ol>
    ),
    li: ({ children, id }) => (
      <li id={id} className="leading-7">
        {children}
      </li>
    ),
    blockquote: ({ children }) => (
      <blockquote className="my-4 border-s-4 border-blue-200 ps-4 text-slate-700">
        {children}
      </blockquote>
    ),
    hr: () => <hr className="my-8 border-slate-200" />,
    code: ({ children }) => (
      <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em]">{children}</code>
    ),
    // Code reads left to right in either interface language.
    pre: ({ children }) => (
      <pre dir="ltr" className="my-4 overflow-x-auto rounded-xl bg-slate-100 p-4 text-sm">
        {children}
      </pre>
    ),
    table: ({ children, node }) => {
      const headers = headerText(node)
      return (
        // A named region that scrolls sideways on a narrow screen.
        <section
          aria-label={headers === '' ? t`Table` : t`Table: ${headers}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it.
          tabIndex={0}
          className={`my-4 overflow-x-auto rounded-xl border border-slate-200 ${FOCUS}`}
        >
          <table className="min-w-full border-collapse text-sm">{children}</table>
        </section>
      )
    },
    th: ({ children }) => (
      <th className="border-b border-slate-200 bg-slate-50 px-3 py-2 text-start font-semibold">
        {children}
      </th>
    ),
    td: ({ children }) => (
      <td className="border-b border-slate-100 px-3 py-2 align-top">{children}</td>
    ),
    // Ids and ARIA pass: GFM footnote references and back links are tied together by them.
    a: ({ href, children, id, 'aria-label': label, 'aria-describedby': describedBy }) => {
      if (typeof href !== 'string') return <span>{children}</span>
      const newTab = opensInNewTab(href)
      return (
        <a
          id={id}
          aria-label={label}
          aria-describedby={describedBy}
          href={href}
          rel="noopener noreferrer"
          target={newTab ? '_blank' : undefined}
          className={`font-semibold text-blue-700 underline ${FOCUS}`}
        >
          {children}
          {newTab ? (
            <>
              {' '}
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
                className="inline size-4 align-[-0.125em] rtl:-scale-x-100"
              >
                <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
              </svg>
              <span className="sr-only">{t`(opens in a new tab)`}</span>
            </>
          ) : null}
        </a>
      )
    },
    img: ({ src, alt }) => {
      const description = alt ?? ''
      if (typeof src !== 'string') {
        return (
          <span className="text-slate-600 italic">
            {description === '' ? t`[Image not shown]` : t`[Image not shown: ${description}]`}
          </span>
        )
      }
      return (
        <img
          src={src}
          alt={description}
          loading="lazy"
          referrerPolicy="no-referrer"
          className="my-4 h-auto max-w-full rounded-xl"
        />
      )
    },
    // GFM task lists: a read-only tick said in words, not a form control without a label.
    input: ({ checked }) => (
      <span role="img" aria-label={checked ? t`Done` : t`Not done`} className="me-2">
        {checked ? '☑' : '☐'}
      </span>
    ),
  }
}

/**
 * A lesson's Markdown (GFM: tables, lists, task lists, footnotes) rendered as React elements,
 * never as HTML: raw HTML in the source is dropped (`skipHtml`, no raw-HTML plugin), URLs pass
 * {@link lessonUrl}. Direction is inherited, so Arabic text reads right to left.
 */
export function LessonMarkdown({ markdown }: { readonly markdown: string }) {
  const { t } = useLingui()
  const components = useLessonComponents()
  // GFM footnotes: their heading (shown) and the back links' names in the interface language.
  const footnotes = {
    footnoteLabel: t`Notes`,
    footnoteLabelProperties: {},
    footnoteBackLabel: (referenceIndex: number) => {
      const number = referenceIndex + 1
      return t`Back to reference ${number}`
    },
  }
  return (
    <Markdown
      remarkPlugins={[remarkGfm]}
      remarkRehypeOptions={footnotes}
      skipHtml
      urlTransform={lessonUrl}
      components={components}
    >
      {markdown}
    </Markdown>
  )
}
