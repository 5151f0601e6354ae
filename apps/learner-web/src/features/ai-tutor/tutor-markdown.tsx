import Markdown, { type Components } from 'react-markdown'
import { Link } from 'react-router'
import remarkGfm from 'remark-gfm'
import { opensInNewTab, safeLinkHref } from '../../lib/safe-markdown-url'

/** Links: paths of this app stay in the app; web links keep the lessons' URL rules. */
function answerUrl(url: string, key: string): string | null {
  if (key !== 'href') return null
  if (url.startsWith('/') && !url.startsWith('//')) return url
  return safeLinkHref(url)
}

const COMPONENTS: Components = {
  p: ({ children }) => <p className="my-2 leading-7">{children}</p>,
  ul: ({ children }) => <ul className="my-2 list-disc space-y-1 ps-6">{children}</ul>,
  ol: ({ children }) => <ol className="my-2 list-decimal space-y-1 ps-6">{children}</ol>,
  blockquote: ({ children }) => (
    <blockquote className="my-2 border-s-4 border-blue-200 ps-3 text-slate-700">
      {children}
    </blockquote>
  ),
  code: ({ children }) => (
    <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em]">{children}</code>
  ),
  pre: ({ children }) => (
    <pre dir="ltr" className="my-2 overflow-x-auto rounded-lg bg-slate-100 p-3 text-sm">
      {children}
    </pre>
  ),
  // Images are never loaded from an answer: only their description is shown.
  img: ({ alt }) => <span className="italic">{alt ?? ''}</span>,
  a: ({ href, children }) => {
    if (typeof href !== 'string') return <span>{children}</span>
    if (href.startsWith('/')) {
      return (
        <Link to={href} className="font-semibold text-blue-700 underline">
          {children}
        </Link>
      )
    }
    return (
      <a
        href={href}
        rel="noopener noreferrer"
        target={opensInNewTab(href) ? '_blank' : undefined}
        className="font-semibold text-blue-700 underline"
      >
        {children}
      </a>
    )
  },
}

/**
 * A tutor answer's Markdown as React elements, the way the reading lessons render theirs: never
 * HTML (raw HTML is dropped with `skipHtml`, no raw-HTML plugin), URLs filtered; images are not
 * loaded. `dir="auto"` lets an Arabic answer read right to left inside an English page and back.
 */
export function TutorMarkdown({ markdown }: { readonly markdown: string }) {
  return (
    <div dir="auto" className="text-slate-900">
      <Markdown
        remarkPlugins={[remarkGfm]}
        skipHtml
        urlTransform={answerUrl}
        components={COMPONENTS}
      >
        {markdown}
      </Markdown>
    </div>
  )
}
