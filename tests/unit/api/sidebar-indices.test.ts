import { test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import { readDoxygenFolder } from '../../../src/sections/api/node/model'
import { buildRoutes } from '../../../src/sections/api/node/routes'
import { resolveAll } from '../../../src/sections/api/node/resolve'
import { compoundPayloads, memberPayloads } from '../../../src/sections/api/node/nodes'
import { buildApiSidebar, pruneSidebar } from '../../../src/sections/api/node/sidebar'
import { buildIndexEntries } from '../../../src/sections/api/node/indices'
import type { SidebarNode } from '../../../src/shell/components/Sidebar'

const model = readDoxygenFolder(path.resolve(__dirname, '../../fixtures/doxygen/xml'))
const routes = buildRoutes(model, '/docs/helios/')
resolveAll(model, routes, () => {})
const compounds = compoundPayloads(model, routes)
const members = memberPayloads(model, routes)
const sidebar = buildApiSidebar(
  compounds.filter((c) => c.kind !== 'page').map((c) => ({ ...c, path: c.location?.file ?? null })),
  '/docs/helios/',
  ['todo', 'deprecated'],
)
const hrefs = (nodes: SidebarNode[]): string[] => nodes.flatMap((n) => [...(n.href ? [n.href] : []), ...hrefs(n.items ?? [])])

test('the API sidebar has namespaces, classes, files, folders, indices and the to-do list', () => {
  assert.deepEqual(sidebar.map((n) => n.label), ['API overview', 'Namespaces', 'Classes', 'Files', 'Folders', 'Indices', 'To-do list', 'Deprecated list'])
  const all = hrefs(sidebar)
  for (const c of compounds.filter((x) => ['class', 'struct', 'union', 'namespace', 'file', 'dir'].includes(x.kind))) assert.ok(all.includes(c.route), c.route)
  const classes = sidebar.find((n) => n.label === 'Classes')!
  assert.deepEqual(classes.items!.map((n) => n.label), ['acme::core', 'acme::render'])
  assert.deepEqual(classes.items![0].items!.map((n) => n.label), ['Vector', 'Vector::Iterator', 'Vector< float, 3 >'])
  assert.equal(new Set(all.filter((h) => h.includes('/indices/'))).size, 24 + 1)
})

test('the server-rendered sidebar keeps only the branch of the current page', () => {
  const pruned = pruneSidebar(sidebar, '/docs/helios/classes/acme/core/vector/')
  const classes = pruned.find((n) => n.label === 'Classes')!
  assert.equal(classes.items!.length, 2)
  assert.ok(classes.items![0].items!.some((n) => n.href === '/docs/helios/classes/acme/core/vector/'))
  assert.deepEqual(classes.items![1].items, [])
  assert.deepEqual(pruned.find((n) => n.label === 'Files')!.items, [])
})

test('index entries: class, file and namespace members by kind, enumerators, sorted by name', () => {
  const e = buildIndexEntries(
    compounds.map((c) => ({ ...c, innerClasses: c.innerClasses.map((r) => ({ refid: r.refid })) })),
    members,
  )
  assert.deepEqual(e.classes.classes.map((x) => x.name), ['acme::core::Vector', 'acme::core::Vector::Iterator', 'acme::core::Vector< float, 3 >', 'acme::render::Mesh', 'acme::render::Resource', 'acme::render::Value', 'acme::render::Vertex'])
  assert.deepEqual(e.classes.enumvalues.map((x) => x.name), ['X', 'Y', 'Z'])
  assert.ok(e.classes.functions.some((x) => x.name === 'scale()'))
  assert.ok(e.classes.functions.some((x) => x.name === 'operator+()'), 'friend functions count as functions')
  assert.deepEqual(e.files.defines.map((x) => x.name), ['ACME_MAX', 'ACME_VERSION'])
  assert.deepEqual(e.namespaces.functions.map((x) => x.name), ['clamp()', 'clamp()', 'dot()', 'init()'])
  assert.ok(e.files.functions.some((x) => x.name === 'dot()'), 'files list the namespace functions declared in them')
  assert.deepEqual(e.namespaces.defines, [])
  assert.deepEqual(e.namespaces.typedefs.map((x) => x.name), ['Index', 'LegacyIndex'])
  for (const list of Object.values(e.namespaces)) for (const x of list) assert.match(x.href, /^\/docs\/helios\//)
})
