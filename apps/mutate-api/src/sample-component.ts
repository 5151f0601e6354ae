/**
 * Generates a realistic page component of about `lines` lines: sections of cards with string
 * and cn() classNames, static text, a .map() list and conditionals. Used by the start-up warm-up
 * (a small page) and by the benchmarks (300- and 3,000-line pages).
 *
 * @example
 * ```ts
 * writeFileSync('src/Page.tsx', generateComponent('Page', 300))
 * ```
 */
export function generateComponent(name: string, lines: number): string {
  const head = [
    `import { cn } from './cn'`,
    '',
    `export function ${name}({ items, open }: { items: string[]; open: boolean }) {`,
    '  return (',
    '    <main className="flex flex-col gap-4 p-6">',
  ]
  const tail = ['    </main>', '  )', '}', '']
  const section = (index: number): string[] => [
    `      <section className="rounded-lg border p-4" data-index="${index}">`,
    `        <h2 className="text-xl font-semibold">Section ${index}</h2>`,
    `        <p className={cn('text-sm text-gray-600', open && 'block')}>Some text for section ${index}</p>`,
    '        <ul className="list-disc ps-4">',
    '          {items.map((item) => (',
    '            <li key={item} className="py-1">',
    '              {item}',
    '            </li>',
    '          ))}',
    '        </ul>',
    `        {open && <button className="px-4 py-2 bg-blue-500 text-white">Open ${index}</button>}`,
    '      </section>',
  ]
  const body: string[] = []
  for (let index = 0; body.length + head.length + tail.length < lines; index += 1)
    body.push(...section(index))
  return [...head, ...body, ...tail].join('\n')
}
