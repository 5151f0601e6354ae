import { describe, expectTypeOf, it } from 'vitest'
import type { ParentBridgeOptions } from './parent-bridge'
import type { MessageEventTargetLike, PostMessageTargetLike } from './window-like'

describe('window-like types', () => {
  it('are satisfied by the real DOM types, so apps pass window and iframes as they are', () => {
    expectTypeOf<Window>().toExtend<MessageEventTargetLike>()
    expectTypeOf<Window>().toExtend<PostMessageTargetLike>()
    expectTypeOf<{
      iframe: HTMLIFrameElement
      previewOrigin: string
    }>().toExtend<ParentBridgeOptions>()
    expectTypeOf<{
      targetWindow: Window
      previewOrigin: string
    }>().toExtend<ParentBridgeOptions>()
  })
})
