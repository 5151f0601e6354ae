import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test'
import type { EditorServers } from './editor-servers'

/** The overlay's host element in the preview (`@splendid/overlay`, open shadow root). */
const OVERLAY = '[data-splendid-overlay]'

/** Marks the nodes an instant update inserted (frame runtime); removed after a refresh. */
export const TEMP_NODE_ATTRIBUTE = 'data-arb89-temp'

/** Escapes a string for a `RegExp`. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A name matcher for tree items: the accessible name starts with the node name. */
export function nodeName(name: string): RegExp {
  return new RegExp(`^${escapeRegExp(name)}(\\b|$)`)
}

/**
 * The editor host as the tests see it: locators for the UI contract of the editor (preview,
 * layers, toolbars, panels, history, notices) and a few steps shared by the specs.
 */
export class EditorPage {
  constructor(
    readonly page: Page,
    /** The stack's editor host (any stack: the fixture app's, learner-web's, a project's). */
    readonly servers: Pick<EditorServers, 'editorUrl'>,
  ) {}

  /** The preview iframe element. */
  get previewIframe(): Locator {
    return this.page.getByTitle('Preview')
  }

  /** The document inside the preview iframe. */
  get preview(): FrameLocator {
    return this.previewIframe.contentFrame()
  }

  get address(): Locator {
    return this.page.getByLabel('Preview address')
  }

  get layers(): Locator {
    return this.page.getByRole('tree', { name: 'Layers' })
  }

  /** The layers panel's tree item of a node (its accessible name starts with `name`). */
  treeItem(name: string): Locator {
    return this.layers.getByRole('treeitem', { name: nodeName(name) })
  }

  get selectedTreeItem(): Locator {
    return this.layers.locator('[role="treeitem"][aria-selected="true"]')
  }

  get elementToolbar(): Locator {
    return this.page.getByRole('toolbar', { name: 'Element' })
  }

  /** A button of the editor by its accessible name (exact). */
  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true })
  }

  /** A button of the top toolbar (`Undo`, `Redo`, `Drive mode`, `Zoom in`, `md`, …). */
  topButton(name: string): Locator {
    return this.page.getByRole('banner').getByRole('button', { name, exact: true })
  }

  /** A button of the element toolbar (`Add element`, `Wrap in div`, `Duplicate`, …). */
  toolButton(name: string): Locator {
    return this.elementToolbar.getByRole('button', { name, exact: true })
  }

  tab(name: 'Insert' | 'Styles' | 'Props' | 'History'): Locator {
    return this.page.getByRole('tab', { name, exact: true })
  }

  /** A labelled field of the styles panel (`Padding`, `Font size`, `Add class`, …). */
  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true })
  }

  get classChips(): Locator {
    return this.page.getByRole('list', { name: 'Classes' })
  }

  get history(): Locator {
    return this.page.getByRole('list', { name: 'History' })
  }

  get alerts(): Locator {
    return this.page.getByRole('alert')
  }

  /** The selection outline the overlay draws in the preview. */
  get selectedOutline(): Locator {
    return this.preview.locator(`${OVERLAY} .outline[data-kind="primary"]`)
  }

  /** Every outline the overlay draws in the preview. */
  get outlines(): Locator {
    return this.preview.locator(`${OVERLAY} .outline`)
  }

  /** Elements of the app in the preview (the overlay excluded), instant-update nodes included. */
  app(selector: string): Locator {
    return this.preview.locator(`#root ${selector}`)
  }

  /**
   * Elements React rendered, without the runtime's temporary instant-update nodes
   * (`data-arb89-temp`, and what they contain): what the app shows after a hot reload.
   */
  rendered(selector: string): Locator {
    return this.preview.locator(
      `#root ${selector}:not([${TEMP_NODE_ATTRIBUTE}], [${TEMP_NODE_ATTRIBUTE}] *)`,
    )
  }

  /** The runtime's temporary instant-update nodes still in the preview. */
  get tempNodes(): Locator {
    return this.preview.locator(`[${TEMP_NODE_ATTRIBUTE}]`)
  }

  /** Opens the editor and waits until the preview is connected and its layers are listed. */
  async open(): Promise<void> {
    await this.page.goto(this.servers.editorUrl)
    await expect(this.preview.getByRole('heading', { name: 'Build lessons visually' })).toBeVisible(
      {
        timeout: 20_000,
      },
    )
    await expect(this.treeItem('h1')).toBeVisible({ timeout: 20_000 })
  }

  /** Clicks an app element in the preview and waits until the layers panel selects `nodeName`. */
  async selectInPreview(target: Locator, name: string): Promise<void> {
    await target.click()
    await expect(this.treeItem(name)).toHaveAttribute('aria-selected', 'true')
  }

  /** Clicks a node's tree item in the layers panel and waits until it is the selected one. */
  async selectInLayers(name: string): Promise<void> {
    await this.treeItem(name).click()
    await expect(this.treeItem(name)).toHaveAttribute('aria-selected', 'true')
  }

  /** Asserts that the overlay's selection outline surrounds `target` (within 2 px). */
  async expectOutlined(target: Locator): Promise<void> {
    await expect
      .poll(
        async () => {
          const [outline, element] = await Promise.all([
            this.selectedOutline.boundingBox(),
            target.boundingBox(),
          ])
          if (outline === null || element === null) return Number.POSITIVE_INFINITY
          return Math.max(
            Math.abs(outline.x - element.x),
            Math.abs(outline.y - element.y),
            Math.abs(outline.width - element.width),
            Math.abs(outline.height - element.height),
          )
        },
        { message: 'the selection outline surrounds the element' },
      )
      .toBeLessThanOrEqual(2)
  }

  /** A computed style property of an app element in the preview. */
  computed(target: Locator, property: string): Promise<string> {
    return target.evaluate(
      (element, name) => getComputedStyle(element).getPropertyValue(name),
      property,
    )
  }

  /** The history entries (newest last or first, as the editor lists them). */
  historyItem(label: string): Locator {
    return this.history.getByRole('listitem').filter({ hasText: label })
  }

  /** Presses a shortcut on the editor's document (not inside the preview or a text field). */
  async shortcut(keys: string): Promise<void> {
    await this.page.evaluate(() => {
      const active = document.activeElement
      if (active instanceof HTMLElement) active.blur()
    })
    await this.page.keyboard.press(keys)
  }
}
