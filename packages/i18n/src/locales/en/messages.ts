/*eslint-disable*/ import type { Messages } from '@lingui/core'
export const messages = JSON.parse(
  '{"8hwlOf":["Switch to English"],"sEvfDI":["Switch to Arabic"]}',
) as Messages
