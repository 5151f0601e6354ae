import type { NavTreeNode } from '@splendid/frame-bridge'

/** Tags the editor never adds elements into: void elements and text-level ones. */
const VOID_OR_TEXT_TAGS = new Set([
  'img',
  'input',
  'br',
  'hr',
  'textarea',
  'select',
  'option',
  'svg',
  'path',
  'p',
  'span',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'button',
  'label',
  'video',
  'audio',
  'iframe',
])

/** Whether an element of this tag may get element children from the editor. */
export function canHoldChildren(node: NavTreeNode): boolean {
  return !VOID_OR_TEXT_TAGS.has(node.tagName.toLowerCase())
}
