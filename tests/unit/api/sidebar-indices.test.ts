import { test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import { readDoxygenFolder } from '../../../src/sections/api/model/model'
import { buildRoutes } from '../../../src/sections/api/model/routes'
import { resolveAll } from '../../../src/sections/api/model/resolve'
import { compoundPayloads, memberPayloads } from '../../../src/sections/api/node/nodes'
import * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ServerLocation } from '@gatsbyjs/reach-router'
import { buildApiSidebar, inRanges, SIDEBAR_LIST_MAX } from '../../../src/sections/api/node/sidebar'
import { buildIndexEntries } from '../../../src/sections/api/node/indices'
import Sidebar, { categoriesHolding, type SidebarNode } from '../../../src/shell/components/Sidebar'

const model = readDoxygenFolder(path.resolve(__dirname, '../../fixtures/doxygen/xml'))
const routes = buildRoutes(model, '/docs/helios/')
resolveAll(model, routes, () => {})
const compounds = compoundPayloads(model, routes)
const members = memberPayloads(model, routes)
const sidebar = buildApiSidebar(
  compounds.filter((c) => c.kind !== 'page').map((c) => ({ ...c, path: c.location?.file ?? null })),
  '/docs/helios/',
  new Map([
    ['deprecated', 'Deprecated list'],
    ['todo', 'To-do list'],
  ]),
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

test('the rendered sidebar holds the branch of the current page; other categories keep their toggle, not their entries', () => {
  const html = renderToStaticMarkup(
    React.createElement(ServerLocation, { url: '/docs/helios/classes/acme/core/vector/' }, React.createElement(Sidebar, { items: sidebar, label: 'API reference' })),
  )
  const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])
  assert.ok(links.includes('/docs/helios/classes/acme/core/vector/'), 'the current page is listed')
  assert.match(html, /aria-current="page"[^>]*>Vector</)
  // Mesh sits in acme::render, a closed category: its entry is not rendered, but the category can be opened.
  assert.ok(!links.includes('/docs/helios/classes/acme/render/mesh/'))
  assert.match(html, /Expand sidebar category &#x27;acme::render&#x27;/)
  assert.match(html, /Expand sidebar category &#x27;Files&#x27;/)
  assert.ok(links.length < hrefs(sidebar).length / 2, `${links.length} of ${hrefs(sidebar).length} links rendered`)
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

/** A library with `n` global classes (names in sorting order) and no namespaces, like Bullet's 680. */
function flatLibrary(n: number): SidebarNode[] {
  const classes = Array.from({ length: n }, (_, i) => {
    const name = `btClass${String(i).padStart(5, '0')}`
    return { refid: `class${name}`, kind: 'class', name, shortName: name, title: name, route: `/docs/helios/classes/${name.toLowerCase()}/`, parentId: null }
  })
  return buildApiSidebar(classes, '/docs/helios/', new Map())
}

test('a long list of classes comes in ranges: a class page holds its own range and the ranges, not every class', () => {
  const sidebar = flatLibrary(680)
  const classes = sidebar.find((n) => n.label === 'Classes')!
  assert.equal(classes.items!.length, 14)
  assert.equal(classes.items![0].label, 'btClass00000 to btClass00048')
  assert.ok(classes.items!.every((r) => !r.href && r.items!.length <= SIDEBAR_LIST_MAX))
  // Every class is still in the sidebar, once, in order.
  assert.deepEqual(hrefs([classes]).slice(1), Array.from({ length: 680 }, (_, i) => `/docs/helios/classes/btclass${String(i).padStart(5, '0')}/`))

  const html = renderToStaticMarkup(
    React.createElement(ServerLocation, { url: '/docs/helios/classes/btclass00300/' }, React.createElement(Sidebar, { items: sidebar, label: 'API reference' })),
  )
  const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])
  assert.match(html, /aria-current="page"[^>]*>btClass00300</)
  assert.match(html, /Collapse sidebar category &#x27;btClass00294 to btClass00342&#x27;/)
  assert.match(html, /Expand sidebar category &#x27;btClass00000 to btClass00048&#x27;/)
  assert.ok(links.length < 70, `${links.length} links rendered`)
  // The sidebar is on every API page: its own words stay in Latin-1 (tests/unit/shell/latin1-chrome.test.ts).
  assert.deepEqual([...html].filter((c) => c.codePointAt(0)! > 0xff), [])
})

test('lists too long for one level of ranges get ranges of ranges; short lists stay as they are', () => {
  const classes = flatLibrary(10_000).find((n) => n.label === 'Classes')!
  assert.ok(classes.items!.length <= SIDEBAR_LIST_MAX)
  assert.equal(classes.items![0].label, 'btClass00000 to btClass02499')
  assert.equal(hrefs([classes]).length, 10_001)
  const depth = (n: SidebarNode): number => 1 + Math.max(0, ...(n.items ?? []).map(depth))
  assert.equal(depth(classes), 4)
  assert.deepEqual(inRanges(flatLibrary(50)), flatLibrary(50))
  assert.equal(flatLibrary(50).find((n) => n.label === 'Classes')!.items!.length, 50)
})

test('a qualified name in the sidebar may wrap after each ::, and reads as one name', () => {
  const items: SidebarNode[] = [
    { label: 'btCollisionWorld::RayResultCallback to btConvexShape', items: [{ label: 'btCollisionWorld::RayResultCallback', href: '/docs/helios/classes/raycb/' }] },
  ]
  const html = renderToStaticMarkup(
    React.createElement(ServerLocation, { url: '/docs/helios/classes/raycb/' }, React.createElement(Sidebar, { items, label: 'API reference' })),
  )
  assert.match(html, />btCollisionWorld::<wbr\/>RayResultCallback to btConvexShape</)
  assert.match(html, /aria-current="page"[^>]*>btCollisionWorld::<wbr\/>RayResultCallback</)
  // The category's accessible name stays the plain label.
  assert.match(html, /Collapse sidebar category &#x27;btCollisionWorld::RayResultCallback to btConvexShape&#x27;/)
})

test('the categories holding the current page open: every level above it, a category that is the page, and each category listing it', () => {
  const page = { label: 'Camera', href: '/docs/helios/classes/helios/render/camera/' }
  const inner = { label: 'render', href: '/docs/helios/namespaces/helios/render/', items: [page] }
  const outer = { label: 'helios', items: [{ label: 'Mesh', href: '/docs/helios/classes/helios/render/mesh/' }, inner] }
  const elsewhere = { label: 'Files', items: [{ label: 'camera.hpp', href: '/docs/helios/files/camera-hpp/' }] }
  const alsoListed = { label: 'Recently changed', items: [{ ...page }] }
  const tree = [outer, elsewhere, alsoListed]
  assert.deepEqual([...categoriesHolding(tree, '/docs/helios/classes/helios/render/camera/')], [inner, outer, alsoListed])
  assert.deepEqual([...categoriesHolding(tree, '/docs/helios/namespaces/helios/render/')], [inner, outer])
  assert.deepEqual([...categoriesHolding(tree, '/docs/helios/nowhere/')], [])
})
