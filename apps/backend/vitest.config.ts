import { defineProjectConfig } from '@splendid/vitest-config'

export default defineProjectConfig({
  resolve: {
    // supabase/functions import npm packages the Deno way (`npm:@supabase/supabase-js@2`);
    // tests that import a function file directly resolve them from node_modules.
    alias: [{ find: /^npm:((?:@[^/@]+\/)?[^/@]+)@[^/]*$/, replacement: '$1' }],
  },
  test: {
    // Integration files each start their own backends (PGlite and PostgreSQL); running them one
    // at a time keeps the shared 2-core machine responsive.
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
})
