import type { ViteUserConfig } from 'vitest/config'

/** The Vitest settings every package shares. */
export declare const sharedConfig: ViteUserConfig
/** Merges package-specific settings over the shared ones. */
export declare function defineProjectConfig(config?: ViteUserConfig): ViteUserConfig
