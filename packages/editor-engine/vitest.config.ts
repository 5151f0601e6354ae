import { defineProjectConfig } from '@splendid/vitest-config'

export default defineProjectConfig()
