import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ProjectRoot } from './project-root'

describe('ProjectRoot', () => {
  let base: string
  let root: ProjectRoot
  beforeAll(async () => {
    base = await mkdtemp(path.join(os.tmpdir(), 'mutate-root-'))
    await mkdir(path.join(base, 'project', 'src'), { recursive: true })
    await mkdir(path.join(base, 'project', 'node_modules', 'pkg'), { recursive: true })
    await writeFile(path.join(base, 'secret.tsx'), 'export {}')
    await writeFile(path.join(base, 'project', 'src', 'App.tsx'), 'export {}')
    await symlink(path.join(base, 'secret.tsx'), path.join(base, 'project', 'src', 'escape.tsx'))
    await symlink(base, path.join(base, 'project', 'src', 'up'))
    root = new ProjectRoot(path.join(base, 'project'))
  })
  afterAll(async () => {
    await rm(base, { recursive: true, force: true })
  })

  it('resolves a file inside the root', async () => {
    await expect(root.resolve('src/App.tsx')).resolves.toBe(path.join(root.dir, 'src', 'App.tsx'))
  })

  it('resolves a file that does not exist yet through its existing folder', async () => {
    await expect(root.resolve('src/new/File.tsx')).resolves.toBe(
      path.join(root.dir, 'src', 'new', 'File.tsx'),
    )
  })

  it('refuses path traversal', async () => {
    await expect(root.resolve('../secret.tsx')).rejects.toMatchObject({
      code: 'PATH_OUTSIDE_ROOT',
      status: 403,
    })
    await expect(root.resolve('src/../../secret.tsx')).rejects.toMatchObject({
      code: 'PATH_OUTSIDE_ROOT',
    })
  })

  it('refuses absolute paths', async () => {
    await expect(root.resolve(path.join(base, 'secret.tsx'))).rejects.toMatchObject({
      code: 'PATH_OUTSIDE_ROOT',
    })
  })

  it('refuses a symlink whose target is outside the root', async () => {
    await expect(root.resolve('src/escape.tsx')).rejects.toThrow(/symlink/)
    await expect(root.resolve('src/up/secret.tsx')).rejects.toThrow(/symlink/)
  })

  it('refuses anything under node_modules', async () => {
    await expect(root.resolve('node_modules/pkg/index.tsx')).rejects.toThrow(/node_modules/)
  })
})
