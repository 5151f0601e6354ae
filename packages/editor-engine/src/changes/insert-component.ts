import type {
  ComponentProp,
  CreateChangeItemInput,
  JsonValue,
  ProjectComponent,
  StylingFramework,
} from '@splendid/change-items'
import type { ActionTarget } from './action-target'
import { insertPlace } from './insert-place'

/**
 * Insert an instance of one of the project's components where {@link insertPlace} says. Its
 * required props get their default or a placeholder (a string prop its own name, a number 0, a
 * choice its first option); mutate-api adds the import to the destination file.
 */
export function insertComponent(
  target: ActionTarget,
  component: ProjectComponent,
): CreateChangeItemInput {
  const local = component.exportName === 'default' ? component.name : component.exportName
  const binding = component.exportName === 'default' ? local : `{ ${local} }`
  const base =
    component.filePath
      .split('/')
      .pop()
      ?.replace(/\.[jt]sx?$/, '') ?? component.name
  const attributes = component.props.flatMap(placeholderAttribute).join('')
  const source = `import ${binding} from './${base}'\n\nexport const inserted = <${local}${attributes} />\n`
  return {
    type: 'ADD_JSX',
    changeFields: {
      ...insertPlace(target),
      // The spec's native new element names the component; the source comes from the snippet.
      addNativeTag: local,
      htmlForInstantUpdate: `<div style="${PLACEHOLDER_STYLE}">${local}</div>`,
      fileContentsToSourceFrom: source,
      // The snippet stands in the component's own file: its import is rebased from there.
      fileContentsSourceFilename: component.filePath,
    },
  }
}

/** What the preview shows where the instance goes, until the hot reload renders it. */
const PLACEHOLDER_STYLE =
  'min-height:2rem;padding:4px 8px;outline:1px dashed #94a3b8;color:#64748b;font:12px sans-serif'

type Placeholder = string | number | boolean | 'callback'

/** What an insert gives a required prop (undefined: nothing it can write). */
function placeholderOf(prop: ComponentProp): Placeholder | undefined {
  if (!prop.required || prop.name === 'children' || !/^[A-Za-z_$][\w$-]*$/.test(prop.name))
    return undefined
  switch (prop.kind) {
    case 'string':
      return sentenceOf(prop.name)
    case 'options':
      return prop.options?.[0]
    case 'number':
      return 0
    case 'boolean':
      return true
    case 'function':
      return 'callback'
    default:
      return undefined
  }
}

function placeholderAttribute(prop: ComponentProp): string[] {
  const value = placeholderOf(prop)
  if (value === undefined) return []
  if (prop.kind === 'function') return [` ${prop.name}={() => {}}`]
  if (value === true) return [` ${prop.name}`]
  if (typeof value === 'number') return [` ${prop.name}={${value}}`]
  return prop.kind === 'string'
    ? [` ${prop.name}="${value}"`]
    : [` ${prop.name}=${JSON.stringify(value)}`]
}

/** The props an instance of `component` is inserted with, as values (a preview renders them). */
export interface PlaceholderProps {
  readonly values: Readonly<Record<string, string | number | boolean>>
  /** Required function props: a preview passes a no-op. */
  readonly callbacks: readonly string[]
}

/** {@link insertComponent}'s props for `component`, as values rather than source. */
export function placeholderProps(component: ProjectComponent): PlaceholderProps {
  const values: Record<string, string | number | boolean> = {}
  const callbacks: string[] = []
  for (const prop of component.props) {
    const value = placeholderOf(prop)
    if (value === undefined) continue
    if (prop.kind === 'function') callbacks.push(prop.name)
    else values[prop.name] = value
  }
  return { values, callbacks }
}

/** `buttonLabel` → `Button label`: a visible placeholder the designer then edits. */
function sentenceOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The layout blocks of the insert panel. */
export const LAYOUT_BLOCKS = ['stack', 'row', 'grid', 'card'] as const
export type LayoutBlock = (typeof LAYOUT_BLOCKS)[number]

const TAILWIND_BLOCKS: Readonly<Record<LayoutBlock, string>> = {
  stack: 'flex min-h-16 flex-col gap-4 p-4',
  row: 'flex min-h-16 flex-row items-center gap-4 p-4',
  grid: 'grid min-h-16 grid-cols-3 gap-4 p-4',
  card: 'min-h-16 rounded-lg border border-slate-200 bg-white p-4 shadow-sm',
}

const STYLE_BLOCKS: Readonly<Record<LayoutBlock, Readonly<Record<string, JsonValue>>>> = {
  stack: { display: 'flex', flexDirection: 'column', gap: 16, padding: 16, minHeight: 64 },
  row: { display: 'flex', alignItems: 'center', gap: 16, padding: 16, minHeight: 64 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: 16,
    padding: 16,
    minHeight: 64,
  },
  card: {
    border: '1px solid #e2e8f0',
    borderRadius: 8,
    background: '#fff',
    padding: 16,
    minHeight: 64,
    boxShadow: '0 1px 2px rgb(0 0 0 / 0.05)',
  },
}

/**
 * Insert an empty layout block (a `div`): Tailwind classes in a Tailwind project, else an
 * inline style.
 */
export function insertBlock(
  target: ActionTarget,
  block: LayoutBlock,
  stylingFramework: StylingFramework,
): CreateChangeItemInput {
  const propsToSet: Record<string, JsonValue> =
    stylingFramework === 'Tailwind'
      ? { className: TAILWIND_BLOCKS[block] }
      : { style: STYLE_BLOCKS[block] }
  return {
    type: 'ADD_JSX',
    changeFields: {
      ...insertPlace(target),
      addNativeTag: 'div',
      propsToSet,
      htmlForInstantUpdate: '<div style="min-height:64px;outline:1px dashed #94a3b8"></div>',
    },
  }
}
