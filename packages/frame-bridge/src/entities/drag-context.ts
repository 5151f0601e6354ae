/**
 * What the frame knows about a drag in progress (§3): where the pointer is, where it grabbed the
 * element, and the layout of the parent it would be dropped into.
 */
export interface DragContext {
  readonly pageX: number
  readonly pageY: number
  /** Pointer offset from the dragged element's top-left corner at the press. */
  readonly offsetX: number
  readonly offsetY: number
  /** Key of the selected element's parent; `null` when it has none. */
  readonly selectedParentKey: string | null
  /** Computed `display` of that parent. */
  readonly selectedParentDisplay: string | null
  /** Computed `flex-direction` of that parent. */
  readonly selectedParentFlexDirection: string | null
  /**
   * Key of the element whose JSX has the selected element as a child: its parent, or the
   * component instance whose `children` that parent renders (`<Box>` for an `<h2>` written in
   * `<Box><h2 /></Box>`); `null` when it has none. (An addition to §3.)
   */
  readonly selectedSourceParentKey: string | null
  /**
   * Key of the parent the element would be dropped into now; `null` when there is none. Where
   * the element under the pointer renders its component's `children` handed on, the component
   * instance whose JSX wrote them (the drop is then placed by `dropChildIndex`).
   */
  readonly dropParentKey: string | null
  /**
   * Index among that parent's children, the dragged element left out, where it would land;
   * `null` when there is no drop parent.
   */
  readonly dropIndex: number | null
  /**
   * Index among that parent's children as written in its JSX — elements, text runs and
   * `{expressions}`, the dragged element left out — where it would land; `null` when they are not
   * known (React did not render the parent, or it is a component instance under the pointer) or
   * there is no drop parent. (An addition to §3.)
   */
  readonly dropChildIndex: number | null
  /** The dragged element's index among those children now, when it is one of them. */
  readonly selectedChildIndex: number | null
  readonly dragging: boolean
}
