import { createClient } from '@supabase/supabase-js'
import { expect, test } from 'vitest'
import { publicObjectUrl } from './public-object-url'
import { SUPABASE_URL } from './supabase-url'

test('builds the same public URL as supabase-js getPublicUrl', () => {
  const storage = createClient(SUPABASE_URL, 'anon-key').storage.from('course-covers')
  for (const path of ['business-english.webp', '/nested/a cover.png', 'عربي/غلاف.webp']) {
    expect(publicObjectUrl('course-covers', path)).toBe(storage.getPublicUrl(path).data.publicUrl)
  }
})
