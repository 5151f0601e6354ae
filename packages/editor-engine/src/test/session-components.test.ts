import { describe, expect, it } from 'vitest'
import { setup } from './session-harness'

describe('the project’s components', () => {
  it('loadComponents asks mutate-api for the canvas’ components', async () => {
    const s = setup()
    const badge = { name: 'Badge', filePath: 'src/Badge.tsx', exportName: 'Badge', props: [] }
    s.api.componentsAnswer = () => Promise.resolve({ components: [badge] })
    await expect(s.session.loadComponents()).resolves.toEqual([badge])
  })
})
