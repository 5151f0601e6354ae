import { inject, vi } from 'vitest'

// Point the app's own client at the backend of this run, then create it at once: env.ts reads
// the settings when first imported, and stubbed values are restored after each test.
const { url, anonKey } = inject('backend')
vi.stubEnv('VITE_SUPABASE_URL', url)
vi.stubEnv('VITE_SUPABASE_ANON_KEY', anonKey)
await import('../lib/supabase-client')
