import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { readDoxygenFolder } from '../../../src/sections/api/model/model'
import { buildRoutes } from '../../../src/sections/api/model/routes'
import { resolveAll } from '../../../src/sections/api/model/resolve'
import { setImageSources } from '../../../src/sections/api/node/nodes'
import { type DocNode, walk } from '../../../src/sections/api/model/doc'
import { doxygenEscape, doxygenLinkResolver, doxygenUnescape } from '../../../src/sections/api/model/doxygenLinks'
import { checkUrl } from '../../../src/shell/safeUrl'

const ROOT = path.resolve(__dirname, '..', '..', '..')
const ACME = path.join(ROOT, 'tests/fixtures/doxygen/xml')
const PREFIX: Record<string, string> = { class: 'class', struct: 'struct', union: 'union', namespace: 'namespace' }

test("doxygenEscape gives doxygen's own ids for every class, struct, union and namespace of the fixture", () => {
  const model = readDoxygenFolder(ACME)
  let n = 0
  for (const c of model.compounds.values()) {
    if (!(c.kind in PREFIX)) continue
    assert.equal(PREFIX[c.kind] + doxygenEscape(c.name), c.id, c.name)
    assert.equal(doxygenUnescape(c.id.slice(PREFIX[c.kind].length)), c.name)
    n++
  }
  assert.ok(n >= 8)
  assert.equal(doxygenEscape('a_b::C<int *>', false), 'a__b_1_1_c_3int_01_5_4')
  assert.equal(doxygenUnescape('a__b_1_1_c_3int_01_5_4'), 'a_b::C<int *>')
})

test('links to doxygen HTML file names resolve to our pages, with anchors', () => {
  const model = readDoxygenFolder(ACME)
  const routes = buildRoutes(model, '/docs/helios/')
  const r = doxygenLinkResolver(model, routes)
  const href = (url: string, at = 'indexpage') => {
    const res = r.resolve(url, at)
    return 'href' in res ? res.href : undefined
  }
  const mesh = routes.compounds.get('classacme_1_1render_1_1Mesh')!
  assert.equal(href('annotated.html'), '/docs/helios/classes/')
  assert.equal(href('classes.html'), '/docs/helios/classes/')
  assert.equal(href('files.html'), '/docs/helios/files/')
  assert.equal(href('namespaces.html'), '/docs/helios/namespaces/')
  assert.equal(href('functions_func.html'), '/docs/helios/indices/classes/functions/')
  assert.equal(href('globals_defs_m.html'), '/docs/helios/indices/files/defines/')
  assert.equal(href('namespacemembers_enum.html'), '/docs/helios/indices/namespaces/enums/')
  assert.equal(href('index.html'), routes.compounds.get('indexpage'))
  assert.equal(href('classacme_1_1render_1_1Mesh.html'), mesh)
  assert.equal(href('../html/classacme_1_1render_1_1Mesh.html'), mesh)
  // The specialisation, by its escaped id, and under a case-insensitive doxygen's file name.
  assert.equal(href('classacme_1_1core_1_1Vector_3_01float_00_013_01_4.html'), routes.compounds.get('classacme_1_1core_1_1Vector_3_01float_00_013_01_4'))
  assert.equal(href('classacme_1_1render_1_1_mesh.html'), mesh)
  assert.equal(href('todo.html'), routes.compounds.get('todo'))
  assert.equal(href('vector_8hpp_source.html'), routes.compounds.get('vector_8hpp') + (routes.filesWithListing.has(routes.compounds.get('vector_8hpp')!) ? '#source' : ''))
  // A member anchor as doxygen writes it (the part of the member id after "_1").
  const member = [...model.members.values()].find((m) => m.compoundId === 'classacme_1_1render_1_1Mesh')!
  const place = routes.members.get(member.id)!
  assert.equal(href(`classacme_1_1render_1_1Mesh.html#${member.id.slice(member.id.lastIndexOf('_1') + 2)}`), `${place.route}#${place.anchor}`)
  // Section anchors of doxygen's pages.
  assert.match(href('classacme_1_1render_1_1Mesh.html#pub-methods') ?? '', /#public-func$/)
  // An unknown anchor keeps the page and says so; an unknown file resolves nowhere.
  const unknownAnchor = r.resolve('classacme_1_1render_1_1Mesh.html#nope', 'indexpage')
  assert.ok('href' in unknownAnchor && unknownAnchor.href === mesh && unknownAnchor.note)
  assert.ok('unresolved' in r.resolve('classnothing.html', 'indexpage'))
  assert.ok('unresolved' in r.resolve('docs/manual.pdf', 'indexpage'))
  // Web addresses and site paths are left alone.
  assert.equal(href('https://example.com/a.html'), 'https://example.com/a.html')
  // modules.html has no page when the XML has no groups.
  assert.ok('unresolved' in r.resolve('modules.html', 'indexpage'))
})

function links(nodes: DocNode[]): string[] {
  const out: string[] = []
  walk(nodes, (n) => {
    if (n.t === 'link') out.push(n.url)
  })
  return out
}

test('the hostile fixture: refused links become text with a warning naming the file; doxygen names resolve', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-xml-'))
  const fixture = path.join(ROOT, 'tests/fixtures/hostile')
  const input = `${fs.readFileSync(path.join(fixture, 'Doxyfile'), 'utf8')}\nOUTPUT_DIRECTORY = "${out}"\nQUIET = YES\n`
  const r = spawnSync('doxygen', ['-'], { cwd: fixture, input, encoding: 'utf8' })
  assert.equal(r.status, 0, r.stderr)
  const warnings: string[] = []
  const model = readDoxygenFolder(path.join(out, 'xml'), { warn: (m) => warnings.push(m) })
  const routes = buildRoutes(model, '/docs/helios/')
  resolveAll(model, routes, (m) => warnings.push(m))
  setImageSources(model, routes, (m) => warnings.push(m))
  const all: string[] = []
  const images: Array<string | undefined> = []
  const collect = (nodes: DocNode[]) => {
    all.push(...links(nodes))
    walk(nodes, (n) => {
      if (n.t === 'image') images.push(n.src)
    })
  }
  for (const c of model.compounds.values()) collect([...c.brief, ...c.detailed])
  for (const m of model.members.values()) {
    collect([...m.brief, ...m.detailed])
    for (const ev of m.enumValues) collect([...ev.brief, ...ev.detailed])
  }
  assert.ok(all.length >= 10)
  assert.deepEqual(all.filter((u) => !checkUrl(u).ok), [])
  // Every link left is a web address, a mail address or one of our routes.
  assert.deepEqual(all.filter((u) => !/^(https?:|mailto:|\/docs\/helios\/)/.test(u)), [])
  assert.ok(all.includes('/docs/helios/groups/'), 'modules.html → the modules list')
  assert.ok(all.includes(routes.compounds.get('classhostile_1_1Widget')!))
  assert.ok(all.includes(routes.compounds.get('group__rendering')!))
  assert.deepEqual(images.filter((s) => s !== undefined && !checkUrl(s).ok), [])
  assert.ok(images.includes('/docs/helios/images/widget.png'))
  // Warnings name the XML file and the item.
  const js = warnings.filter((w) => /"javascript:"/.test(w))
  assert.ok(js.some((w) => w.startsWith('classhostile_1_1Widget.xml: ') && /function hostile::Widget::draw/.test(w)), js.join('\n'))
  assert.ok(warnings.some((w) => /"data:"/.test(w) && /image/.test(w)))
  assert.ok(warnings.some((w) => /nowhere_at_all\.html/.test(w) && /shown as text/.test(w)))
})
