import type { ProjectComponent } from '@splendid/change-items'
import { placeholderProps } from '@splendid/editor-engine'
import { COMPONENT_PREVIEW_PATH } from './component-preview-path'

/**
 * The URL of `component`'s preview on the project's dev server at `previewUrl`: the props an
 * insert gives it (no-op functions for its callbacks), and its name as `children`, so that a
 * button shows a label; `texts.noPreview` starts the notice of a component that fails to render,
 * and `texts.wrapperHint` ends it in a project without a preview wrapper (`splendid.preview.tsx`).
 *
 * @example
 * ```ts
 * componentPreviewUrl('http://127.0.0.1:5173', button, { noPreview: 'No preview', wrapperHint: '…' })
 * // 'http://127.0.0.1:5173/__splendid/component-preview?file=src%2FButton.tsx&export=default&…'
 * ```
 */
export function componentPreviewUrl(
  previewUrl: string,
  component: ProjectComponent,
  texts: { readonly noPreview: string; readonly wrapperHint: string },
): string {
  const { values, callbacks } = placeholderProps(component)
  const query = new URLSearchParams({
    file: component.filePath,
    export: component.exportName,
    props: JSON.stringify({ children: component.name, ...values }),
    callbacks: callbacks.join(','),
    noPreview: texts.noPreview,
    wrapperHint: texts.wrapperHint,
  })
  return `${previewUrl}${COMPONENT_PREVIEW_PATH}?${query}`
}
