import { describe, expect, it, vi } from 'vitest'

const client = vi.hoisted(() => ({ auth: {}, from: () => undefined }))
vi.mock('./supabase-client', () => ({ supabase: client }))

import { loadSupabase } from './load-supabase'

describe('loadSupabase', () => {
  it('resolves to the one client that supabase-client.ts creates', async () => {
    await expect(loadSupabase()).resolves.toBe(client)
  })

  it('gives every caller the same client', async () => {
    const [first, second] = await Promise.all([loadSupabase(), loadSupabase()])
    expect(first).toBe(second)
  })
})
