import { describe, expect, it } from 'vitest'
import { editorEnvScript, readEditorConfig, runtimeEditorEnv } from './config'

describe('readEditorConfig', () => {
  it('uses the defaults for an empty env, without analytics', () => {
    expect(readEditorConfig({})).toEqual({
      previewUrl: 'http://localhost:5173',
      mutateApiUrl: 'http://127.0.0.1:4100',
      canvasId: 'learner-web',
      stylingFramework: 'Tailwind',
      componentPreviews: false,
      analytics: null,
    })
  })

  it('has component previews only when the dev server says it serves them', () => {
    expect(readEditorConfig({ VITE_COMPONENT_PREVIEWS: 'true' }).componentPreviews).toBe(true)
    expect(readEditorConfig({ VITE_COMPONENT_PREVIEWS: 'yes' }).componentPreviews).toBe(false)
  })

  it('takes the styling framework in any case, and refuses an unknown one', () => {
    expect(readEditorConfig({ VITE_STYLING_FRAMEWORK: 'css' }).stylingFramework).toBe('CSS')
    expect(readEditorConfig({ VITE_STYLING_FRAMEWORK: 'Inline' }).stylingFramework).toBe('Inline')
    expect(() => readEditorConfig({ VITE_STYLING_FRAMEWORK: 'sass' })).toThrow(
      'VITE_STYLING_FRAMEWORK must be one of Inline, CSS, Tailwind',
    )
  })

  it('takes the overrides, trimmed and without a trailing slash', () => {
    expect(
      readEditorConfig({
        VITE_PREVIEW_URL: ' https://preview.example.com/ ',
        VITE_MUTATE_API_URL: 'https://api.example.com/',
        VITE_CANVAS_ID: ' other-app ',
      }),
    ).toMatchObject({
      previewUrl: 'https://preview.example.com',
      mutateApiUrl: 'https://api.example.com',
      canvasId: 'other-app',
    })
  })

  it('falls back on blank or non-string values', () => {
    expect(
      readEditorConfig({ VITE_PREVIEW_URL: '   ', VITE_CANVAS_ID: true, VITE_POSTHOG_KEY: '' }),
    ).toMatchObject({
      previewUrl: 'http://localhost:5173',
      canvasId: 'learner-web',
      analytics: null,
    })
  })

  it('turns analytics on with a key, with the default or given host', () => {
    expect(readEditorConfig({ VITE_POSTHOG_KEY: 'phc_123' }).analytics).toEqual({
      key: 'phc_123',
      host: 'https://us.i.posthog.com',
    })
    expect(
      readEditorConfig({
        VITE_POSTHOG_KEY: 'phc_123',
        VITE_POSTHOG_HOST: 'https://eu.i.posthog.com',
      }).analytics,
    ).toEqual({ key: 'phc_123', host: 'https://eu.i.posthog.com' })
  })

  it('ignores a host without a key', () => {
    expect(readEditorConfig({ VITE_POSTHOG_HOST: 'https://eu.i.posthog.com' }).analytics).toBeNull()
  })
})

describe('editorEnvScript and runtimeEditorEnv', () => {
  it('carries the settings into the page, where they are read back; no value closes the script', () => {
    const env = { VITE_CANVAS_ID: 'app', VITE_PREVIEW_URL: 'http://127.0.0.1:5173</script><b>' }
    const script = editorEnvScript(env)
    expect(script.match(/<\/script>/g)).toHaveLength(1)
    // The script's code, run as the browser runs it.
    new Function(script.replace(/^<script>|<\/script>$/g, ''))()
    expect(runtimeEditorEnv(window)).toEqual(env)
    expect(readEditorConfig({ ...runtimeEditorEnv(window) }).canvasId).toBe('app')
    delete (window as unknown as Record<string, unknown>).__SPLENDID_EDITOR_ENV__
    expect(runtimeEditorEnv(window)).toEqual({})
  })
})
