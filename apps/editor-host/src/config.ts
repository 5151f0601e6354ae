import { STYLING_FRAMEWORKS, type StylingFramework } from '@splendid/change-items'

/**
 * Every setting of the editor host, read once here.
 *
 * - `VITE_PREVIEW_URL`: the app under edit, served by its instrumented Vite dev server
 *   (default learner-web's, `http://localhost:5173`).
 * - `VITE_MUTATE_API_URL`: apps/mutate-api (default `http://127.0.0.1:4100`).
 * - `VITE_CANVAS_ID`: the canvas mutate-api serves for that app (default `learner-web`).
 * - `VITE_STYLING_FRAMEWORK`: how the Styles panel writes styles — `Tailwind` (default), `CSS`
 *   (a rule in the project's stylesheet) or `Inline` (the `style` prop); `splendid-editor` sets
 *   `CSS` for a project without Tailwind.
 * - `VITE_COMPONENT_PREVIEWS`: `true` when the app's dev server renders a component alone for
 *   the insert panel's hover preview (`splendid-editor` serves it; learner-web's does not).
 * - `VITE_POSTHOG_KEY` / `VITE_POSTHOG_HOST`: product analytics; off unless a key is set.
 *
 * A prebuilt editor (`dist`, served by `splendid-editor`) gets them at run time instead: the page
 * carries them as `window.__SPLENDID_EDITOR_ENV__` ({@link editorEnvScript}), read over Vite's.
 */
export interface EditorConfig {
  readonly previewUrl: string
  readonly mutateApiUrl: string
  readonly canvasId: string
  readonly stylingFramework: StylingFramework
  readonly componentPreviews: boolean
  readonly analytics: { readonly key: string; readonly host: string } | null
}

type Env = Readonly<Record<string, string | boolean | undefined>>

function setting(env: Env, name: string, fallback: string): string {
  const value = env[name]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback
}

function stylingFrameworkOf(value: string): StylingFramework {
  const framework = STYLING_FRAMEWORKS.find((each) => each.toLowerCase() === value.toLowerCase())
  if (framework === undefined)
    throw new Error(`VITE_STYLING_FRAMEWORK must be one of ${STYLING_FRAMEWORKS.join(', ')}`)
  return framework
}

/** Reads the configuration from Vite's env (or any record, for tests). */
export function readEditorConfig(env: Env): EditorConfig {
  const analyticsKey = setting(env, 'VITE_POSTHOG_KEY', '')
  return {
    previewUrl: setting(env, 'VITE_PREVIEW_URL', 'http://localhost:5173').replace(/\/$/, ''),
    mutateApiUrl: setting(env, 'VITE_MUTATE_API_URL', 'http://127.0.0.1:4100').replace(/\/$/, ''),
    canvasId: setting(env, 'VITE_CANVAS_ID', 'learner-web'),
    stylingFramework: stylingFrameworkOf(setting(env, 'VITE_STYLING_FRAMEWORK', 'Tailwind')),
    componentPreviews: setting(env, 'VITE_COMPONENT_PREVIEWS', 'false') === 'true',
    analytics:
      analyticsKey === ''
        ? null
        : {
            key: analyticsKey,
            host: setting(env, 'VITE_POSTHOG_HOST', 'https://us.i.posthog.com'),
          },
  }
}

/** The global a served page sets its settings in (see {@link editorEnvScript}). */
const RUNTIME_ENV_GLOBAL = '__SPLENDID_EDITOR_ENV__'

/** The settings the page (`scope`: its window) was served with, `{}` without any. */
export function runtimeEditorEnv(scope: object): Env {
  const value = (scope as Record<string, unknown>)[RUNTIME_ENV_GLOBAL]
  if (typeof value !== 'object' || value === null) return {}
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  )
}

/**
 * The `<script>` that gives a prebuilt editor its settings (`VITE_…` names, as in development),
 * for the `<head>` of its `index.html`. `<` is escaped, so no value can close the script.
 */
export function editorEnvScript(env: Readonly<Record<string, string>>): string {
  const json = JSON.stringify(env).replace(/</g, '\\u003c')
  return `<script>window.${RUNTIME_ENV_GLOBAL} = ${json}</script>`
}
