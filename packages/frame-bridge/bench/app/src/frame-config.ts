;(globalThis as { __SPLENDID_FRAME_CONFIG__?: unknown }).__SPLENDID_FRAME_CONFIG__ = {
  allowedParentOrigins: [location.origin],
  devHostSuffix: '127.0.0.1',
  stagingHostSuffix: null,
}
