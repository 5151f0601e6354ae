/**
 * A realistic TSX module of about `lines` lines: a page component made of sections with
 * headings, lists, conditional classes, spreads, fragments and text.
 */
export function generateComponent(lines: number): string {
  const header = [
    "import { Fragment, memo, useState } from 'react'",
    "import { cn } from './cn'",
    '',
    'interface Item { id: string; title: string; done: boolean }',
    '',
    'export const Page = memo(function Page({ items, user }: { items: Item[]; user: string }) {',
    "  const [filter, setFilter] = useState<'all' | 'open'>('all')",
    '  return (',
    '    <main className="mx-auto max-w-5xl p-6">',
  ]
  const footer = ['    </main>', '  )', '})', '']
  const section = (n: number): string[] => [
    `      <section key="s${n}" className={cn('rounded border p-4', n % 2 === 0 && 'bg-slate-50')}>`,
    `        <header className="flex items-center justify-between">`,
    `          <h2 className={\`text-lg \${filter === 'all' ? 'font-bold' : ''}\`}>Section ${n}</h2>`,
    `          <button type="button" onClick={() => setFilter('open')} {...{ title: 'Filter' }}>`,
    '            Show open',
    '          </button>',
    '        </header>',
    '        <ul className="divide-y">',
    '          {items.map((item) => (',
    '            <Fragment key={item.id}>',
    "              <li className={item.done ? 'line-through' : undefined}>",
    '                <span>{item.title}</span> <small>by {user}</small>',
    '              </li>',
    '            </Fragment>',
    '          ))}',
    '        </ul>',
    '        <>',
    `          <p>Paragraph ${n} with some text &amp; an entity.</p>`,
    '          <img src="/x.png" alt="" />',
    '        </>',
    '      </section>',
  ]
  const body: string[] = []
  for (let n = 0; header.length + body.length + footer.length < lines; n++) {
    body.push(...section(n))
  }
  return [...header, ...body, ...footer].join('\n')
}
