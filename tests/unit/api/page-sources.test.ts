import { test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import { sourceNodes } from '../../../src/sections/api/node/transformer'
import { apiPageSources } from '../../../src/sections/api/node/pageSources'
import { apiOptions } from '../../../src/sections/api/options'
import { emptyDataLayer, writeXmlFolder } from './helpers'

type Node = { id: string; internal: { type: string }; route?: string; xmlFile?: string }

test("a page's source, as a message about the built page names it, comes from what the sourcing kept", async () => {
  const dir = writeXmlFolder([
    { id: 'classa', kind: 'class', name: 'ns::A' },
    { id: 'structb', kind: 'struct', name: 'ns::B' },
  ])
  const { cache } = emptyDataLayer()
  const nodes: Node[] = []
  const activity = { start() {}, end() {}, setStatus() {} }
  const reporter = { activityTimer: () => activity, warn() {}, info() {}, panic: (m: string) => { throw new Error(m) } }
  const actions = { createNode: async (n: Node) => void nodes.push(n), enableStatefulSourceNodes() {} }
  await (sourceNodes as unknown as (a: unknown, o: unknown) => Promise<void>)(
    { actions, reporter, cache, getNodesByType: () => [], createNodeId: (k: string) => k },
    { path: dir, basePath: apiOptions.basePath, linkCheck: false, source: null, plugins: [] },
  )
  const compounds = nodes.filter((n) => n.internal.type === 'DoxygenCompound' && n.route)
  assert.equal(compounds.length, 2)
  const list = `${apiOptions.basePath}indices/classes/all/`
  const routes = [...compounds.map((c) => c.route!), `${compounds[0].route}2/`, list, '/devlog/']
  const sources = await apiPageSources(() => cache, routes, { current: dir, releases: null })
  // The folder is outside the site, so messages name it in full.
  const named = (file: string) => path.join(dir, file)
  for (const c of compounds) assert.equal(sources.get(c.route!), named(c.xmlFile!), c.route)
  // A part of a split page is made from its compound's file; a list from the version's index; a post is not the API's.
  assert.equal(sources.get(`${compounds[0].route}2/`), named(compounds[0].xmlFile!))
  assert.equal(sources.get(list), named('index.xml'))
  assert.equal(sources.has('/devlog/'), false)
})

test('page sources asked of a cache no sourcing wrote: an error that says so', async () => {
  const { cache } = emptyDataLayer()
  await assert.rejects(apiPageSources(() => cache, ['/docs/helios/'], { current: '/x', releases: null }), /no API page sources .* sourceNodes did not run to the end/)
})
