/**
 * A local stand-in for Algolia's search, indexing and insights APIs, for tests: listens on 127.0.0.1 only, answers
 * searches from a small fixed record set, keeps the indexes written to it in memory, records every request and
 * event, and can fail or delay on demand. What each endpoint does:
 * docs/sections/scripts-and-tests.md, "The Algolia backend without Algolia".
 *
 * Run alone: `npx tsx scripts/algolia-stub.ts [port]`.
 */
import http from 'node:http'
import { createHash } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { apiRoute, versionBasePath, versionDocsTag } from '../src/sections/api/options'
import { signatureTypes } from '../src/sections/search/client/signature'
import type { SignatureTypes } from '../src/sections/search/client/types'

export interface StubRequest {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
  body: unknown
  /** Milliseconds since the stub started, when the request arrived. */
  at: number
}

/** One insights event as posted by search-insights, with when it arrived. */
export interface StubEvent {
  eventType: string
  eventName: string
  index?: string
  queryID?: string
  objectIDs?: string[]
  positions?: number[]
  userToken?: string
  at: number
  [key: string]: unknown
}

export interface StubControl {
  failAll: boolean
  delayMs: number
  /** Answers HTTP 500, once, to the n-th batch write (1 for the first) counted since the stub started or was reset. */
  failBatch: number | null
}

/** An index as the stub keeps it: its records by objectID, its settings, rules and synonyms. */
export interface StubIndex {
  records: Map<string, Record<string, unknown>>
  settings: Record<string, unknown>
  rules: unknown[]
  synonyms: unknown[]
}

export interface AlgoliaStub {
  port: number
  /** Date.now() when the stub started: `at` of requests and events counts from here. */
  startedAt: number
  requests: StubRequest[]
  events: StubEvent[]
  control: StubControl
  /** The indexes written through the indexing endpoints, by name (searches answer from the stub's records, not these). */
  indexes: Map<string, StubIndex>
  /** Forgets recorded requests and events and the indexes written, and restores normal answers. */
  reset(): void
  close(): Promise<void>
}

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6'
export interface StubRecord {
  objectID: string
  url: string
  type: string
  content: string | null
  hierarchy: Record<Level, string | null>
  language: string
  docs_tag: string
  kind: string
  name: string
  symbol?: { qualifiedName: string; kind: string; signatures: string[]; urls: string[]; owner: string | null; brief: string; bases?: string[][]; private?: true; visibleName?: string }
  signatureTypes?: SignatureTypes
}

const h = (lvl0: string, lvl1: string | null, lvl2: string | null = null): Record<Level, string | null> => ({
  lvl0, lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null,
})

const VEC3_URL = apiRoute('classes', 'helios', 'math', 'vec3')

/**
 * The records the stub searches: API symbols, prose, and records of another language and docs tag that filters must
 * drop. A function's types are read from its signatures as the build reads them (node/symbolRecords.ts).
 */
