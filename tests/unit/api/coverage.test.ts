/**
 * Documentation coverage (model/coverage.ts): what counts as a public entity and as documented, on a tiny
 * hand-made XML where every figure is known, and on the engine's XML; the page's twin; the report's floor.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { readDoxygenFolder } from '../../../src/sections/api/model/model'
import { buildRoutes } from '../../../src/sections/api/model/routes'
import { computeCoverage, type CoverageFigures } from '../../../src/sections/api/model/coverage'
import { documentedShare } from '../../../src/sections/api/model/coverageFigures'
import { coverageMarkdown, coveragePayload, coverageTrend, UNDOCUMENTED_ON_PAGE } from '../../../src/sections/api/node/coverage'
import { readFloor, underFloor } from '../../../scripts/coverage-report'

const root = path.resolve(__dirname, '..', '..', '..')
const BASE = '/docs/tiny/'

const brief = (text: string) => `<briefdescription><para>${text}</para></briefdescription>`
const para = (inner: string) => `<detaileddescription><para>${inner}</para></detaileddescription>`
const params = (...items: Array<[string, string]>) =>
  `<parameterlist kind="param">${items.map(([n, d]) => `<parameteritem><parameternamelist><parametername>${n}</parametername></parameternamelist><parameterdescription><para>${d}</para></parameterdescription></parameteritem>`).join('')}</parameterlist>`
const param = (type: string, name?: string) => `<param><type>${type}</type>${name ? `<declname>${name}</declname>` : ''}</param>`

interface MemberSpec {
  id: string
  kind: string
  prot?: string
  name: string
  qualified: string
  type?: string
  args?: string
  params?: string
  brief?: string
  detailed?: string
}
const memberdef = (m: MemberSpec) =>
  `<memberdef kind="${m.kind}" id="${m.id}" prot="${m.prot ?? 'public'}" static="no">` +
  `<type>${m.type ?? ''}</type><definition>${m.type ?? ''} ${m.qualified}</definition><argsstring>${m.args ?? ''}</argsstring>` +
  `<name>${m.name}</name><qualifiedname>${m.qualified}</qualifiedname>${m.params ?? ''}` +
  `${m.brief ? brief(m.brief) : '<briefdescription/>'}${m.detailed ?? '<detaileddescription/>'}<inbodydescription/>` +
  `<location file="tiny.hpp" line="1"/></memberdef>`
const compound = (id: string, kind: string, name: string, body: string, attrs = '') =>
  `<?xml version='1.0' encoding='UTF-8' standalone='no'?>\n<doxygen version="1.9.4"><compounddef id="${id}" kind="${kind}" language="C++"${attrs}><compoundname>${name}</compoundname>${body}<location file="tiny.hpp" line="1"/></compounddef></doxygen>\n`
const section = (kind: string, members: MemberSpec[]) => `<sectiondef kind="${kind}">${members.map(memberdef).join('')}</sectiondef>`

/**
 * A library whose every figure is known: a documented class with members documented in every way and lacking in
 * every way, a private nested class, private, protected and friend members (none counted), a namespace function and
 * a global function-like macro.
 */
