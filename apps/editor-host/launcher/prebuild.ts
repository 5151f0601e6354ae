// `pnpm build` (after `vite build`): bundles the frame script once, so that `splendid-editor`
// starts without bundling it (see `frameScriptCode`).
import { prebuildFrameScript } from './frame-script'

await prebuildFrameScript()