export const STUB_RECORDS: StubRecord[] = withTypes([
  {
    objectID: 'sym-vec3', url: VEC3_URL, type: 'lvl1', content: 'A three-component vector of floats.',
    hierarchy: h('API reference', 'helios::math::vec3'), language: 'en', docs_tag: 'default', kind: 'class', name: 'vec3',
    symbol: { qualifiedName: 'helios::math::vec3', kind: 'class', signatures: ['struct vec3'], urls: [VEC3_URL], owner: 'helios::math', brief: 'A three-component vector of floats.' },
  },
  {
    objectID: 'sym-vec3-dot', url: `${VEC3_URL}#dot`, type: 'lvl2', content: 'Dot product of two vectors.',
    hierarchy: h('API reference', 'helios::math::vec3', 'helios::math::vec3::dot'), language: 'en', docs_tag: 'default', kind: 'member', name: 'dot',
    symbol: {
      qualifiedName: 'helios::math::vec3::dot', kind: 'function',
      signatures: ['float dot(const vec3 &a, const vec3 &b)', 'float dot(const vec3 &other) const'],
      urls: [`${VEC3_URL}#dot`, `${VEC3_URL}#dot-1`], owner: 'helios::math::vec3', brief: 'Dot product of two vectors.',
    },
  },
  {
    objectID: 'sym-vec3-lerp', url: `${VEC3_URL}#lerp`, type: 'lvl2', content: 'Linear interpolation <a, b> & t.',
    hierarchy: h('API reference', 'helios::math::vec3', 'helios::math::vec3::lerp'), language: 'en', docs_tag: 'default', kind: 'member', name: 'lerp',
    symbol: {
      qualifiedName: 'helios::math::vec3::lerp', kind: 'function', signatures: ['template <typename T> vec3 lerp(const vec3 &a, const vec3 &b, T t)'],
      urls: [`${VEC3_URL}#lerp`], owner: 'helios::math::vec3', brief: 'Linear interpolation <a, b> & t.',
    },
  },
  // A class and the class it derives from: `PointLight::setColor` finds Light's member through the base.
  ...lightRecords(),
  // The same class in the first release: only a search from that release's pages (its docs tag) finds it.
  {
    objectID: 'sym-vec3-0.1.0', url: `${versionBasePath('0.1.0')}classes/helios/math/vec3/`, type: 'lvl1', content: 'A three-component vector of floats, as released in 0.1.0.',
    hierarchy: h('API reference', 'helios::math::vec3'), language: 'en', docs_tag: versionDocsTag('0.1.0'), kind: 'class', name: 'vec3',
    symbol: { qualifiedName: 'helios::math::vec3', kind: 'class', signatures: ['struct vec3'], urls: [`${versionBasePath('0.1.0')}classes/helios/math/vec3/`], owner: 'helios::math', brief: 'A three-component vector of floats, as released in 0.1.0.' },
  },
  {
    objectID: 'vec3-fr', url: '/fr/vec3/', type: 'lvl1', content: null, hierarchy: h('Référence', 'vec3 (français)'),
    language: 'fr', docs_tag: 'default', kind: 'page', name: 'vec3',
  },
  {
    objectID: 'vec3-other-docs', url: '/other/vec3/', type: 'lvl1', content: null, hierarchy: h('Other docs', 'vec3 elsewhere'),
    language: 'en', docs_tag: 'docs-other-current', kind: 'page', name: 'vec3',
  },
  // Thirty devlog paragraphs: a query for "devlog" has more hits than one page of insights ids.
  ...Array.from({ length: 30 }, (_, i): StubRecord => ({
    objectID: `devlog-${i}`, url: `/devlog/stub-post-${i}/#p${i}`, type: 'content',
    content: `Devlog paragraph ${i} about rendering with helios.`, hierarchy: h('Devlog', `Stub post ${i}`),
    language: 'en', docs_tag: 'devlog', kind: 'post', name: `Stub post ${i}`,
  })),
])

function lightRecords(): StubRecord[] {
  const light = apiRoute('classes', 'helios', 'scene', 'Light')
  const point = apiRoute('classes', 'helios', 'scene', 'PointLight')
  const cls = (id: string, name: string, url: string, brief: string, bases?: string[][]): StubRecord => ({
    objectID: id, url, type: 'lvl1', content: brief, hierarchy: h('API reference', name), language: 'en', docs_tag: 'default', kind: 'class', name: name.split('::').pop()!,
    symbol: { qualifiedName: name, kind: 'class', signatures: [`class ${name.split('::').pop()}`], urls: [url], owner: 'helios::scene', brief, ...(bases ? { bases } : {}) },
  })
  const fn = (id: string, owner: string, url: string, name: string, signature: string, brief: string, access: { private?: true } = {}): StubRecord => ({
    objectID: id, url: `${url}#${name.toLowerCase()}`, type: 'lvl2', content: brief, hierarchy: h('API reference', owner, `${owner}::${name}`), language: 'en', docs_tag: 'default', kind: 'member', name,
    symbol: { qualifiedName: `${owner}::${name}`, kind: 'function', signatures: [signature], urls: [`${url}#${name.toLowerCase()}`], owner, brief, ...access },
  })
  return [
    cls('sym-light', 'helios::scene::Light', light, 'A light source of a scene.'),
    fn('sym-light-setcolor', 'helios::scene::Light', light, 'setColor', 'void setColor(const vec3 &color)', 'Sets the colour the light emits.'),
    fn('sym-light-ctor', 'helios::scene::Light', light, 'Light', 'Light()', 'Makes a white light.'),
    fn('sym-light-update', 'helios::scene::Light', light, 'updateShadow', 'void updateShadow()', 'Redraws the shadow map.', { private: true }),
    cls('sym-pointlight', 'helios::scene::PointLight', point, 'A light that shines from a point in every direction.', [['helios::scene::Light']]),
    fn('sym-pointlight-setradius', 'helios::scene::PointLight', point, 'setRadius', 'void setRadius(float radius)', 'Sets how far the light reaches.'),
  ]
}

