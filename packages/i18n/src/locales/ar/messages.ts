/*eslint-disable*/ import type { Messages } from '@lingui/core'
export const messages = JSON.parse(
  '{"8hwlOf":["التبديل إلى الإنجليزية"],"sEvfDI":["التبديل إلى العربية"]}',
) as Messages
