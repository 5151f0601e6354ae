// What the codebase-ids plugin injects (`frameScript.src`): configuration, then the frame script.
import './frame-config'
import '../../../../src/runtime/frame-script'
