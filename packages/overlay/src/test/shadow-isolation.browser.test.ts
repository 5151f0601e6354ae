import { describe, expect, it } from 'vitest'
import { bundleOverlay, runInChromium } from './chromium-page'

/**
 * A page that does its worst: rules on every div, on every element, on the host's tag and
 * attribute, all `!important`, plus inherited text styles on body. The page script mounts the
 * overlay, reads computed styles and layout, and stores them for the test.
 */
function hostilePage(bundle: string): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><style>
  div { border: 10px solid red !important; display: none !important; }
  * { font-size: 3px !important; line-height: 1px !important; color: green !important; }
  body { font-style: italic; letter-spacing: 10px; }
  splendid-overlay, [data-splendid-overlay] {
    display: none !important; position: static !important; z-index: 1 !important;
  }
  #target { display: block !important; position: absolute; left: 100px; top: 200px; width: 300px;
    height: 50px; border: 0 !important; }
</style></head>
<body style="margin:0">
<section id="target"></section>
<div id="page-div"></div>
<pre id="result"></pre>
<script>${bundle}</script>
<script>
  const O = window.SplendidOverlay
  const clicks = []
  const overlay = O.createOverlay({ onEditDynamicText: () => clicks.push('edit') })
  const rect = { x: 100, y: 200, width: 300, height: 50 }
  overlay.update({ ...O.EMPTY_OVERLAY_STATE,
    selected: { rect, name: 'section', showEditDynamicText: true } })
  overlay.flush()
  const shadow = overlay.host.shadowRoot
  const outline = shadow.querySelector('.outline')
  const [name, size] = shadow.querySelectorAll('.label')
  const button = shadow.querySelector('button')
  const pick = (el, props) => Object.fromEntries(props.map((p) => [p, getComputedStyle(el).getPropertyValue(p)]))
  const box = (el) => { const r = el.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height } }
  const buttonBox = box(button)
  const hitOutline = document.elementFromPoint(250, 225)
  const hitButton = document.elementFromPoint(buttonBox.x + buttonBox.width / 2, buttonBox.y + buttonBox.height / 2)
  hitButton.shadowRoot?.elementFromPoint(buttonBox.x + 5, buttonBox.y + 5)?.closest('button')?.click()
  const result = {
    pageDiv: pick(document.getElementById('page-div'), ['border-top-width']),
    host: pick(overlay.host, ['display', 'position', 'z-index', 'pointer-events']),
    outline: pick(outline, ['display', 'border-top-width', 'border-top-style', 'border-top-color', 'z-index']),
    outlineBox: box(outline),
    label: pick(name, ['font-size', 'line-height', 'color', 'font-style', 'letter-spacing', 'display']),
    nameBox: box(name),
    sizeBox: box(size),
    sizeText: size.textContent,
    nameText: name.querySelector('.label-text').textContent,
    pencil: pick(shadow.querySelector('svg'), ['width', 'height']),
    buttonBox,
    buttonPointerEvents: getComputedStyle(button).pointerEvents,
    hitOutline: hitOutline && hitOutline.id,
    hitButtonIsHost: hitButton === overlay.host,
    clicks,
    adopted: shadow.adoptedStyleSheets.length,
  }
  document.getElementById('result').textContent = btoa(JSON.stringify(result))
</script></body></html>`
}

describe('overlay in Chromium (real style scoping and layout)', () => {
  it('is untouched by hostile page styles, lays labels out as specified and lets clicks through', async () => {
    const result = await runInChromium(hostilePage(await bundleOverlay()))
    expect(result).toMatchObject({
      // the hostile rule does apply to the page
      pageDiv: { 'border-top-width': '10px' },
      host: {
        display: 'block',
        position: 'fixed',
        'z-index': '2000000004',
        'pointer-events': 'none',
      },
      outline: {
        display: 'block',
        'border-top-width': '1px',
        'border-top-style': 'solid',
        'border-top-color': 'rgb(69, 151, 247)',
        'z-index': '2000000002',
      },
      outlineBox: { x: 100, y: 200, width: 300, height: 50 },
      label: {
        'font-size': '20px',
        'line-height': '38px',
        color: 'rgb(255, 255, 255)',
        'font-style': 'normal',
        'letter-spacing': 'normal',
        display: 'flex',
      },
      // name label: above the box, start-aligned; size label: below, end-aligned
      nameBox: { x: 100, y: 162, height: 38 },
      sizeBox: { y: 250, height: 38 },
      sizeText: '300 x 50',
      pencil: { width: '22px', height: '22px' },
      buttonBox: { y: 162, height: 38 },
      nameText: 'section',
      buttonPointerEvents: 'auto',
      hitOutline: 'target',
      hitButtonIsHost: true,
      clicks: ['edit'],
      adopted: 1,
    })
    const { sizeBox, buttonBox, nameBox } = result as Record<string, { x: number; width: number }>
    // size label ends at the box's right edge; the button sits inside the name label, at its end
    expect((sizeBox?.x ?? 0) + (sizeBox?.width ?? 0)).toBeCloseTo(400, 0)
    expect((buttonBox?.x ?? 0) + (buttonBox?.width ?? 0)).toBeCloseTo(
      (nameBox?.x ?? 0) + (nameBox?.width ?? 0),
      0,
    )
  }, 60_000)
})
