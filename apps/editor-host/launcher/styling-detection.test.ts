import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { detectStyling } from './styling-detection'

let root: string | undefined
afterEach(async () => {
  if (root !== undefined) await rm(root, { recursive: true, force: true })
  root = undefined
})

async function project(files: readonly string[]): Promise<string> {
  root = await mkdtemp(path.join(os.tmpdir(), 'styling-detection-'))
  for (const file of files) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true })
    await writeFile(path.join(root, file), '')
  }
  return root
}

const none = () => false

describe('detectStyling', () => {
  it('is Tailwind for a project that depends on it (v3 or v4, through Vite or PostCSS)', async () => {
    const dir = await project(['src/index.css'])
    for (const name of ['tailwindcss', '@tailwindcss/vite', '@tailwindcss/postcss'])
      expect(detectStyling(dir, (each) => each === name).framework).toBe('Tailwind')
  })

  it('is CSS for stylesheets, and notices CSS modules in sub-folders', async () => {
    expect(detectStyling(await project(['src/App.css', 'src/main.tsx']), none)).toEqual({
      framework: 'CSS',
      cssModules: false,
    })
    await rm(root as string, { recursive: true })
    const dir = await project(['src/components/card/Card.module.css', 'src/main.tsx'])
    expect(detectStyling(dir, none)).toEqual({ framework: 'CSS', cssModules: true })
  })

  it('counts SCSS stylesheets and SCSS modules alike', async () => {
    expect(detectStyling(await project(['src/App.scss']), none)).toEqual({
      framework: 'CSS',
      cssModules: false,
    })
    await rm(root as string, { recursive: true })
    const dir = await project(['src/Card.module.scss'])
    expect(detectStyling(dir, none)).toEqual({ framework: 'CSS', cssModules: true })
  })

  it('is Inline for a project with no stylesheet of its own', async () => {
    const dir = await project(['src/main.tsx', 'node_modules/pkg/style.css', 'src/.cache/x.css'])
    expect(detectStyling(dir, none)).toEqual({ framework: 'Inline', cssModules: false })
  })
})
