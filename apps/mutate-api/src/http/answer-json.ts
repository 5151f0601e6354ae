import type { Lookups, LookupsChange, MutationResponse } from '@splendid/change-items'

/**
 * The JSON text of each lookup entry, by object. Entries are immutable and shared between the
 * index's versions of a file (an attribute change rebuilds only the changed element's entry, an
 * undo puts back the entries of the text before), so most of an answer's entries — the bulk of
 * its bytes — were serialised for an earlier answer already. Held weakly: an entry no version
 * keeps any more takes its text with it.
 */
const entryJson = new WeakMap<object, string>()

function jsonOf(entry: object): string {
  let json = entryJson.get(entry)
  if (json === undefined) {
    json = JSON.stringify(entry)
    entryJson.set(entry, json)
  }
  return json
}

function recordJson(record: Readonly<Record<string, object>>): string {
  let json = ''
  for (const key in record) {
    const value = record[key]
    if (value === undefined) continue
    json += `${json === '' ? '' : ','}${JSON.stringify(key)}:${jsonOf(value)}`
  }
  return `{${json}}`
}

/** The JSON text of lookups or a change of them (what `JSON.stringify` gives, entries once). */
export function lookupsJson(lookups: Lookups | LookupsChange): string {
  let rest = ''
  for (const [key, value] of Object.entries(lookups)) {
    if (key === 'treeElements' || key === 'scopes' || value === undefined) continue
    rest += `,${JSON.stringify(key)}:${JSON.stringify(value)}`
  }
  return `{"treeElements":${recordJson(lookups.treeElements)},"scopes":${recordJson(lookups.scopes)}${rest}}`
}

/** The JSON text of a mutation's answer (what `JSON.stringify` gives, entries serialised once). */
export function mutationResponseJson(response: MutationResponse): string {
  return `{"activityId":${JSON.stringify(response.activityId)},"prevIdToNewIdMap":${JSON.stringify(response.prevIdToNewIdMap)},"changedFiles":${JSON.stringify(response.changedFiles)},"lookups":${lookupsJson(response.lookups)}}`
}
