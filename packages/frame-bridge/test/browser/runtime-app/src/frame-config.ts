// Runs before the frame script (module order): the editor stand-in is served from this origin.
;(globalThis as { __SPLENDID_FRAME_CONFIG__?: unknown }).__SPLENDID_FRAME_CONFIG__ = {
  allowedParentOrigins: [location.origin],
  devHostSuffix: '127.0.0.1',
  stagingHostSuffix: null,
}
