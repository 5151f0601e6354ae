import { defineProjectConfig } from '@splendid/vitest-config'

export default defineProjectConfig({
  test: {
    // Integration files each start their own backends (PGlite and PostgreSQL); running them one
    // at a time keeps the shared 2-core machine responsive.
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
})