function tinyXml(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coverage-'))
  const W = 'classlib_1_1Widget'
  const files: Record<string, string> = {
    [`${W}.xml`]: compound(W, 'class', 'lib::Widget',
      section('public-func', [
        { id: `${W}_1a1`, kind: 'function', name: 'size', qualified: 'lib::Widget::size', type: 'int', args: '() const', brief: 'Size.', detailed: para('<simplesect kind="return"><para>the size</para></simplesect>') },
        { id: `${W}_1a2`, kind: 'function', name: 'resize', qualified: 'lib::Widget::resize', type: 'void', args: '(int n, bool keep)', params: param('int', 'n') + param('bool', 'keep'), brief: 'Resizes.', detailed: para(params(['n', 'the size'])) },
        { id: `${W}_1a3`, kind: 'function', name: 'Widget', qualified: 'lib::Widget::Widget', type: 'constexpr', args: '()' },
        { id: `${W}_1a4`, kind: 'function', name: 'count', qualified: 'lib::Widget::count', type: 'int', args: '()', brief: 'Counts.' },
      ]) +
      section('public-attrib', [{ id: `${W}_1a5`, kind: 'variable', name: 'value', qualified: 'lib::Widget::value', type: 'int', detailed: para('The value, in full.') }]) +
      section('protected-func', [{ id: `${W}_1a6`, kind: 'function', name: 'hook', qualified: 'lib::Widget::hook', type: 'void', args: '()', prot: 'protected' }]) +
      section('private-func', [{ id: `${W}_1a7`, kind: 'function', name: 'secret', qualified: 'lib::Widget::secret', type: 'void', args: '()', prot: 'private' }]) +
      section('friend', [{ id: `${W}_1a8`, kind: 'friend', name: 'operator==', qualified: 'lib::Widget::operator==', type: 'friend bool', args: '(const Widget&amp;, const Widget&amp;)' }]) +
      `<innerclass refid="${W}_1_1Impl" prot="private">lib::Widget::Impl</innerclass>` + brief('A widget.') + '<detaileddescription/>'),
    [`${W}_1_1Impl.xml`]: compound(`${W}_1_1Impl`, 'class', 'lib::Widget::Impl',
      section('public-func', [{ id: `${W}_1_1Impl_1a1`, kind: 'function', name: 'run', qualified: 'lib::Widget::Impl::run', type: 'void', args: '()' }]) + '<briefdescription/><detaileddescription/>', ' prot="private"'),
    'namespacelib.xml': compound('namespacelib', 'namespace', 'lib',
      `<innerclass refid="${W}" prot="public">lib::Widget</innerclass>` +
      section('func', [{ id: 'namespacelib_1a1', kind: 'function', name: 'free_fn', qualified: 'lib::free_fn', type: 'void', args: '(int x)', params: param('int', 'x') }]) + '<briefdescription/><detaileddescription/>'),
    'tiny_8hpp.xml': compound('tiny_8hpp', 'file', 'tiny.hpp',
      section('define', [{ id: 'tiny_8hpp_1a1', kind: 'define', name: 'MAX', qualified: 'MAX', params: '<param><defname>a</defname></param><param><defname>b</defname></param>', brief: 'The larger.', detailed: para(params(['a', 'one value'])) }]) + '<briefdescription/><detaileddescription/>'),
  }
  const index = Object.entries(files).map(([file, xml]) => {
    const id = file.slice(0, -4)
    const kind = /kind="(\w+)"/.exec(xml.slice(xml.indexOf('<compounddef')))![1]
    return `<compound refid="${id}" kind="${kind}"><name>${id}</name></compound>`
  })
  fs.writeFileSync(path.join(dir, 'index.xml'), `<?xml version='1.0' encoding='UTF-8' standalone='no'?>\n<doxygenindex version="1.9.4">${index.join('')}</doxygenindex>\n`)
  for (const [file, xml] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), xml)
  return dir
}

const sum = (rows: CoverageFigures[]): CoverageFigures =>
  rows.reduce((a, f) => ({ total: a.total + f.total, brief: a.brief + f.brief, details: a.details + f.details, callable: a.callable + f.callable, paramsComplete: a.paramsComplete + f.paramsComplete, documented: a.documented + f.documented }), { total: 0, brief: 0, details: 0, callable: 0, paramsComplete: 0, documented: 0 })

