import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readDoxygenFolder } from '../../../src/sections/api/model/model'
import { buildRoutes, xrefListTitles } from '../../../src/sections/api/model/routes'
import { resolveAll } from '../../../src/sections/api/model/resolve'
import { compoundPayloads, memberPayloads, setImageSources, xrefPayloads } from '../../../src/sections/api/node/nodes'
import { keepXrefTwins, keptTwins } from '../../../src/sections/api/node/markdownTwins'
import { CURRENT_VERSION } from '../../../src/sections/api/options'
import { emptyDataLayer } from './helpers'
import { buildApiSidebar, sidebarEntries } from '../../../src/sections/api/node/sidebar'
import type { SidebarNode } from '../../../src/shell/components/Sidebar'
import { generateFeaturesXml } from '../../corpora/featuresXml'

// The doxygen-features fixture, run through Debian's doxygen for this test (its XML is never committed).
const XML = generateFeaturesXml()
const warnings: string[] = []
const model = readDoxygenFolder(XML, { warn: (m) => warnings.push(m) })
const routes = buildRoutes(model, '/docs/helios/')
resolveAll(model, routes, (m) => warnings.push(m))
setImageSources(model, routes)
const compounds = compoundPayloads(model, routes)
const members = new Map(memberPayloads(model, routes).map((m) => [m.refid, m]))
const compound = (name: string) => compounds.find((c) => c.name === name)!
const names = (ids: string[]) => ids.map((id) => members.get(id)!.name).sort()

test('a derived class lists inherited members per base, transitively, without what C++ keeps out of view', () => {
  const ring = compound('features::Ring')
  assert.deepEqual(ring.inherited.map((g) => [g.baseName, g.via]), [
    ['features::Circle', []],
    ['features::Shape', ['features::Circle']],
  ])
  const [fromCircle, fromShape] = ring.inherited
  // Ring declares area() itself (hides both bases' area); constructors, destructors and friends are not inherited.
  assert.deepEqual(names(fromCircle.memberIds), ['radius'])
  assert.deepEqual(fromCircle.protectedMemberIds, [])
  assert.deepEqual(names(fromShape.memberIds), ['Outline', 'count', 'move', 'move', 'name', 'outline'])
  assert.deepEqual(names(fromShape.protectedMemberIds), ['cachedArea', 'invalidate'])
  // Each entry links to the base's own page.
  for (const id of fromShape.memberIds) assert.equal(members.get(id)!.route, fromShape.route)
  assert.equal(fromShape.route, compound('features::Shape').route)
})

test('private inheritance brings nothing into view; a base class inherits nothing', () => {
  assert.deepEqual(compound('features::Secret').inherited, [])
  assert.deepEqual(compound('features::Shape').inherited, [])
  assert.deepEqual(compound('features::Circle').inherited.map((g) => g.baseName), ['features::Shape'])
  assert.ok(names(compound('features::Circle').inherited[0].memberIds).includes('area') === false, 'Circle overrides area()')
})

test('a class names its documented public and protected bases for the search; a private base is not one', () => {
  assert.deepEqual(compound('features::Ring').baseNames, ['features::Circle'])
  assert.deepEqual(compound('features::Circle').baseNames, ['features::Shape'])
  assert.deepEqual(compound('features::Secret').baseNames, [])
  assert.ok(compound('features::Secret').bases.length > 0, 'Secret has a base, a private one')
  assert.deepEqual(compound('features').baseNames, [], 'a namespace has none')
})

test('folder titles show the path below the include root', () => {
  const titles = compounds.filter((c) => c.kind === 'dir').map((c) => [c.name, c.title]).sort()
  assert.deepEqual(titles.filter(([name]) => name.startsWith('src/')), [
    ['src/features', 'features'],
    ['src/features/shapes', 'features/shapes'],
  ])
})

test('modules, related pages and examples are in the sidebar, as trees by subgroup and subpage', () => {
  const lists = new Set(['todo', ...model.xrefs.map((x) => x.list)])
  const sidebar = buildApiSidebar(sidebarEntries(compounds, lists), '/docs/helios/', xrefListTitles(lists, compounds))
  const byLabel = (label: string) => sidebar.find((n) => n.label === label)!
  const tree = (nodes: SidebarNode[]): unknown[] => nodes.map((n) => (n.items ? [n.label, tree(n.items)] : n.label))
  assert.deepEqual(tree([byLabel('Modules')]), [['Modules', [['Geometry', ['Shapes']]]]])
  assert.deepEqual(tree([byLabel('Pages')]), [['Pages', [['Guide', ['Advanced topics', 'Glossary']]]]])
  assert.deepEqual(tree([byLabel('Examples')]), [['Examples', ['basic.cpp']]])
  assert.equal(byLabel('Modules').href, '/docs/helios/groups/')
  // Every compound but the main page and the xref list pages (which have entries of their own) is reachable.
  const hrefs = (nodes: SidebarNode[]): string[] => nodes.flatMap((n) => [...(n.href ? [n.href] : []), ...hrefs(n.items ?? [])])
  const all = new Set(hrefs(sidebar))
  const unreachable = compounds.filter((c) => c.refid !== 'indexpage' && !all.has(c.route)).map((c) => c.route)
  assert.deepEqual(unreachable, [])
  for (const l of ['todo', 'deprecated', 'bug', 'test']) assert.ok(all.has(`/docs/helios/pages/${l}/`), l)
})

test('subgroups and subpages have their parent in the breadcrumbs', () => {
  assert.deepEqual(compound('shapes').breadcrumbs.map((b) => b.name), ['Geometry'])
  assert.deepEqual(compound('glossary').breadcrumbs.map((b) => b.name), ['Guide'])
  assert.deepEqual(compound('guide').breadcrumbs, [])
})

test('an \\xrefitem list has one title everywhere: its page, its twin, the sidebar and the lists of pages', async () => {
  // math.hpp: \xrefitem perf "Performance note" "Performance notes"; doxygen titles the list's page with the third.
  const lists = new Set(['todo', ...model.xrefs.map((x) => x.list)])
  const titles = xrefListTitles(lists, compounds)
  assert.equal(titles.get('perf'), 'Performance notes')
  assert.equal(titles.get('todo'), 'To-do list')
  assert.equal(titles.get('deprecated'), 'Deprecated list')
  // The list's page compound (what the overview, the pages' lists and llms.txt name) carries the same title.
  assert.equal(compound('perf').title, 'Performance notes')
  assert.equal(compound('todo').title, 'To-do list')
  const sidebar = buildApiSidebar(sidebarEntries(compounds, lists), '/docs/helios/', titles)
  assert.equal(sidebar.find((n) => n.href === '/docs/helios/pages/perf/')?.label, 'Performance notes')
  const { cache } = emptyDataLayer()
  const sources = { version: CURRENT_VERSION, basePath: '/docs/helios/', memberOf: () => null }
  await Promise.all(keepXrefTwins(cache, 'xml', sources, xrefPayloads(model, routes), compounds))
  const twin = await keptTwins(cache, () => 'xml').xrefList(CURRENT_VERSION, 'perf')
  assert.match(twin, /^# Performance notes\n/m)
  assert.match(twin, /Two branches per call/)
})
