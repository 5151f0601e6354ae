export type { Activity, ActivityStoreOptions } from './activities/activity-store'
export {
  ACTIVITY_LOG,
  ActivityStore,
  COMPACTION_TEMP,
  DEFAULT_COMPACT_MIN_BYTES,
  DEFAULT_MAX_ACTIVITIES,
} from './activities/activity-store'
export { DataDirLockedError, LOCK_FILE } from './activities/data-dir-lock'
export type { ActivityFile, FilePatch } from './activities/file-change'
export type { CanvasOptions, PlanChange } from './canvas'
export { Canvas } from './canvas'
export type { MutateApiEnv } from './env'
export { readEnv } from './env'
export { MUTATE_SUFFIXES, planFor } from './http/mutate-routes'
export type { MutateErrorCode } from './mutate-error'
export { isMutateError, MutateError } from './mutate-error'
export { ProjectRoot } from './project-root'
export type { ServerOptions } from './server'
export { buildServer, TOKEN_HEADER } from './server'
export { cssToTailwind } from './styling/css-to-tailwind'
export type { WarmUpCall, WarmUpOptions, WarmUpReport } from './warm-up'
export { WARM_UP_CANVAS_ID, warmUp } from './warm-up'
