import type { Fiber } from '../fiber'

/** Builds mutable fake fibers for jsdom tests, shaped like React 19's. */
export interface FakeFiber {
  tag: number
  type: unknown
  memoizedProps: Record<string, unknown> | null
  memoizedState: unknown
  stateNode: unknown
  return: FakeFiber | null
  alternate: FakeFiber | null
  index: number
  _debugOwner?: FakeFiber | null
}

export function fakeFiber(
  type: unknown,
  props: Record<string, unknown> | null,
  parent: FakeFiber | null,
  extra: Partial<FakeFiber> = {},
): FakeFiber {
  return {
    tag: typeof type === 'string' ? 5 : 0,
    type,
    memoizedProps: props,
    memoizedState: null,
    stateNode: null,
    return: parent,
    alternate: null,
    index: 0,
    ...extra,
  }
}

/** Attaches a fiber to an element the way React does (`__reactFiber$<random>`). */
export function attachFiber(element: Node, fiber: FakeFiber): Fiber {
  ;(element as unknown as Record<string, unknown>).__reactFiber$test123 = fiber
  return fiber
}

export const HOST_ROOT: FakeFiber = fakeFiber(null, null, null, { tag: 3 })

/** Codebase ids for fixtures: valid `tempo-<uuid>` ids. */
export const ID = {
  app: 'tempo-00000000-0000-4000-8000-000000000001',
  title: 'tempo-00000000-0000-4000-8000-000000000002',
  card: 'tempo-00000000-0000-4000-8000-000000000003',
  cardRoot: 'tempo-00000000-0000-4000-8000-000000000004',
  cardText: 'tempo-00000000-0000-4000-8000-000000000005',
  button: 'tempo-00000000-0000-4000-8000-000000000006',
} as const

/**
 * A small instrumented page: `<div app><h1 title>Courses</h1><Card title=…><section cardRoot>
 * <p cardText>Hello</p></section></Card><button button>Go</button></div>` with fibers.
 */
export function renderFixture(doc: Document): { fibers: Record<string, FakeFiber> } {
  doc.body.innerHTML = `<div id="root"><div class="app ${ID.app}" tempoelementid="${ID.app}"><h1 class="big ${ID.title}" tempoelementid="${ID.title}">Courses</h1><section class="card ${ID.cardRoot}" tempoelementid="${ID.cardRoot}"><p class="${ID.cardText}" tempoelementid="${ID.cardText}">Hello</p></section><button class="${ID.button}" tempoelementid="${ID.button}">Go</button></div></div>`
  const appFn = function App() {}
  const cardFn = function Card() {}
  const appComponent = fakeFiber(
    appFn,
    { tempoelementid: 'tempo-00000000-0000-4000-8000-0000000000aa' },
    HOST_ROOT,
  )
  const q = (id: string) => doc.querySelector(`.${id}`) as Element
  const app = fakeFiber(
    'div',
    { className: `app ${ID.app}`, tempoelementid: ID.app },
    appComponent,
    {
      _debugOwner: appComponent,
    },
  )
  const title = fakeFiber(
    'h1',
    { className: `big ${ID.title}`, children: 'Courses', tempoelementid: ID.title },
    app,
    { _debugOwner: appComponent },
  )
  const card = fakeFiber(
    cardFn,
    { title: 'Intro', onOpen: () => {}, meta: { level: 2 }, tempoelementid: ID.card },
    app,
    { _debugOwner: appComponent },
  )
  const cardRoot = fakeFiber(
    'section',
    { className: `card ${ID.cardRoot}`, tempoelementid: ID.cardRoot },
    card,
    { _debugOwner: card },
  )
  const cardText = fakeFiber(
    'p',
    { className: ID.cardText, children: 'Hello', tempoelementid: ID.cardText },
    cardRoot,
    { _debugOwner: card },
  )
  const button = fakeFiber(
    'button',
    { className: ID.button, children: 'Go', onClick: () => {}, tempoelementid: ID.button },
    app,
    { _debugOwner: appComponent },
  )
  attachFiber(q(ID.app), app)
  attachFiber(q(ID.title), title)
  attachFiber(q(ID.cardRoot), cardRoot)
  attachFiber(q(ID.cardText), cardText)
  attachFiber(q(ID.button), button)
  return { fibers: { appComponent, app, title, card, cardRoot, cardText, button } }
}
