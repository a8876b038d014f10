/**
 * A local stand-in for Algolia's search API, for tests: it listens on
 * 127.0.0.1 only, speaks POST /1/indexes/{*}/queries, records every request
 * (URL, headers, body) and answers with a fixed hit. `failFirst` makes it
 * answer HTTP 500 that many times first, to exercise host retries.
 *
 * Run alone: `npx tsx scripts/algolia-stub.ts [port]`.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StubRequest {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
  body: unknown
}

export interface AlgoliaStub {
  port: number
  requests: StubRequest[]
  close(): Promise<void>
}

export const STUB_HIT = {
  objectID: 'stub-1',
  url: '/docs/helios/classes/helios/math/vec3/',
  type: 'lvl1',
  content: null,
  hierarchy: { lvl0: 'API reference', lvl1: 'vec3', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  _highlightResult: { hierarchy: { lvl1: { value: '<mark>vec3</mark>', matchLevel: 'full', matchedWords: ['vec3'] } } },
}

export function startAlgoliaStub(options: { port?: number; failFirst?: number } = {}): Promise<AlgoliaStub> {
  const requests: StubRequest[] = []
  let failures = options.failFirst ?? 0
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      let body: unknown = raw
      try {
        body = raw ? JSON.parse(raw) : null
      } catch {
        /* keep the raw text */
      }
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
        res.end(JSON.stringify(payload))
      }
      if (failures > 0) {
        failures--
        send(500, { message: 'stub: simulated server error', status: 500 })
        return
      }
      const path = (req.url ?? '').split('?')[0]
      if (req.method === 'POST' && path === '/1/indexes/*/queries') {
        const list = (body as { requests?: Array<{ indexName: string; query?: string; params?: string; hitsPerPage?: number }> })?.requests ?? []
        send(200, {
          results: list.map((r) => ({
            hits: [STUB_HIT],
            nbHits: 1,
            page: 0,
            nbPages: 1,
            hitsPerPage: r.hitsPerPage ?? 20,
            processingTimeMS: 1,
            exhaustiveNbHits: true,
            query: r.query ?? '',
            params: '',
            index: r.indexName,
            queryID: 'stub-query-id',
          })),
        })
        return
      }
      send(404, { message: `stub: no route for ${req.method} ${path}`, status: 404 })
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({ port, requests, close: () => new Promise((r) => server.close(() => r())) })
    })
  })
}

if (process.argv[1] && /algolia-stub\.ts$/.test(process.argv[1])) {
  void startAlgoliaStub({ port: Number(process.argv[2] ?? 0) }).then((s) => console.log(`Algolia stub on http://127.0.0.1:${s.port}`))
}
