import { readDoxygenFolder } from '../../../src/sections/api/model/model'
import { buildRoutes } from '../../../src/sections/api/model/routes'
import { resolveAll } from '../../../src/sections/api/model/resolve'
import { compoundPayloads, enumeratorPayloads, memberPayloads } from '../../../src/sections/api/node/nodes'
import { symbolReads, tableFromSymbols, type SymbolReads } from '../../../src/sections/api/node/prose-build'
import { apiSymbolRow, type ApiSymbolRow } from '../../../src/sections/api/node/apiSymbols'
import { CURRENT_VERSION } from '../../../src/sections/api/model/versions'
import type { SymbolTable } from '../../../src/sections/api/node/symbols'
import { apiOptions } from '../../../src/sections/api/options'

/** The symbol table the build would make of a doxygen XML folder (node ids are the doxygen refids here). */
export function tableFromXml(dir: string): SymbolTable {
  return tableFromSymbols(symbolNodesFromXml(dir))
}

/** The API symbols the sourcing keeps for an XML folder (src/sections/api/node/apiSymbols.ts; ids are the refids here). */
export function symbolNodesFromXml(dir: string): ApiSymbolRow[] {
  const { compounds, members } = nodesFromXml(dir)
  const docsTag = apiOptions.docsTag
  return [
    ...compounds.map((c) => apiSymbolRow('DoxygenCompound', c.refid, CURRENT_VERSION, { ...c, docsTag }, [])),
    ...members.map((m) => apiSymbolRow('DoxygenMember', m.refid, CURRENT_VERSION, { ...m, docsTag }, [])),
    ...enumeratorPayloads(members).map((e) => apiSymbolRow('DoxygenEnumerator', e.refid, CURRENT_VERSION, { ...e, docsTag }, [])),
  ]
}

/** The reads of the link steps (src/sections/api/node/prose-build.ts), the symbols given; `onRead` is told of each read. */
export function readsOf(graphql: Parameters<typeof symbolReads>[0], symbols: readonly ApiSymbolRow[], onRead: () => void = () => {}): SymbolReads {
  return symbolReads(graphql, async () => (onRead(), [...symbols]))
}

/** The doxygen node payloads of an XML folder, as GraphQL would answer them (id = refid). */
export function nodesFromXml(dir: string) {
  const model = readDoxygenFolder(dir)
  const routes = buildRoutes(model, '/docs/helios/')
  resolveAll(model, routes, () => {})
  const compounds = compoundPayloads(model, routes).map((c) => ({ ...c, id: c.refid }))
  const members = memberPayloads(model, routes).map((m) => ({ ...m, id: m.refid }))
  return { compounds, members }
}