function withTypes(records: StubRecord[]): StubRecord[] {
  return records.map((r) => {
    const types = r.symbol?.kind === 'function' ? signatureTypes(r.symbol.signatures, new Map(), new Map()) : undefined
    return types ? { ...r, signatureTypes: types } : r
  })
}

/** The first hit of a "vec3" query (kept for the client tests). */
export const STUB_HIT = STUB_RECORDS[0]!

const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function textOf(r: StubRecord): string {
  return [...Object.values(r.hierarchy), r.content, r.symbol?.qualifiedName].filter(Boolean).join(' ')
}

function highlight(value: string, terms: string[], pre: string, post: string) {
  const matched: string[] = []
  const out = value.replace(/[\p{L}\p{N}_]+|[^\p{L}\p{N}_]+/gu, (part) => {
    const lower = part.toLowerCase()
    const term = terms.find((t) => lower.startsWith(t))
    if (!term || !/[\p{L}\p{N}_]/u.test(part[0]!)) return escapeHtml(part)
    matched.push(term)
    return `${pre}${escapeHtml(part.slice(0, term.length))}${post}${escapeHtml(part.slice(term.length))}`
  })
  return { value: out, matchLevel: matched.length ? 'full' : 'none', matchedWords: [...new Set(matched)] }
}

function facetMatch(record: StubRecord, filters: unknown): boolean {
  if (!filters) return true
  const groups = (Array.isArray(filters) ? filters : [filters]) as Array<string | string[]>
  const one = (f: string) => {
    const i = f.indexOf(':')
    const attr = f.slice(0, i)
    const value = f.slice(i + 1)
    // A dotted attribute reads a nested field; an array matches when one of its values does (as in Algolia).
    let field: unknown = record
    for (const part of attr.split('.')) field = field && typeof field === 'object' ? (field as Record<string, unknown>)[part] : undefined
    return Array.isArray(field) ? field.some((v) => String(v) === value) : String(field) === value
  }
  return groups.every((g) => (Array.isArray(g) ? g.some(one) : one(g)))
}

/** A multi-query request in either shape: flat v5 fields, or { indexName, params } with params as object or query string. */
function paramsOf(r: Record<string, unknown>): Record<string, unknown> {
  const { params, ...rest } = r
  if (typeof params === 'string') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of new URLSearchParams(params)) {
      try {
        out[k] = JSON.parse(v)
      } catch {
        out[k] = v
      }
    }
    return { ...rest, ...out }
  }
  return { ...rest, ...((params as Record<string, unknown>) ?? {}) }
}

/** The queryID the stub gives a query's results (the same query, the same id). */
export function stubQueryID(indexName: string, query: string): string {
  return createHash('sha1').update(`${indexName}\u0000${query}`).digest('hex').slice(0, 32)
}

