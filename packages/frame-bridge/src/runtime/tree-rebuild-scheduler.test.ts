// @vitest-environment jsdom
import { createOverlay } from '@splendid/overlay'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  HOT_RELOAD_REFRESH_DELAY_MS,
  NAV_TREE_REBUILD_DELAY_MS,
  scheduleTreeRebuilds,
} from './tree-rebuild-scheduler'

describe('scheduleTreeRebuilds', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('rebuilds 300 ms after app mutations and ignores the runtime own changes', async () => {
    vi.useFakeTimers()
    document.body.innerHTML = '<div class="a"></div>'
    const rebuild = vi.fn()
    const scheduler = scheduleTreeRebuilds(window, rebuild, vi.fn())
    const overlay = createOverlay()
    const div = document.querySelector('div.a') as HTMLElement
    div.classList.add('arb89-styling-x')
    div.setAttribute('data-arb89-hidden', '')
    await Promise.resolve()
    await vi.advanceTimersByTimeAsync(NAV_TREE_REBUILD_DELAY_MS + 10)
    expect(rebuild).not.toHaveBeenCalled()
    div.append(document.createElement('span'))
    await Promise.resolve()
    await vi.advanceTimersByTimeAsync(NAV_TREE_REBUILD_DELAY_MS - 10)
    expect(rebuild).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(20)
    expect(rebuild).toHaveBeenCalledTimes(1)
    overlay.destroy()
    scheduler.stop()
  })

  it('rebuilds at the next frame while the tree shows none of the app (its first render), then after 300 ms', async () => {
    vi.useFakeTimers()
    document.head.innerHTML = ''
    document.body.innerHTML = '<div id="root"></div>'
    let showsApp = false
    const rebuild = vi.fn(() => {
      showsApp = document.querySelector('#root main') !== null
    })
    const scheduler = scheduleTreeRebuilds(window, rebuild, vi.fn(), () => showsApp)
    // A style sheet injected into the head (Vite's CSS) is no first render, nor the overlay.
    document.head.append(document.createElement('style'))
    const overlay = createOverlay()
    await vi.advanceTimersByTimeAsync(20)
    expect(rebuild).not.toHaveBeenCalled()
    // Two renders within a frame: one rebuild.
    document.querySelector('#root')?.append(document.createElement('main'))
    await Promise.resolve()
    document.querySelector('main')?.append(document.createElement('h1'))
    await vi.advanceTimersByTimeAsync(20)
    expect(rebuild).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(NAV_TREE_REBUILD_DELAY_MS)
    expect(rebuild).toHaveBeenCalledTimes(2)
    // Once the app is shown, a change waits the 300 ms again.
    document.querySelector('main')?.append(document.createElement('p'))
    await vi.advanceTimersByTimeAsync(20)
    expect(rebuild).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(NAV_TREE_REBUILD_DELAY_MS)
    expect(rebuild).toHaveBeenCalledTimes(3)
    overlay.destroy()
    scheduler.stop()
  })

  it('tells app class changes from runtime ones and from a mere reordering', async () => {
    vi.useFakeTimers()
    document.body.innerHTML = '<p class=" tempo-1 a  b "></p>'
    const rebuild = vi.fn()
    const scheduler = scheduleTreeRebuilds(window, rebuild, vi.fn())
    const p = document.querySelector('p') as HTMLElement
    p.className = 'b arb89-styling-x a tempo-1'
    await vi.advanceTimersByTimeAsync(NAV_TREE_REBUILD_DELAY_MS + 10)
    expect(rebuild).not.toHaveBeenCalled()
    p.className = 'b a tempo-1 c'
    await vi.advanceTimersByTimeAsync(NAV_TREE_REBUILD_DELAY_MS + 10)
    expect(rebuild).toHaveBeenCalledTimes(1)
    scheduler.stop()
  })

  it('refreshes 1 s after hot reloading stops unless a refresh happened', async () => {
    vi.useFakeTimers()
    const refresh = vi.fn()
    const scheduler = scheduleTreeRebuilds(window, vi.fn(), refresh)
    scheduler.hotReload('start')
    scheduler.hotReload('end')
    await vi.advanceTimersByTimeAsync(HOT_RELOAD_REFRESH_DELAY_MS)
    expect(refresh).toHaveBeenCalledTimes(1)
    scheduler.hotReload('start')
    scheduler.hotReload('end')
    scheduler.refreshed()
    await vi.advanceTimersByTimeAsync(HOT_RELOAD_REFRESH_DELAY_MS)
    expect(refresh).toHaveBeenCalledTimes(1)
    scheduler.stop()
  })

  it('still refreshes when the hot reload itself rebuilt the tree (the stand-ins must go)', async () => {
    vi.useFakeTimers()
    const refresh = vi.fn()
    const rebuild = vi.fn()
    const scheduler = scheduleTreeRebuilds(window, rebuild, refresh)
    scheduler.hotReload('start')
    document.body.append(document.createElement('p'))
    scheduler.hotReload('end')
    await vi.advanceTimersByTimeAsync(HOT_RELOAD_REFRESH_DELAY_MS)
    expect(rebuild).toHaveBeenCalledTimes(1)
    expect(refresh).toHaveBeenCalledTimes(1)
    scheduler.stop()
  })

  it('treats a visible build-watcher container as hot reloading', async () => {
    vi.useFakeTimers()
    document.body.innerHTML = '<div id="__next-build-watcher"></div>'
    const refresh = vi.fn()
    const rebuild = vi.fn()
    const scheduler = scheduleTreeRebuilds(window, rebuild, refresh)
    const watcher = document.getElementById('__next-build-watcher') as HTMLElement
    watcher.classList.add('visible')
    await vi.advanceTimersByTimeAsync(10)
    watcher.classList.remove('visible')
    await vi.advanceTimersByTimeAsync(10)
    await vi.advanceTimersByTimeAsync(HOT_RELOAD_REFRESH_DELAY_MS - 100)
    expect(refresh).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(100)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(rebuild).not.toHaveBeenCalled()
    scheduler.stop()
  })
})
