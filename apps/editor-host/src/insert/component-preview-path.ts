/** Where the project's dev server (as `splendid-editor` starts it) renders one component alone. */
export const COMPONENT_PREVIEW_PATH = '/__splendid/component-preview'