export function answerQuery(request: Record<string, unknown>, records: readonly StubRecord[] = STUB_RECORDS) {
  const p = paramsOf(request)
  const query = String(p.query ?? '')
  const terms = words(query)
  const pre = String(p.highlightPreTag ?? '<em>')
  const post = String(p.highlightPostTag ?? '</em>')
  const hitsPerPage = Number(p.hitsPerPage ?? 20)
  const page = Number(p.page ?? 0)
  const found = records.filter((r) => facetMatch(r, p.facetFilters)).filter((r) => {
    const own = words(textOf(r))
    return terms.every((t) => own.some((w) => w.startsWith(t)))
  })
  const hits = found.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((r) => ({
    ...r,
    _highlightResult: {
      hierarchy: Object.fromEntries(Object.entries(r.hierarchy).filter(([, v]) => v).map(([k, v]) => [k, highlight(v!, terms, pre, post)])),
      ...(r.content ? { content: highlight(r.content, terms, pre, post) } : {}),
    },
  }))
  return {
    hits,
    nbHits: found.length,
    page,
    nbPages: Math.ceil(found.length / hitsPerPage),
    hitsPerPage,
    processingTimeMS: 1,
    exhaustiveNbHits: true,
    query,
    params: '',
    index: String(p.indexName ?? ''),
    ...(p.clickAnalytics ? { queryID: stubQueryID(String(p.indexName ?? ''), query) } : {}),
  }
}

const emptyIndex = (): StubIndex => ({ records: new Map(), settings: {}, rules: [], synonyms: [] })

/**
 * Algolia's indexing endpoints over an in-memory set of indexes: batch writes, copy and move, settings, deletion,
 * browsing and task status. Every write is applied at once, so each task is published when it is first asked for.
 * Returns null for a path that is not one of them.
 */
function answerIndexing(
  indexes: Map<string, StubIndex>,
  nextTask: () => number,
  method: string,
  path: string,
  body: unknown,
): [number, unknown] | null {
  if (method === 'GET' && path === '/1/indexes') {
    const items = [...indexes].map(([name, index]) => ({ name, entries: index.records.size, updatedAt: new Date().toISOString() }))
    return [200, { items, nbPages: 1 }]
  }
  const match = /^\/1\/indexes\/([^/]+)(?:\/(.+))?$/.exec(path)
  if (!match || match[1] === '*') return null
  const name = decodeURIComponent(match[1]!)
  const rest = match[2] ?? ''
  const index = indexes.get(name)
  const missing = (): [number, unknown] => [404, { message: 'Index does not exist', status: 404 }]
  const task = (extra: Record<string, unknown>): [number, unknown] => [200, { taskID: nextTask(), ...extra }]
  const now = () => new Date().toISOString()

  if (method === 'DELETE' && rest === '') {
    indexes.delete(name)
    return task({ deletedAt: now() })
  }
  if (method === 'GET' && rest === 'settings') return index ? [200, index.settings] : missing()
  if (method === 'PUT' && rest === 'settings') {
    const target = index ?? emptyIndex()
    // Settings not named are kept; a null resets one to its default.
    for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
      if (value === null) delete target.settings[key]
      else target.settings[key] = value
    }
    indexes.set(name, target)
    return task({ updatedAt: now() })
  }
  if (method === 'POST' && rest === 'batch') {
    const target = index ?? emptyIndex()
    const objectIDs: string[] = []
    for (const { action, body: record } of (body as { requests?: Array<{ action: string; body?: Record<string, unknown> }> })?.requests ?? []) {
      const id = String(record?.objectID ?? '')
      if (action === 'addObject' || action === 'updateObject') {
        if (!id) return [400, { message: `stub: ${action} without an objectID`, status: 400 }]
        target.records.set(id, structuredClone(record!))
      } else if (action === 'deleteObject') target.records.delete(id)
      else if (action === 'clear') target.records.clear()
      else return [400, { message: `stub: batch action ${action} is not supported`, status: 400 }]
      objectIDs.push(id)
    }
    indexes.set(name, target)
    return task({ objectIDs })
  }
  if (method === 'POST' && rest === 'operation') {
    const { operation, destination, scope } = (body ?? {}) as { operation?: string; destination?: string; scope?: string[] }
    if (!destination || (operation !== 'copy' && operation !== 'move')) return [400, { message: 'stub: operation needs copy or move and a destination', status: 400 }]
    if (operation === 'move') {
      // A missing source is ignored; otherwise the destination becomes the source, whole.
      if (index) {
        indexes.set(destination, index)
        indexes.delete(name)
      }
      return task({ updatedAt: now() })
    }
    const source = index ? structuredClone(index) : emptyIndex()
    if (!scope?.length) {
      indexes.set(destination, source)
      return task({ updatedAt: now() })
    }
    // A scoped copy brings only those scopes over and leaves the destination's records as they are.
    const target = indexes.get(destination) ?? emptyIndex()
    if (scope.includes('settings')) target.settings = source.settings
    if (scope.includes('rules')) target.rules = source.rules
    if (scope.includes('synonyms')) target.synonyms = source.synonyms
    indexes.set(destination, target)
    return task({ updatedAt: now() })
  }
  if (method === 'POST' && rest === 'browse') {
    if (!index) return missing()
    const hits = [...index.records.values()]
    return [200, { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: hits.length, processingTimeMS: 1, query: '', params: '' }]
  }
  if (method === 'GET' && /^task\/\d+$/.test(rest)) return [200, { status: 'published' }]
  return null
}

