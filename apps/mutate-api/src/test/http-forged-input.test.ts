import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { MutatePathSuffix } from '@splendid/change-items'
import { afterEach, describe, expect, it } from 'vitest'
import { APP, byTag, elements, type Harness, start, stopHarness, TOKEN } from './http-harness'

afterEach(stopHarness)

const CSS = '/* theme */\n.card {\n  color: red;\n}\n'
const FILES = { 'src/App.tsx': `import './index.css'\n${APP}`, 'src/index.css': CSS }

async function post(h: Harness, suffix: string, payload: unknown) {
  return h.app.inject({
    method: 'POST',
    url: `/canvases/learner-web/parseAndMutate/${suffix}`,
    headers: { 'x-mutate-api-token': TOKEN, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  })
}

async function projectFiles(h: Harness): Promise<{ app: string; css: string }> {
  const read = (name: string) => readFile(path.join(h.project.dir, name), 'utf8')
  return { app: await read('src/App.tsx'), css: await read('src/index.css') }
}

function styling(codebaseId: string, framework: string, styles: Record<string, string | null>) {
  return {
    reactElement: { codebaseId },
    styling: styles,
    stylingFramework: framework,
    modifiers: [],
    customProperties: {},
  }
}

describe('CSS values are single declaration values', () => {
  const forged = [
    'red } body { display: none }',
    'red; } body { display: none',
    'red;background:url(https://evil.example/x.png)',
    '@import url(https://evil.example/x.css)',
    'red /* */ } body { display: none } /* */',
    'red */',
    '{ color: red }',
    '</style><script>alert(1)</script>',
    'red </style',
    'url(javascript:alert(1))',
    'url("JavaScript:alert(1)")',
    "url( 'vbscript:x' )",
    'url(data:text/html,<b>x</b>)',
    'expression(alert(1))',
    'calc(1px + (2px)',
    'red)',
    '"unclosed',
    'red\n} body {',
    'r\\65 d',
    '',
  ]

  it.each(forged)('refuses %j with 400 and changes no file', async (value) => {
    const h = await start(FILES)
    const h1 = byTag(await elements(h), 'h1').codebaseId
    const before = await projectFiles(h)
    for (const framework of ['CSS', 'Tailwind', 'Inline']) {
      const answer = await post(h, 'mutate/styling', styling(h1, framework, { color: value }))
      expect(answer.statusCode, framework).toBe(400)
      expect(answer.json()).toMatchObject({
        code: 'INVALID_CSS_VALUE',
        message: expect.stringContaining('is not a single value for color'),
      })
    }
    expect(await projectFiles(h)).toEqual(before)
    expect(h.project.canvas.activities.size).toBe(0)
  })

  it('refuses forged property names, custom properties and addClass custom properties', async () => {
    const h = await start(FILES)
    const h1 = byTag(await elements(h), 'h1').codebaseId
    const before = await projectFiles(h)
    for (const property of ['color;}body{color', 'color:red', '', '--x}']) {
      const answer = await post(h, 'mutate/styling', styling(h1, 'CSS', { [property]: 'red' }))
      expect(answer.statusCode, property).toBe(400)
    }
    const unset = await post(h, 'mutate/styling', styling(h1, 'CSS', { 'a{}b': null }))
    expect(unset.json()).toMatchObject({ code: 'INVALID_CSS_VALUE' })
    const custom = await post(h, 'mutate/styling', {
      ...styling(h1, 'CSS', {}),
      customProperties: { '--brand': 'red } body { display: none }' },
    })
    expect(custom.json()).toMatchObject({ code: 'INVALID_CSS_VALUE' })
    const addClass = await post(h, 'mutate/addClass', {
      reactElement: { codebaseId: h1 },
      className: 'p-4',
      stylingFramework: 'Tailwind',
      modifiers: [],
      customProperties: { '--brand': 'red;}body{color:red' },
    })
    expect(addClass.statusCode).toBe(400)
    expect(await projectFiles(h)).toEqual(before)
  })

  it('accepts real values: colours, calc(), var(), shadows, quoted and Arabic font names', async () => {
    const h = await start(FILES)
    const h1 = byTag(await elements(h), 'h1').codebaseId
    const values: Record<string, string> = {
      color: 'oklch(62.3% 0.214 259.815 / 0.5)',
      'background-color': 'rgb(0 0 0 / 20%)',
      width: 'calc(100% - var(--gutter, 1rem) * 2)',
      'box-shadow': '0 1px 2px rgba(0, 0, 0, 0.1), inset 0 0 0 1px #e5e7eb',
      'font-family': '"Noto Naskh Arabic", "خط النسخ", Amiri, serif',
      'grid-template-columns': 'repeat(auto-fill, minmax(12rem, 1fr))',
      'background-image': 'url("/images/hero.png"), linear-gradient(to right, #fff, #000)',
      content: '"→ «قال»"',
      margin: '0 auto !important',
    }
    const answer = await post(h, 'mutate/styling', styling(h1, 'CSS', values))
    expect(answer.statusCode, answer.body).toBe(200)
    const { css } = await projectFiles(h)
    expect(css.startsWith(CSS)).toBe(true)
    for (const [property, value] of Object.entries(values))
      expect(css).toContain(`${property}: ${value};`)
    const inline = await post(
      h,
      'mutate/styling',
      styling(h1, 'Inline', { fontFamily: "'عربي', serif" }),
    )
    expect(inline.statusCode, inline.body).toBe(200)
  })
})

describe('deeply nested bodies', () => {
  it.each([
    ['arrays', (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`],
    ['objects', (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`],
  ])(
    'answers a 20,000-level propValue of %s with 400, not 500',
    async (_kind, nest) => {
      const h = await start(FILES)
      const h1 = byTag(await elements(h), 'h1').codebaseId
      const before = await projectFiles(h)
      // The largest depth still fits the 5 MiB body limit (a bigger body is 413 before parsing).
      for (const depth of [20_000, 400_000]) {
        const answer = await post(
          h,
          'mutate/changePropValue',
          `{"elementToModify":{"codebaseId":"${h1}"},"propName":"data-x","propValue":${nest(depth)}}`,
        )
        expect(answer.statusCode).toBe(400)
        expect(answer.json()).toMatchObject({
          code: 'BAD_REQUEST',
          message: expect.stringContaining('nested deeper than 64 levels'),
        })
      }
      const undo = await post(h, 'activities/undoChangeToFiles', `{"latestUuid":${nest(20_000)}}`)
      expect(undo.statusCode).toBe(400)
      expect(await projectFiles(h)).toEqual(before)
    },
    60_000,
  )

  it('answers a deep body hiding a prototype-poisoning key with 400 (Fastify parser)', async () => {
    const h = await start(FILES)
    const h1 = byTag(await elements(h), 'h1').codebaseId
    const before = await projectFiles(h)
    for (const inner of ['{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}']) {
      const deep = `${'['.repeat(100_000)}${inner}${']'.repeat(100_000)}`
      const answer = await post(
        h,
        'mutate/changePropValue',
        `{"elementToModify":{"codebaseId":"${h1}"},"propName":"data-x","propValue":${deep}}`,
      )
      expect(answer.statusCode).toBe(400)
      expect(answer.json()).toMatchObject({ code: 'BAD_REQUEST' })
    }
    expect(await projectFiles(h)).toEqual(before)
  }, 60_000)

  it('still accepts a reasonably nested JSON prop value', async () => {
    const h = await start(FILES)
    const h1 = byTag(await elements(h), 'h1').codebaseId
    const answer = await post(h, 'mutate/changePropValue', {
      elementToModify: { codebaseId: h1 },
      propName: 'data-x',
      propValue: JSON.parse(`${'['.repeat(30)}1${']'.repeat(30)}`),
    })
    expect(answer.statusCode, answer.body).toBe(200)
  })
})

describe('paths outside the root in request fields', () => {
  const outside = [
    '../../etc/passwd',
    '../outside.tsx',
    'src/../../outside.tsx',
    '..\\..\\outside.tsx',
    'C:/Windows/x.tsx',
    '//server/share/x.tsx',
    'node_modules/react/index.tsx',
    'src/a\0.tsx',
  ]

  it.each(outside)('refuses fileContentsSourceFilename %j with 403', async (name) => {
    const h = await start(FILES)
    const main = byTag(await elements(h), 'main').codebaseId
    const before = await projectFiles(h)
    const answer = await post(h, 'mutate/addJsxElement', {
      destinationElement: { codebaseId: main },
      beforeElement: null,
      afterElement: null,
      newElement: { type: 'native', nativeTag: 'b', componentName: 'b', propsToSet: {} },
      canvasId: 'learner-web',
      deletedStoryboardId: null,
      fileContentsToSourceFrom: "import { X } from './x'\nexport const A = () => <X />",
      fileContentsSourceFilename: name,
      hasInstantUpdate: false,
    })
    expect(answer.statusCode, answer.body).toBe(403)
    expect(answer.json()).toMatchObject({ code: 'PATH_OUTSIDE_ROOT' })
    expect(await projectFiles(h)).toEqual(before)
  })

  it('refuses a forged filePath in every element field of every call with 403', async () => {
    const h = await start(FILES)
    const list = await elements(h)
    const ref = (tag: string, nth = 0) => ({ ...byTag(list, tag, nth) })
    const bodies: Record<MutatePathSuffix, Record<string, unknown>> = {
      'mutate/styling': styling(ref('h1').codebaseId, 'Tailwind', { color: 'red' }),
      'mutate/addJsxElement': {
        destinationElement: ref('section'),
        beforeElement: ref('p'),
        afterElement: null,
        newElement: ref('footer'),
        canvasId: 'learner-web',
        deletedStoryboardId: null,
        fileContentsToSourceFrom: null,
        fileContentsSourceFilename: null,
        hasInstantUpdate: false,
      },
      'mutate/moveJsxElement': {
        elementToMove: ref('p', 1),
        newContainerElement: ref('section'),
        afterElement: null,
        beforeElement: ref('p'),
        expectedCurrentParent: ref('section'),
      },
      'mutate/removeJsxElement': { elementsToRemove: [ref('p'), ref('footer')] },
      'mutate/changePropValue': { elementToModify: ref('h1'), propName: 'id', propValue: 'x' },
      'mutate/wrapInDiv': { reactElements: [ref('p'), ref('p', 1)] },
      'mutate/duplicate': { reactElements: [ref('p'), ref('footer')] },
      'mutate/changeElementTag': { elementToModify: ref('footer'), newTag: 'aside' },
      'mutate/addClass': {
        reactElement: ref('h1'),
        className: 'p-4',
        stylingFramework: null,
        modifiers: [],
        customProperties: {},
      },
      'mutate/removeClass': { reactElement: ref('h1'), className: 'text-xl' },
      'mutate/editText': { element: ref('footer'), oldText: 'End', newText: 'Fin' },
    }
    const before = await projectFiles(h)
    let checked = 0
    for (const [suffix, body] of Object.entries(bodies)) {
      for (const [field, value] of Object.entries(body)) {
        const refs = Array.isArray(value) ? value : [value]
        for (const [index, each] of refs.entries()) {
          if (typeof each !== 'object' || each === null || !('codebaseId' in each)) continue
          for (const filePath of ['../../etc/passwd', '/../outside.tsx', 'node_modules/x.tsx']) {
            const forgedRefs = refs.map((other, at) =>
              at === index ? { ...other, filePath } : other,
            )
            const forged = { ...body, [field]: Array.isArray(value) ? forgedRefs : forgedRefs[0] }
            const answer = await post(h, suffix, forged)
            expect(answer.statusCode, `${suffix} ${field}[${index}] ${filePath}`).toBe(403)
            expect(answer.json()).toMatchObject({ code: 'PATH_OUTSIDE_ROOT' })
            checked += 1
          }
        }
      }
    }
    expect(checked).toBe(3 * 19)
    expect(await projectFiles(h)).toEqual(before)
    expect(h.project.canvas.activities.size).toBe(0)
    // The same bodies, unforged, are accepted: the refusals came from the paths alone.
    const answer = await post(h, 'mutate/changeElementTag', bodies['mutate/changeElementTag'])
    expect(answer.statusCode, answer.body).toBe(200)
  }, 60_000)
})
