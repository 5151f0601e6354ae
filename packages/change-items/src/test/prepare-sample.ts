import type { ApiRequest } from '../api-request'
import type { ChangeItem } from '../change-item'
import { prepareApiRequest } from '../prepare-api-request'
import { sampleLookup } from './sample-items'

/** The canvas every prepareApiRequest scenario addresses. */
export const CANVAS = 'canvas-1'

/** `prepareApiRequest` of `item` for {@link CANVAS} against the sample lookup. */
export const prepare = (item: ChangeItem): ApiRequest<object> =>
  prepareApiRequest(item, CANVAS, sampleLookup)