/** `records`: what searches answer from (STUB_RECORDS unless given), e.g. a test library's symbol records. */
export function startAlgoliaStub(options: { port?: number; failFirst?: number; records?: readonly StubRecord[] } = {}): Promise<AlgoliaStub> {
  const started = Date.now()
  const requests: StubRequest[] = []
  const events: StubEvent[] = []
  const control: StubControl = { failAll: false, delayMs: 0, failBatch: null }
  const indexes = new Map<string, StubIndex>()
  let failures = options.failFirst ?? 0
  let batches = 0
  let tasks = 0
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const at = Date.now() - started
      const raw = Buffer.concat(chunks).toString('utf8')
      let body: unknown = raw
      try {
        body = raw ? JSON.parse(raw) : null
      } catch {
        /* keep the raw text */
      }
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
        'access-control-max-age': '600',
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors)
        res.end()
        return
      }
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body, at })
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { ...cors, 'content-type': 'application/json; charset=utf-8' })
        const text = JSON.stringify(payload)
        if (control.delayMs <= 0) {
          res.end(text)
          return
        }
        // A slow answer: the headers and a first byte of the body (JSON allows leading white space) go out at once,
        // since the browser client's connect timeout (1 s) runs until the response starts; the rest after the delay.
        res.write(' ')
        setTimeout(() => {
          if (!res.destroyed) res.end(text)
        }, control.delayMs)
      }
      if (failures > 0 || control.failAll) {
        if (failures > 0) failures--
        send(500, { message: 'stub: simulated server error', status: 500 })
        return
      }
      const path = (req.url ?? '').split('?')[0]!
      if (req.method === 'POST' && /^\/1\/indexes\/[^/]+\/batch$/.test(path) && ++batches === control.failBatch) {
        send(500, { message: `stub: batch write ${batches} failed on purpose`, status: 500 })
        return
      }
      const indexing = answerIndexing(indexes, () => ++tasks, req.method ?? '', path, body)
      if (indexing) {
        send(...indexing)
        return
      }
      if (req.method === 'POST' && path === '/1/indexes/*/queries') {
        const list = (body as { requests?: Array<Record<string, unknown>> })?.requests ?? []
        send(200, { results: list.map((r) => answerQuery(r, options.records)) })
        return
      }
      if (req.method === 'POST' && path === '/1/events') {
        for (const e of (body as { events?: StubEvent[] })?.events ?? []) events.push({ ...e, at })
        send(200, { status: 200, message: 'OK' })
        return
      }
      send(404, { message: `stub: no route for ${req.method} ${path}`, status: 404 })
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        port,
        startedAt: started,
        requests,
        events,
        control,
        indexes,
        reset() {
          requests.length = 0
          events.length = 0
          indexes.clear()
          batches = 0
          control.failAll = false
          control.delayMs = 0
          control.failBatch = null
        },
        close: () =>
          new Promise((r) => {
            server.closeAllConnections()
            server.close(() => r())
          }),
      })
    })
  })
}

if (process.argv[1] && /algolia-stub\.ts$/.test(process.argv[1])) {
  void startAlgoliaStub({ port: Number(process.argv[2] ?? 0) }).then((s) => console.log(`Algolia stub on http://127.0.0.1:${s.port}`))
}