test('coverage on a hand-made library: public entities counted once, each part of their documentation checked', () => {
  const dir = tinyXml()
  try {
    const model = readDoxygenFolder(dir)
    const routes = buildRoutes(model, BASE)
    const c = computeCoverage(model, routes)
    // Counted: Widget, size, resize, the constructor, count, value, free_fn and MAX. Not: the private nested class and
    // its members, the protected and private members, the friend, the namespace and the file.
    assert.deepEqual(c.overall, { total: 8, brief: 5, details: 1, callable: 5, paramsComplete: 1, documented: 3 })
    assert.equal(documentedShare(c.overall), 37.5)
    assert.deepEqual(c.undocumented.map((u) => [u.name, u.namespace, u.lacks]), [
      ['MAX', '(global)', ['parameter b']],
      ['lib::free_fn', 'lib', ['description', 'parameter x']],
      ['lib::Widget::count', 'lib', ['return value']],
      ['lib::Widget::resize', 'lib', ['parameter keep']],
      // A constructor returns nothing, whatever doxygen writes as its type.
      ['lib::Widget::Widget', 'lib', ['description']],
    ])
    // Every undocumented entity links to its entry.
    for (const u of c.undocumented) {
      const id = [...model.members.values()].find((m) => m.qualifiedName === u.name)!.id
      const at = routes.members.get(id)!
      assert.equal(u.url, `${at.route}#${at.anchor}`)
    }
    assert.deepEqual(c.byKind.map((k) => [k.kind, k.total, k.documented]), [['function', 5, 1], ['class', 1, 1], ['define', 1, 0], ['variable', 1, 1]])
    assert.deepEqual(c.byNamespace.map((n) => [n.namespace, n.total, n.documented]), [['(global)', 1, 0], ['lib', 7, 3]])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test("coverage on the engine's XML: the figures add up, and every undocumented entity is public and linked", () => {
  const model = readDoxygenFolder(path.join(root, 'doxygen-xml'), { warn: () => undefined })
  const routes = buildRoutes(model, '/docs/helios/')
  const c = computeCoverage(model, routes)
  assert.ok(c.overall.total > 100)
  assert.deepEqual(sum(c.byKind), c.overall)
  assert.deepEqual(sum(c.byNamespace), c.overall)
  assert.equal(c.overall.total - c.overall.documented, c.undocumented.length)
  const pages = new Set([...routes.compounds.values()])
  const anchors = new Set([...routes.members.values()].map((m) => `${m.route}#${m.anchor}`))
  const byName = new Map<string, string[]>()
  for (const m of model.members.values()) byName.set(m.qualifiedName, [...(byName.get(m.qualifiedName) ?? []), m.protection])
  for (const u of c.undocumented) {
    assert.ok(u.url && (pages.has(u.url) || anchors.has(u.url)), `${u.name}: ${u.url}`)
    if (byName.has(u.name)) assert.ok(byName.get(u.name)!.includes('public'), u.name)
  }
  // No private or protected member, no friend, no namespace, file or page is counted.
  const counted = c.overall.total
  const publicish = [...model.members.values()].filter((m) => m.protection === 'public' && m.kind !== 'friend').length + [...model.compounds.values()].filter((x) => ['class', 'struct', 'union', 'concept'].includes(x.kind)).length
  assert.ok(counted <= publicish)
  // The engine stays at or over the floor npm test holds it to.
  const floor = readFloor(path.join(root, 'engine', 'docs-coverage.json'))
  assert.equal(underFloor('current', c, floor.floor, floor.from), null)
})

test('the page data, its twin and the trend: every undocumented entity linked in the twin, the page list capped', async () => {
  const dir = tinyXml()
  try {
    const model = readDoxygenFolder(dir)
    const c = computeCoverage(model, buildRoutes(model, '/docs/helios/'))
    const trend = coverageTrend([{ name: 'current', overall: c.overall }, { name: '0.2.0', overall: { ...c.overall, documented: 1 } }, { name: '0.1.0', overall: { ...c.overall, documented: 0 } }])
    assert.deepEqual(trend.map((t) => t.version), ['0.1.0', '0.2.0', 'current'])
    const md = await coverageMarkdown('current', c, trend)
    assert.match(md, /^# Documentation coverage of /)
    assert.match(md, /37\.5% of the 8 public entities/)
    for (const u of c.undocumented) assert.ok(md.includes(`[\`${u.name}\`](`) && md.includes(u.url!), u.name)
    assert.match(md, /\| 0\.1\.0 \| 8 \| 0\.0% \(0 of 8\)/)
    const many = { ...c, undocumented: Array.from({ length: UNDOCUMENTED_ON_PAGE + 5 }, (_, i) => ({ ...c.undocumented[0], name: `n${i}` })) }
    const payload = await coveragePayload('current', many, trend)
    assert.equal(payload.undocumented.length, UNDOCUMENTED_ON_PAGE)
    assert.equal(payload.undocumentedCount, UNDOCUMENTED_ON_PAGE + 5)
    assert.equal(payload.path, '/docs/helios/coverage/')
    assert.equal(payload.kind, 'coverage')
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('the floor: a number or a file; under it, the message names the version, the figure and the floor', () => {
  assert.deepEqual(readFloor('97.5'), { floor: 97.5, from: 'the command line' })
  const figures = { total: 40, brief: 40, details: 0, callable: 0, paramsComplete: 0, documented: 39 }
  assert.equal(underFloor('Next', { overall: figures }, 97.5, 'x'), null)
  assert.equal(underFloor('Next', { overall: figures }, 98, 'engine/docs-coverage.json'), 'documentation coverage of Next: documented 97.5% (39 of 40 public entities) is under 98% (engine/docs-coverage.json)')
  assert.equal(underFloor('Next', { overall: { ...figures, total: 0, documented: 0 } }, 100, 'x'), null)
  const file = path.join(os.tmpdir(), `floor-${process.pid}.json`)
  fs.writeFileSync(file, '{"failUnder": "high"}')
  assert.throws(() => readFloor(file), /"failUnder" must be a percentage/)
  fs.rmSync(file)
  assert.throws(() => readFloor('nope'), /neither a percentage nor a file/)
})
