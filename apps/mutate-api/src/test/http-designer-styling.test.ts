import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { APP, byTag, elements, type Harness, start, stopHarness, TOKEN } from './http-harness'

afterEach(stopHarness)

const CSS = '.card {\n  color: red;\n}\n'
const FILES = { 'src/App.tsx': `import './index.css'\n${APP}`, 'src/index.css': CSS }

/** What the Styles panel's position, border, effect and type groups send in one change. */
const STYLES = {
  position: 'absolute',
  top: '16px',
  'z-index': '10',
  'border-top-width': '2px',
  'border-top-left-radius': '8px',
  'box-shadow': '0 2px 8px rgb(0 0 0 / 0.2)',
  'line-height': '1.5',
  'letter-spacing': '0.05em',
  'font-family': "'Open Sans', sans-serif",
  'grid-template-columns': 'repeat(3, minmax(0, 1fr))',
  'transition-duration': '200ms',
}

async function post(h: Harness, payload: unknown) {
  return h.app.inject({
    method: 'POST',
    url: '/canvases/learner-web/parseAndMutate/mutate/styling',
    headers: { 'x-mutate-api-token': TOKEN, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  })
}

function styling(
  codebaseId: string,
  framework: string,
  styles: Record<string, string | null>,
  modifiers: string[] = [],
) {
  return {
    reactElement: { codebaseId },
    styling: styles,
    stylingFramework: framework,
    modifiers,
    customProperties: {},
  }
}

async function read(h: Harness, name: string): Promise<string> {
  return readFile(path.join(h.project.dir, name), 'utf8')
}

describe('the Styles panel groups in each styling framework', () => {
  it('writes Tailwind classes under the modifiers, and unsets them again', async () => {
    const h = await start(FILES)
    const h1 = byTag(await elements(h), 'h1').codebaseId
    const answer = await post(h, styling(h1, 'Tailwind', STYLES, ['md', 'hover']))
    expect(answer.statusCode).toBe(200)
    expect(await read(h, 'src/App.tsx')).toContain(
      '<h1 className="text-xl md:hover:absolute md:hover:top-4 md:hover:z-10 md:hover:border-t-2 md:hover:rounded-tl-lg md:hover:shadow-[0_2px_8px_rgb(0_0_0_/_0.2)] md:hover:leading-normal md:hover:tracking-wider md:hover:font-[family-name:\'Open_Sans\',_sans-serif] md:hover:grid-cols-3 md:hover:duration-200">Title</h1>',
    )
    const unset = Object.fromEntries(Object.keys(STYLES).map((key) => [key, null]))
    expect((await post(h, styling(h1, 'Tailwind', unset, ['md', 'hover']))).statusCode).toBe(200)
    expect(await read(h, 'src/App.tsx')).toBe(`import './index.css'\n${APP}`)
  })

  it('writes the declarations into the stylesheet rule for CSS', async () => {
    const h = await start(FILES)
    const h1 = byTag(await elements(h), 'h1').codebaseId
    expect((await post(h, styling(h1, 'CSS', STYLES))).statusCode).toBe(200)
    const css = await read(h, 'src/index.css')
    for (const [property, value] of Object.entries(STYLES)) {
      expect(css).toContain(`  ${property}: ${value};\n`)
    }
    expect(await read(h, 'src/App.tsx')).toMatch(/<h1 className="text-xl sp-[0-9a-f]{8}">/)
  })

  it('writes camelCase keys into the style object for Inline', async () => {
    const h = await start(FILES)
    const h1 = byTag(await elements(h), 'h1').codebaseId
    const inline = {
      position: 'absolute',
      'z-index': '10',
      'border-top-width': '2px',
      'font-family': "'Open Sans', sans-serif",
    }
    expect((await post(h, styling(h1, 'Inline', inline))).statusCode).toBe(200)
    expect(await read(h, 'src/App.tsx')).toContain(
      `<h1 className="text-xl" style={{ position: 'absolute', zIndex: '10', borderTopWidth: '2px', fontFamily: '\\'Open Sans\\', sans-serif' }}>Title</h1>`,
    )
  })

  it("writes a family of the project's own @theme as its class", async () => {
    const h = await start({
      ...FILES,
      'src/index.css': `@import 'tailwindcss';\n@theme {\n  --font-display: 'Playfair Display', serif;\n}\n`,
    })
    const h1 = byTag(await elements(h), 'h1').codebaseId
    const display = styling(h1, 'Tailwind', { 'font-family': 'var(--font-display)' })
    expect((await post(h, display)).statusCode).toBe(200)
    expect(await read(h, 'src/App.tsx')).toContain('<h1 className="text-xl font-display">')
    const other = styling(h1, 'Tailwind', { 'font-family': 'var(--font-body)' })
    expect((await post(h, other)).statusCode).toBe(200)
    expect(await read(h, 'src/App.tsx')).toContain(
      '<h1 className="text-xl font-[family-name:var(--font-body)]">',
    )
  })

  it.each([
    ['box-shadow', '0 0 red; } body { display: none'],
    ['font-family', 'Inter } @import url(x.css'],
    ['grid-template-columns', 'repeat(3, 1fr'],
    ['transition-property', 'opacity /* x */'],
    ['letter-spacing', '1px\n}'],
  ])('refuses %s: %j with 400 in every framework and changes no file', async (property, value) => {
    const h = await start(FILES)
    const h1 = byTag(await elements(h), 'h1').codebaseId
    const before = [await read(h, 'src/App.tsx'), await read(h, 'src/index.css')]
    for (const framework of ['Tailwind', 'CSS', 'Inline']) {
      const answer = await post(h, styling(h1, framework, { [property]: value }))
      expect(answer.statusCode, framework).toBe(400)
      expect(answer.json()).toMatchObject({
        code: 'INVALID_CSS_VALUE',
        message: expect.stringContaining(`is not a single value for ${property}`),
      })
    }
    expect([await read(h, 'src/App.tsx'), await read(h, 'src/index.css')]).toEqual(before)
  })
})
