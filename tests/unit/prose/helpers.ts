import { readDoxygenFolder } from '../../../src/sections/api/model/model'
import { buildRoutes } from '../../../src/sections/api/model/routes'
import { resolveAll } from '../../../src/sections/api/model/resolve'
import { compoundPayloads, enumeratorPayloads, memberPayloads } from '../../../src/sections/api/node/nodes'
import { tableFromSymbols, type ApiSymbolNode } from '../../../src/sections/api/node/prose-build'
import type { SymbolTable } from '../../../src/sections/api/node/symbols'
import { apiOptions } from '../../../src/sections/api/options'

/** The symbol table the build would make of a doxygen XML folder (node ids are the doxygen refids here). */
export function tableFromXml(dir: string): SymbolTable {
  return tableFromSymbols(symbolNodesFromXml(dir))
}

/** What `allApiSymbol` answers for an XML folder: its compounds and members (ids are the refids). */
export function symbolNodesFromXml(dir: string): ApiSymbolNode[] {
  const { compounds, members } = nodesFromXml(dir)
  return [...compounds, ...members, ...enumeratorPayloads(members).map((e) => ({ ...e, id: e.refid }))].map((n) => ({ ...n, docsTag: apiOptions.docsTag }))
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
