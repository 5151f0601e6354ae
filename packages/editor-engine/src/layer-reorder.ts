import type { CreateChangeItemInput } from '@splendid/change-items'
import type { ActionTarget } from './changes/action-target'
import { moveElement } from './changes/change-builders'
import type { ChangeOutcome } from './changes/change-outcome'
import type { FrameConnection } from './frame/frame-connection'
import { type LayerMoveTo, layerMoveDrop } from './layer-moves'

/** Moves from the layers panel. */
export interface LayerReorder {
  /**
   * Moves a layer beside another (one Move Element change): at the child index as written when
   * the preview tells where both are written, else between its element neighbours.
   */
  moveLayer(key: string, move: LayerMoveTo): Promise<ChangeOutcome | null>
}

/**
 * Creates the layers panel's moves: asks the frame where the moved layer and the one it goes
 * beside are written (`writtenPlaces`), so a move lands past text runs and `{expressions}`
 * (a conditional element, a `.map(…)`) and into the component instance whose `children` the
 * layers' parent renders — where element neighbours would be refused by mutate-api.
 */
export function createLayerReorder(
  frame: Pick<FrameConnection, 'call'>,
  act: (
    build: (target: ActionTarget) => CreateChangeItemInput | null,
  ) => Promise<ChangeOutcome | null>,
): LayerReorder {
  return {
    async moveLayer(key, move) {
      const answer = await frame.call('writtenPlaces', [key, move.overKey])
      const [moved = null, over = null] = answer.ok ? answer.value : []
      const drop = layerMoveDrop(move, moved, over)
      return act((target) =>
        moveElement({ ...target, selectedKey: key, multiselectedKeys: [] }, drop),
      )
    },
  }
}
