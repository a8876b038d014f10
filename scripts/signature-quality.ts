/**
 * Signature search quality over queries made from a library's doxygen model (its functions' return and parameter
 * types, as doxygen gives them apart, not from the one-line declarations the records are made from): `-> R` for
 * each return type, `P ->` for each parameter type, `(P1, P2, …)` for each parameter list. A query's first hit is
 * right when the model says that function has the type(s) asked for, spelt so (scopes left out). Used by
 * `npm run bench:search` on the engine and on any sweep library (`--xml`).
 */
import { plainText } from '../src/sections/api/model/doc'
import { misreadFunction, splitQualified } from '../src/sections/api/model/routes'
import { CALLABLE_KINDS } from '../src/sections/search/client/symbolNames'
import { spellingKey, typeTokens } from '../src/sections/search/client/signature'
import type { FacetFilters, SearchClientLike } from '../src/sections/search/client/types'

const CLASS_LIKE = new Set(['class', 'struct', 'union', 'interface', 'exception'])

export type SignatureKind = 'returns' | 'takes' | 'params'

export interface SignatureQualityQuery {
  kind: SignatureKind
  query: string
  /** Qualified names of the functions the model says answer it. */
  expect: Set<string>
}

/** Words of a doxygen type text that are not the type: specifiers, and export macros in capitals. */
const NOT_TYPE = new Set(['static', 'virtual', 'inline', 'constexpr', 'consteval', 'explicit', 'friend', 'extern'])
function readerType(text: string): string {
  const tokens = typeTokens(text).filter((t) => !NOT_TYPE.has(t))
  // A pack's parameter (`Args &&...`) has its pattern's type, as the search records it.
  if (tokens.length > 1 && tokens.at(-1) === '...') tokens.pop()
  while (tokens.length > 1 && /^[A-Z][A-Z0-9_]{3,}$/.test(tokens[0]!) && /^[A-Za-z_]/.test(tokens[1]!)) tokens.shift()
  while (tokens.length > 1 && /^[A-Z][A-Z0-9_]{3,}$/.test(tokens.at(-1)!) && /^[\w>*&]/.test(tokens.at(-2)!)) tokens.pop()
  return spellingKey(tokens.join(' '))
}

/** The queries of an XML set, one per distinct type (or list), in a stable order. */
export async function signatureQualityQueries(xmlDir: string): Promise<SignatureQualityQuery[]> {
  const { readDoxygenFolder } = await import('../src/sections/api/model/model')
  const model = readDoxygenFolder(xmlDir, { warn: () => undefined })
  const byQuery = new Map<string, SignatureQualityQuery>()
  const add = (kind: SignatureKind, query: string, name: string) => {
    let q = byQuery.get(query)
    if (!q) { q = { kind, query, expect: new Set() }; byQuery.set(query, q) }
    q.expect.add(name)
  }
  for (const m of model.members.values()) {
    if (!CALLABLE_KINDS.has(m.kind) || /(^|::)@\d+/.test(m.qualifiedName)) continue
    // A macro call or a declaration doxygen misread as a function (no return type, no constructor) answers nothing.
    const owner = model.compounds.get(m.compoundId)
    if (misreadFunction({ name: m.name, returnType: plainText(m.type), owner: owner && CLASS_LIKE.has(owner.kind) ? splitQualified(owner.name).at(-1)?.replace(/\s*<.*$/s, '') : undefined })) continue
    // A variadic `...` and `(void)` are no parameter types; a function whose other parameters do not all read as types is left out.
    const typed = m.params.filter((p) => !p.array && !['void', '...'].includes(plainText(p.type).trim()))
    const params = typed.map((p) => readerType(plainText(p.type))).filter((t) => t && t !== 'void' && t !== '...')
    if (params.length !== typed.length) continue
    // `auto f() -> T` returns T; a deduced `auto` alone names no type a reader would ask for.
    let returns = readerType(plainText(m.type))
    if (returns === 'auto' || returns === 'decltype(auto)') {
      const trailing = /->\s*(.+?)\s*(?:=\s*(?:default|delete|0)|override|final)?\s*$/.exec(m.argsString)
      returns = trailing ? readerType(trailing[1]!) : ''
    }
    if (returns && /\w/.test(returns)) add('returns', `-> ${returns}`, m.qualifiedName)
    for (const p of new Set(params)) if (/\w/.test(p)) add('takes', `${p} ->`, m.qualifiedName)
    // An array parameter is not among the types read, so the list would not be the function's: no list query.
    if (params.length >= 2 && !m.params.some((p) => p.array)) add('params', `(${params.join(', ')})`, m.qualifiedName)
  }
  return [...byQuery.values()].sort((a, b) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : a.query < b.query ? -1 : a.query > b.query ? 1 : 0))
}

export interface SignatureReport {
  kind: SignatureKind
  total: number
  right: number
  misses: string[]
}

/** The share of queries whose first hit is a function the model says answers them, per kind. */
export async function measureSignatureQuality(client: SearchClientLike, queries: SignatureQualityQuery[], facetFilters: FacetFilters): Promise<SignatureReport[]> {
  const reports = new Map<SignatureKind, SignatureReport>()
  for (const q of queries) {
    const r = await client.search([{ indexName: 'helios', params: { query: q.query, hitsPerPage: 1, facetFilters } }])
    const first = r.results[0]!.hits[0]?.symbol?.qualifiedName
    const rep = reports.get(q.kind) ?? { kind: q.kind, total: 0, right: 0, misses: [] }
    rep.total++
    if (first && q.expect.has(first)) rep.right++
    else rep.misses.push(`${q.query} → ${first ?? 'nothing'} (expected ${[...q.expect].slice(0, 2).join(', ')}${q.expect.size > 2 ? ', …' : ''})`)
    reports.set(q.kind, rep)
  }
  return [...reports.values()]
}

export function formatSignatureQuality(reports: SignatureReport[]): string[] {
  const pct = (r: SignatureReport) => (r.total ? (100 * r.right) / r.total : 100).toFixed(2)
  return reports.map((r) => `  ${r.kind.padEnd(8)} ${String(r.total).padStart(5)} queries: first hit right ${pct(r)} %`)
}
