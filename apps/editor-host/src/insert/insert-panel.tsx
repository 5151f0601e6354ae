import { useLingui } from '@lingui/react/macro'
import type { ProjectComponent, StylingFramework } from '@splendid/change-items'
import {
  addElement,
  type EditorSession,
  insertBlock,
  insertComponent,
  LAYOUT_BLOCKS,
  type LayoutBlock,
} from '@splendid/editor-engine'
import { type DragEvent, type ReactNode, type SyntheticEvent, useId, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { useEditor, useSession } from '../app/session-context'
import { useComponentPreview } from './component-preview-card'
import { INSERT_DRAG_TYPE, type InsertDragItem, insertDragItem } from './insert-drag-item'
import { useProjectComponents } from './use-project-components'

const ELEMENT_TAGS = ['div', 'section', 'p', 'h2', 'h3', 'span', 'a', 'button', 'ul', 'li']

const itemClass =
  'flex w-full cursor-grab flex-col items-start rounded border border-zinc-200 px-2 py-1 text-start text-xs hover:border-blue-400 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-500 aria-disabled:text-zinc-500 aria-disabled:hover:bg-white'

/** What the items need of the session. */
type ItemSession = Pick<EditorSession, 'act' | 'showInsertPlace' | 'hideInsertPlace'>

/** Something shown beside an item while it is hovered or focused (a component's preview). */
interface ItemHover {
  show(item: HTMLElement, byPointer: boolean): void
  hide(): void
}

/**
 * What makes an item a drag source and a button: a click inserts at the selection (only when
 * `clickable`: it is `aria-disabled` otherwise, and still draggable), and hovering or focusing
 * it shows in the preview where that would be (and `hover`, if any); a drag into the preview
 * inserts where it is dropped.
 */
function insertItemProps(
  item: InsertDragItem,
  clickable: boolean,
  session: ItemSession,
  hover?: ItemHover,
) {
  const show = (event: SyntheticEvent<HTMLButtonElement>, byPointer: boolean) => {
    if (clickable) session.showInsertPlace()
    hover?.show(event.currentTarget, byPointer)
  }
  const hide = () => {
    session.hideInsertPlace()
    hover?.hide()
  }
  return {
    type: 'button' as const,
    draggable: true,
    'aria-disabled': !clickable,
    className: itemClass,
    onClick: () => {
      hover?.hide()
      if (!clickable) return
      hide()
      void session.act(item.build)
    },
    onMouseEnter: (event: SyntheticEvent<HTMLButtonElement>) => show(event, true),
    onMouseLeave: hide,
    onFocus: (event: SyntheticEvent<HTMLButtonElement>) => show(event, false),
    onBlur: hide,
    onDragStart: (event: DragEvent<HTMLButtonElement>) => {
      hover?.hide()
      event.dataTransfer.setData(INSERT_DRAG_TYPE, item.componentName ?? '')
      event.dataTransfer.effectAllowed = 'copy'
      insertDragItem.set(item)
    },
    onDragEnd: () => {
      insertDragItem.set(null)
      hide()
    },
  }
}

/**
 * The insert panel: the project's own components (with their props), native elements and
 * layout blocks, searchable by name. A click inserts into the selected element (last), or right
 * after it when it cannot hold children; a drag into the preview inserts where it is dropped.
 */
export function InsertPanel(props: {
  stylingFramework: StylingFramework
  /** The app's dev server when it renders components alone for a hover preview, else null. */
  componentPreviewUrl: string | null
}) {
  const { t } = useLingui()
  const session = useSession()
  const preview = useComponentPreview(props.componentPreviewUrl)
  const searchId = useId()
  const single = useEditor(
    (state) => state.selectedKey !== null && state.multiselectedKeys.length <= 1,
  )
  // A component the selection is rendered inside would render itself forever.
  const enclosing = useEditor(
    useShallow((state) => {
      const names: string[] = []
      for (
        let key = state.selectedKey;
        key !== null;
        key = state.navTree.nodes.get(key)?.parentKey ?? null
      ) {
        const node = state.navTree.nodes.get(key)
        if (node?.isComponent) names.push(node.name)
      }
      return names
    }),
  )
  const { state, reload } = useProjectComponents()
  const [query, setQuery] = useState('')
  const matches = (name: string) => name.toLowerCase().includes(query.trim().toLowerCase())
  const blockLabels: Record<LayoutBlock, string> = {
    stack: t`Stack`,
    row: t`Row`,
    grid: t`Grid`,
    card: t`Card`,
  }
  const reason = state.status === 'error' ? state.message : ''
  const components =
    state.status === 'ready' ? state.components.filter((each) => matches(each.name)) : []

  return (
    <div className="flex flex-col gap-3 p-3 text-sm">
      <div>
        <label htmlFor={searchId} className="text-xs font-semibold text-zinc-700">
          {t`Search`}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t`Component or element name`}
          className="mt-1 h-7 w-full rounded border border-zinc-300 px-2 text-xs"
        />
        <p className="mt-1 text-xs text-zinc-500" aria-live="polite">
          {single
            ? t`Inserts into the selected element, or after it.`
            : t`Select where to insert first.`}{' '}
          {t`Or drag an item into the preview.`}
        </p>
      </div>

      <Group title={t`Components`}>
        {state.status === 'loading' && <p className="text-xs text-zinc-500">{t`Loading…`}</p>}
        {state.status === 'error' && (
          <div role="alert" className="text-xs text-red-800">
            {t`The project's components could not be loaded: ${reason}`}{' '}
            <button type="button" className="underline" onClick={() => void reload()}>
              {t`Retry`}
            </button>
          </div>
        )}
        {state.status === 'ready' && components.length === 0 && (
          <p className="text-xs text-zinc-500">{t`No component matches.`}</p>
        )}
        {components.map((component) => {
          const name = component.name
          const inside = enclosing.includes(name)
          return (
            <li key={`${component.filePath}#${component.exportName}`}>
              <button
                {...insertItemProps(
                  { build: (target) => insertComponent(target, component), componentName: name },
                  single && !inside,
                  session,
                  {
                    show: (item, byPointer) => preview.show(component, item, byPointer),
                    hide: preview.hide,
                  },
                )}
                title={
                  inside
                    ? t`The selection is inside ${name}: it would render inside itself.`
                    : undefined
                }
              >
                <span className="font-medium text-zinc-900">{component.name}</span>
                <span className="text-zinc-500" dir="ltr">
                  {component.filePath}
                </span>
                <PropsSummary component={component} />
              </button>
            </li>
          )
        })}
      </Group>
      {preview.card}

      <Group title={t`Elements`}>
        {ELEMENT_TAGS.filter(matches).map((tag) => (
          <li key={tag}>
            <button
              {...insertItemProps({ build: (target) => addElement(target, tag) }, single, session)}
              aria-label={t`Insert <${tag}>`}
            >
              <span className="font-mono" dir="ltr">{`<${tag}>`}</span>
            </button>
          </li>
        ))}
      </Group>

      <Group title={t`Layout`}>
        {LAYOUT_BLOCKS.filter((block) => matches(blockLabels[block]) || matches(block)).map(
          (block) => (
            <li key={block}>
              <button
                {...insertItemProps(
                  { build: (target) => insertBlock(target, block, props.stylingFramework) },
                  single,
                  session,
                )}
              >
                <span className="font-medium text-zinc-900">{blockLabels[block]}</span>
              </button>
            </li>
          ),
        )}
      </Group>
    </div>
  )
}

function Group(props: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-1 text-xs font-semibold text-zinc-700">
        {props.title}
      </h3>
      <ul aria-labelledby={headingId} className="flex flex-col gap-1">
        {props.children}
      </ul>
    </section>
  )
}

/** The props a component takes, required ones first, with their defaults. */
function PropsSummary(props: { component: ProjectComponent }) {
  const { t } = useLingui()
  const shown = [...props.component.props].sort((a, b) => Number(b.required) - Number(a.required))
  if (shown.length === 0) return null
  return (
    <span className="text-zinc-600" dir="ltr">
      {shown
        .map((prop) => {
          const value =
            prop.defaultValue !== undefined
              ? ` = ${JSON.stringify(prop.defaultValue)}`
              : prop.options
                ? `: ${prop.options.join(' | ')}`
                : ''
          return `${prop.name}${prop.required ? '' : '?'}${value}`
        })
        .join(', ')}
      <span className="sr-only">{t`(props)`}</span>
    </span>
  )
}
