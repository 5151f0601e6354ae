// `pnpm build` (after `vite build`): bundles the launcher and the frame script once, so that
// `splendid-editor` starts without compiling its TypeScript or bundling the frame script (see
// `bin/splendid-editor.mjs` and `frameScriptCode`).
import { prebuildFrameScript } from './frame-script'
import { prebuildLauncher } from './prebuild-launcher'

await prebuildLauncher()
await prebuildFrameScript()
