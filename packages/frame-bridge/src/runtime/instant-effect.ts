/** A reversible change the runtime made to the document for an instant update (§4). */
export interface InstantEffect {
  /** Reverses the change (undo). */
  undo(): void
  /** Applies it again after an undo (redo). */
  redo(): void
}

/** What the instant-update appliers need from the runtime. */
export interface InstantUpdateContext {
  readonly doc: Document
  /** The DOM elements of a codebase id (host elements, or a component instance's elements). */
  elementsFor(codebaseId: string): readonly Element[]
  readonly logger: Pick<Console, 'log' | 'warn' | 'error'>
}

/** Combines effects into one that undoes them in reverse order. */
export function combineEffects(effects: readonly InstantEffect[]): InstantEffect {
  return {
    undo: () => {
      for (const effect of [...effects].reverse()) effect.undo()
    },
    redo: () => {
      for (const effect of effects) effect.redo()
    },
  }
}
