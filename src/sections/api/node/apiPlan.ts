/**
 * What the API's page plan (createPages) and sidebars read of every version: each compound's and member's fields
 * the plan, the indices and the sidebar need, and which versions have xref lists, a changes page and a coverage
 * page. Made by the sourcing from the payloads the nodes are made of and kept in the transformer's cache beside
 * the API symbols (./apiSymbols.ts), so createPages reads no node back (docs/sections/api.md, "The API symbols").
 */
import type { CompoundNode, LocationPayload } from '../model/apiShape'
import type { IndexCompound, IndexMember } from './indices'
import type { SidebarCompound } from './sidebar'
import { API_SYMBOLS_CACHE } from './apiSymbols'
import { getSliced, type ValueCache } from '../../../shell/server/slicedCache'

/** A compound as the plan reads it (model/apiShape.ts, DoxygenCompound). */
export type PlanCompound = IndexCompound &
  SidebarCompound &
  Pick<CompoundNode, 'title' | 'shortName' | 'briefText' | 'parentId' | 'readmeNumber' | 'version' | 'versionIds' | 'listingLineCount'> & { location: Pick<LocationPayload, 'file'> | null }

/** A member as the plan reads it. */
export type PlanMember = IndexMember & { version: string }

export interface ApiPlan {
  /** The digest of the sourcing's inputs, as the API symbols'. */
  stamp: string
  compounds: PlanCompound[]
  members: PlanMember[]
  xrefs: Array<{ version: string; list: string; title: string }>
  changes: Array<{ version: string; previous: string | null }>
  coverage: Array<{ version: string }>
}

/**
 * The fields of each node type the plan holds, written as a GraphQL selection: the sourcing picks them from each
 * payload (`selectFields`), and the contract test asks GraphQL the same selection of the nodes and compares.
 */
export const PLAN_SELECTIONS = {
  DoxygenCompound: 'version versionIds { version id } refid kind name title shortName route briefText parentId readmeNumber xmlFile location { file } innerClasses { refid } sections { memberIds } listingLineCount',
  DoxygenMember: 'version refid kind name qualifiedName href briefText compoundId argsString enumValues { name anchor }',
  DoxygenXrefItem: 'version list title',
  DoxygenVersionChanges: 'version previous',
  DoxygenCoverage: 'version',
} as const

export type PlanType = keyof typeof PLAN_SELECTIONS

export const API_PLAN_CACHE = API_SYMBOLS_CACHE
export const API_PLAN_KEY = 'doxygen-api-plan'

type Selection = Array<[string, Selection | null]>

/** A selection (`a b { c d }`) as its fields, each with the selection of its subfields or null. */
function parseSelection(text: string): Selection {
  const tokens = text.match(/[{}]|[^\s{}]+/g) ?? []
  let at = 0
  const read = (): Selection => {
    const out: Selection = []
    while (at < tokens.length && tokens[at] !== '}') {
      const name = tokens[at++]
      if (name === '{') throw new Error(`a selection opens a brace without a field: ${text}`)
      if (tokens[at] === '{') {
        at++
        out.push([name, read()])
        if (tokens[at++] !== '}') throw new Error(`a selection's brace is not closed: ${text}`)
      } else out.push([name, null])
    }
    return out
  }
  const fields = read()
  if (at !== tokens.length) throw new Error(`a selection closes a brace it did not open: ${text}`)
  return fields
}

const parsed = new Map<string, Selection>()

/** The value with the fields of `selection` only, as a GraphQL query of them answers: missing fields are null. */
export function selectFields(value: unknown, selection: string): unknown {
  let fields = parsed.get(selection)
  if (!fields) parsed.set(selection, (fields = parseSelection(selection)))
  return pick(value, fields)
}

function pick(value: unknown, fields: Selection): unknown {
  if (value === null || value === undefined) return null
  if (Array.isArray(value)) return value.map((v) => pick(v, fields))
  const source = value as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const [name, sub] of fields) out[name] = sub ? pick(source[name], sub) : (source[name] ?? null)
  return out
}

/** Reads the plan the last sourcing kept; `getCache` is the one every Gatsby hook receives. */
export async function loadApiPlan(getCache: (name: string) => ValueCache): Promise<ApiPlan> {
  const kept = (await getSliced(getCache(API_PLAN_CACHE), API_PLAN_KEY)) as ApiPlan | undefined
  if (!kept) throw new Error(`no API page plan in the cache of ${API_PLAN_CACHE}: its sourceNodes did not run to the end`)
  return kept
}
