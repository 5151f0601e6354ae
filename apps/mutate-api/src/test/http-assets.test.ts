import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm, symlink } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createChangeItem } from '@splendid/change-items'
import { jpegHeader, tinyPng, webpLossless } from '@splendid/vitest-config/images'
import { afterEach, describe, expect, it } from 'vitest'
import {
  APP,
  byTag,
  EDITOR,
  elements,
  type Harness,
  send,
  start,
  stopHarness,
} from './http-harness'

afterEach(stopHarness)

function upload(h: Harness, bytes: Buffer, type: string, name: string, origin = EDITOR) {
  return h.app.inject({
    method: 'POST',
    url: `/canvases/learner-web/assets?name=${encodeURIComponent(name)}`,
    headers: { origin, 'content-type': type },
    payload: bytes,
  })
}

const PUBLIC_APP = `export function App() {
  return <img src="/images/logo.png" alt="Logo" />
}
`

describe('POST /canvases/:canvasId/assets', () => {
  it('copies PNG, JPEG and WebP into src/assets with their natural size', async () => {
    const h = await start()
    const png = tinyPng(3, 2)
    const answer = await upload(h, png, 'image/png', 'Hero Photo.PNG')
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({
      path: 'src/assets/hero-photo.png',
      kind: 'module',
      url: null,
      importName: 'heroPhotoImage',
      type: 'image/png',
      width: 3,
      height: 2,
    })
    expect(readFileSync(path.join(h.project.dir, 'src/assets/hero-photo.png'))).toEqual(png)
    const jpeg = (await upload(h, jpegHeader(640, 480), 'image/jpeg', 'café.jpeg')).json()
    expect(jpeg).toMatchObject({ path: 'src/assets/cafe.jpg', width: 640, height: 480 })
    const webp = (await upload(h, webpLossless(1200, 630), 'image/webp', 'og.webp')).json()
    expect(webp).toMatchObject({ path: 'src/assets/og.webp', width: 1200, height: 630 })
  })

  it('goes to the public folder the project uses for its images', async () => {
    const h = await start({ 'src/App.tsx': PUBLIC_APP, 'public/images/logo.png': 'x' })
    const answer = (await upload(h, tinyPng(1, 1), 'image/png', 'dot.png')).json()
    expect(answer).toMatchObject({
      path: 'public/images/dot.png',
      kind: 'public',
      url: '/images/dot.png',
      importName: null,
    })
  })

  it('never overwrites: a taken name gets -2, -3', async () => {
    const h = await start({ 'src/App.tsx': APP, 'src/assets/logo.png': 'mine' })
    const paths = []
    for (let n = 0; n < 2; n += 1)
      paths.push((await upload(h, tinyPng(1, 1), 'image/png', 'logo.png')).json().path)
    expect(paths).toEqual(['src/assets/logo-2.png', 'src/assets/logo-3.png'])
    expect(readFileSync(path.join(h.project.dir, 'src/assets/logo.png'), 'utf8')).toBe('mine')
  })

  it('picks an import name no source file uses yet', async () => {
    const h = await start({
      'src/App.tsx': `import logoImage from './logo.svg'\nexport const App = () => <img src={logoImage} alt="" />\n`,
    })
    const answer = (await upload(h, tinyPng(1, 1), 'image/png', 'logo.png')).json()
    expect(answer).toMatchObject({ path: 'src/assets/logo.png', importName: 'logoImage2' })
  })

  it('refuses what is not an image, mismatches, SVG, empty and too big bodies', async () => {
    const h = await start()
    const refusals = [
      [Buffer.from('hello'), 'image/png', 415, 'NOT_AN_IMAGE'],
      [tinyPng(1, 1), 'image/jpeg', 415, 'NOT_AN_IMAGE'],
      [tinyPng(1, 1), 'text/plain', 415, 'NOT_AN_IMAGE'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'image/svg+xml',
        415,
        'NOT_AN_IMAGE',
      ],
      [Buffer.alloc(0), 'image/png', 400, 'BAD_REQUEST'],
      [Buffer.alloc(10 * 1024 * 1024 + 1), 'image/png', 413, 'ASSET_TOO_LARGE'],
    ] as const
    for (const [bytes, type, status, code] of refusals) {
      const answer = await upload(h, bytes, type, 'x.png')
      expect([answer.statusCode, answer.json().code]).toEqual([status, code])
    }
    expect(existsSync(path.join(h.project.dir, 'src/assets'))).toBe(false)
  })

  it('refuses forged names, a folder escaping the root and a foreign origin', async () => {
    const h = await start()
    for (const name of ['../../evil.png', 'a/b.png', '..\\x.png', 'x\0.png', '..']) {
      const answer = await upload(h, tinyPng(1, 1), 'image/png', name)
      expect([answer.statusCode, answer.json().code]).toEqual([400, 'BAD_REQUEST'])
    }
    expect(
      (await upload(h, tinyPng(1, 1), 'image/png', 'a.png', 'https://evil.example')).statusCode,
    ).toBe(403)
    const outside = await mkdtemp(path.join(os.tmpdir(), 'assets-outside-'))
    try {
      await symlink(outside, path.join(h.project.dir, 'src/assets'))
      const escaped = await upload(h, tinyPng(1, 1), 'image/png', 'a.png')
      expect([escaped.statusCode, escaped.json().code]).toEqual([403, 'PATH_OUTSIDE_ROOT'])
      expect(existsSync(path.join(outside, 'a.png'))).toBe(false)
    } finally {
      await rm(outside, { recursive: true, force: true })
    }
  })
})

describe('inserting an uploaded image', () => {
  it('adds <img> importing a src/assets image, and CHANGE_PROP src with new URL()', async () => {
    const h = await start()
    const image = (await upload(h, tinyPng(3, 2), 'image/png', 'hero.png')).json()
    const section = byTag(await elements(h), 'section')
    const insert = createChangeItem({
      type: 'ADD_JSX',
      changeFields: {
        codebaseIdToAddTo: section.codebaseId,
        addNativeTag: 'img',
        propsToSet: {},
        fileContentsToSourceFrom: `import ${image.importName} from './hero.png'\n\nexport const Inserted = () => <img src={${image.importName}} alt="Hero" width={3} height={2} />\n`,
        fileContentsSourceFilename: 'src/assets/inserted-image.tsx',
      },
    })
    await send(h, insert)
    const text = readFileSync(h.file, 'utf8')
    expect(text.startsWith("import heroImage from './assets/hero.png'\n")).toBe(true)
    expect(text).toContain(
      '        <p>Second</p>\n        <img src={heroImage} alt="Hero" width={3} height={2} />\n      </section>',
    )
    const img = byTag(await elements(h), 'img')
    await send(
      h,
      createChangeItem({
        type: 'CHANGE_PROP',
        changeFields: {
          codebaseIdToChange: img.codebaseId,
          propName: 'src',
          propValue: { $expression: 'new URL("./assets/hero.png", import.meta.url).href' },
        },
      }),
    )
    expect(readFileSync(h.file, 'utf8')).toContain(
      '<img src={new URL("./assets/hero.png", import.meta.url).href} alt="Hero"',
    )
  })
})
