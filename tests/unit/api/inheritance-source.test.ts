import { test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import { dotSource, GraphvizError, inheritanceDiagrams, inheritanceGraph, type DiagramCompound } from '../../../src/sections/api/node/inheritance'
import { apiSourceFor, sourceUrl, hostLabel } from '../../../src/sections/api/node/source-links'
import { checkApiSource, validateSiteConfigShape, SiteConfigError } from '../../../src/shell/config/validate'
import { siteConfig } from '../../../src/shell/config/site'
import { nodesFromXml } from '../prose/helpers'

const FIXTURE_XML = path.resolve(__dirname, '../../fixtures/doxygen/xml')

test('every class with a base or a derived class gets a diagram; each box links to its class', () => {
  const { compounds } = nodesFromXml(FIXTURE_XML)
  const diagrams = inheritanceDiagrams(compounds)
  const withRelatives = compounds.filter((c) => c.bases.length + c.derived.length > 0).map((c) => c.name).sort()
  assert.deepEqual([...diagrams.keys()].map((id) => compounds.find((c) => c.refid === id)!.name).sort(), withRelatives)
  assert.deepEqual(withRelatives, ['acme::render::Mesh', 'acme::render::Resource'])
  const mesh = diagrams.get('classacme_1_1render_1_1Mesh')!
  const [self, base] = mesh.boxes
  assert.deepEqual([self.label, self.current, self.route], ['Mesh', true, '/docs/helios/classes/acme/render/mesh/'])
  assert.deepEqual([base.label, base.current, base.route], ['Resource', false, '/docs/helios/classes/acme/render/resource/'])
  assert.ok(base.y + base.height <= self.y, 'the base sits above the derived class')
  assert.ok(mesh.width >= Math.max(self.x + self.width, base.x + base.width) && mesh.height >= self.y + self.height)
  assert.equal(mesh.edges.length, 1)
  assert.match(mesh.edges[0].d, /^M[\d.]+,[\d.]+( C[\d.]+,[\d.]+ [\d.]+,[\d.]+ [\d.]+,[\d.]+)+$/)
  // The arrow's tip touches the base's box.
  const [tx, ty] = mesh.edges[0].arrow.split(' ')[0].split(',').map(Number)
  assert.ok(Math.abs(ty - (base.y + base.height)) < 1.5 && tx >= base.x && tx <= base.x + base.width, mesh.edges[0].arrow)
})

const cls = (refid: string, name: string, bases: DiagramCompound['bases'] = [], derived: DiagramCompound['derived'] = []): DiagramCompound => ({ refid, name, route: `/c/${refid}/`, bases, derived })
const ref = (refid: string | null, name: string, protection = 'public') => ({ refid, name, route: refid ? `/c/${refid}/` : null, protection, virtual: 'non-virtual' })

test('ancestors and descendants are drawn; bases outside the XML are plain boxes; names never reach dot', () => {
  const evil = 'a::Evil<"x">"]; n0 -> n1 [label="<script>'
  const a = cls('A', 'a::A', [ref(null, 'std::runtime_error')], [ref('B', 'a::B')])
  const b = cls('B', 'a::B', [ref('A', 'a::A')], [ref('C', evil, 'protected')])
  const c = cls('C', evil, [ref('B', 'a::B', 'protected')])
  const byId = new Map([a, b, c].map((x) => [x.refid, x]))
  const g = inheritanceGraph(b, byId)!
  assert.deepEqual(g.boxes.map((x) => [x.label, x.route]), [['B', '/c/B/'], ['A', '/c/A/'], ['std::runtime_error', null], [evil.slice(3), '/c/C/']])
  assert.deepEqual(g.edges.map((e) => [e.from, e.to, e.nonPublic]), [[0, 1, false], [1, 2, false], [3, 0, true]])
  const dot = dotSource(g, 'g0')
  assert.ok(!dot.includes('Evil') && !dot.includes('script') && !dot.includes('runtime_error'), dot)
  const laid = inheritanceDiagrams([a, b, c])
  assert.equal(laid.get('B')!.boxes[3].label, evil.slice(3))
  assert.equal(laid.get('B')!.edges[2].nonPublic, true)
})

test('without graphviz the build stops naming the package', () => {
  assert.throws(() => inheritanceDiagrams([cls('A', 'A', [ref(null, 'B')])], 'no-such-dot-binary'), (e: Error) => e instanceof GraphvizError && /graphviz/.test(e.message) && /install-system-deps/.test(e.message))
})

const SITE = { repository: 'https://github.com/helios-engine/helios', ref: 'main', path: 'engine/', lineUrl: '{repository}/blob/{revision}/{path}#L{line}', fileUrl: '{repository}/blob/{revision}/{path}' }

test('source links: the site setting for the engine\'s XML, nothing for foreign XML unless it declares a repository', () => {
  assert.equal(apiSourceFor({}, SITE), SITE)
  assert.equal(apiSourceFor({}, null), null, 'one setting turns source links off')
  assert.equal(apiSourceFor({ HELIOS_DOXYGEN_XML: '/tmp/bullet-xml' }, SITE), null, 'third-party XML never links into helios')
  assert.deepEqual(apiSourceFor({ HELIOS_DOXYGEN_XML: '/tmp/x', HELIOS_DOXYGEN_SOURCE_REPOSITORY: 'https://gitlab.com/acme/lib', HELIOS_DOXYGEN_SOURCE_REF: 'v2', HELIOS_DOXYGEN_SOURCE_HOST: 'gitlab' }, SITE), {
    repository: 'https://gitlab.com/acme/lib', ref: 'v2', path: '', lineUrl: '{repository}/-/blob/{revision}/{path}#L{line}', fileUrl: '{repository}/-/blob/{revision}/{path}',
  })
  assert.equal(sourceUrl(SITE, 'include/helios/scene/Camera.hpp', 37), 'https://github.com/helios-engine/helios/blob/main/engine/include/helios/scene/Camera.hpp#L37')
  assert.equal(sourceUrl(SITE, 'include/a b.hpp', null), 'https://github.com/helios-engine/helios/blob/main/engine/include/a%20b.hpp')
  assert.equal(sourceUrl(null, 'x.hpp', 3), null)
  assert.equal(sourceUrl(SITE, '../etc/passwd', 1), null)
  assert.equal(hostLabel(SITE), 'GitHub')
})

test('source links: another library\'s URL template from the environment, its file form derived from the fragment or given', () => {
  const env = { HELIOS_DOXYGEN_XML: '/tmp/x', HELIOS_DOXYGEN_SOURCE_URL: 'https://git.example.org/cgit/lib.git/tree/{path}?id={revision}#n{line}', HELIOS_DOXYGEN_SOURCE_REF: 'v1.2' }
  const cgit = apiSourceFor(env, SITE)!
  assert.deepEqual(checkApiSource(cgit, 'HELIOS_DOXYGEN_SOURCE'), [])
  assert.equal(sourceUrl(cgit, 'src/a.h', 12), 'https://git.example.org/cgit/lib.git/tree/src/a.h?id=v1.2#n12')
  assert.equal(sourceUrl(cgit, 'src/a.h', null), 'https://git.example.org/cgit/lib.git/tree/src/a.h?id=v1.2')
  assert.equal(hostLabel(cgit), 'git.example.org')
  // The line in the query: the file form cannot be derived and has to be given.
  const query = apiSourceFor({ HELIOS_DOXYGEN_XML: '/tmp/x', HELIOS_DOXYGEN_SOURCE_URL: 'https://src.example.org/view?f={path}&l={line}' }, SITE)!
  assert.match(checkApiSource(query, 'HELIOS_DOXYGEN_SOURCE').join('\n'), /HELIOS_DOXYGEN_SOURCE\.fileUrl is missing/)
  const given = apiSourceFor({ HELIOS_DOXYGEN_XML: '/tmp/x', HELIOS_DOXYGEN_SOURCE_URL: 'https://src.example.org/view?f={path}&l={line}', HELIOS_DOXYGEN_SOURCE_FILE_URL: 'https://src.example.org/view?f={path}' }, SITE)!
  assert.deepEqual(checkApiSource(given, 'HELIOS_DOXYGEN_SOURCE'), [])
  assert.equal(sourceUrl(given, 'a b.h', 3), 'https://src.example.org/view?f=a%20b.h&l=3')
  // The site's own template: another layout gives another URL, with no code changed.
  assert.equal(sourceUrl({ ...SITE, lineUrl: '{repository}/src/commit/{revision}/{path}#L{line}' }, 'x.h', 9), 'https://github.com/helios-engine/helios/src/commit/main/engine/x.h#L9')
})

test('a bad source setting stops the build naming the setting', () => {
  assert.deepEqual(checkApiSource(SITE, 'apiSource'), [])
  const problems = checkApiSource({ repository: 'http://example.com/r/', ref: 'my branch', path: '/abs', lineUrl: '{repository}/{path}', fileUrl: '{repo}/{path}#L{line}' }, 'apiSource')
  for (const wanted of [/repository .* must be an https URL/, /trailing slash/, /ref "my branch"/, /path "\/abs"/, /lineUrl .* must contain \{line\}/, /fileUrl .* unknown placeholder\(s\) "\{repo\}"/, /fileUrl .* cannot contain \{line\}/]) {
    assert.ok(problems.some((p) => wanted.test(p)), `${wanted} in\n${problems.join('\n')}`)
  }
  assert.throws(() => validateSiteConfigShape({ ...siteConfig, apiSource: { ...SITE, repository: 'javascript:alert(1)' } }), (e: Error) => e instanceof SiteConfigError && /apiSource\.repository "javascript:alert\(1\)" must be an https URL/.test(e.message))
  assert.doesNotThrow(() => validateSiteConfigShape({ ...siteConfig, apiSource: null }))
})
