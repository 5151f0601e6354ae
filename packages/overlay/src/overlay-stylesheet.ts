import { LABEL_FONT_SIZE_PX, LABEL_HEIGHT_PX, PENCIL_ICON_SIZE_PX } from './overlay-constants'

/** Class names used inside the overlay's shadow root. */
export const OVERLAY_CLASS = {
  outline: 'outline',
  label: 'label',
  labelText: 'label-text',
  growLeft: 'grow-left',
  editButton: 'edit-dynamic-text',
  pencil: 'pencil',
} as const

const FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Arabic', sans-serif"

/**
 * The stylesheet of the shadow root. Page styles cannot reach into it, and it cannot leak out;
 * every box resets what it relies on so inherited values from the host cannot change it either.
 */
export const OVERLAY_STYLESHEET = `
.${OVERLAY_CLASS.outline}, .${OVERLAY_CLASS.label} {
  position: absolute;
  box-sizing: border-box;
  margin: 0;
  pointer-events: none;
}
.${OVERLAY_CLASS.outline} {
  padding: 0;
  background: transparent;
}
.${OVERLAY_CLASS.label} {
  display: flex;
  align-items: center;
  gap: 8px;
  height: ${LABEL_HEIGHT_PX}px;
  max-width: 60vw;
  padding: 0 10px;
  font-family: ${FONT_STACK};
  font-size: ${LABEL_FONT_SIZE_PX}px;
  font-weight: 500;
  line-height: ${LABEL_HEIGHT_PX}px;
  white-space: nowrap;
  border-radius: 4px;
}
.${OVERLAY_CLASS.labelText} {
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  unicode-bidi: plaintext;
}
.${OVERLAY_CLASS.growLeft} {
  transform: translateX(-100%);
}
.${OVERLAY_CLASS.editButton} {
  all: unset;
  box-sizing: border-box;
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: 6px;
  height: ${LABEL_HEIGHT_PX}px;
  margin-inline-end: -10px;
  padding: 0 10px;
  font: inherit;
  color: inherit;
  background: rgba(0, 0, 0, 0.18);
  border-start-end-radius: 4px;
  border-end-end-radius: 4px;
  cursor: pointer;
  pointer-events: auto;
}
.${OVERLAY_CLASS.editButton}:hover {
  background: rgba(0, 0, 0, 0.3);
}
.${OVERLAY_CLASS.editButton}:focus-visible {
  outline: 2px solid #ffffff;
  outline-offset: -4px;
}
.${OVERLAY_CLASS.pencil} {
  flex: none;
  width: ${PENCIL_ICON_SIZE_PX}px;
  height: ${PENCIL_ICON_SIZE_PX}px;
}
`

/**
 * Gives a shadow root the overlay stylesheet: as a constructed, adopted stylesheet where the
 * engine supports it (not blocked by a page's Content-Security-Policy for inline styles), else as
 * a `<style>` element.
 */
export function adoptOverlayStyles(shadow: ShadowRoot): void {
  const win = shadow.ownerDocument.defaultView
  const Sheet = win?.CSSStyleSheet
  if (Sheet !== undefined && 'adoptedStyleSheets' in shadow && 'replaceSync' in Sheet.prototype) {
    const sheet = new Sheet()
    sheet.replaceSync(OVERLAY_STYLESHEET)
    shadow.adoptedStyleSheets = [sheet]
    return
  }
  const style = shadow.ownerDocument.createElement('style')
  style.textContent = OVERLAY_STYLESHEET
  shadow.append(style)
}
