/**
 * One version rule per page (src/sections/api/node/pageVersion.ts): a post's prose links and its code links go to
 * the release it was written against; a name that release lacks links to Next and is noted; a release entity's
 * symbol card says how Next differs.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkMdx from 'remark-mdx'
import remarkRehype from 'remark-rehype'
import rehypeStringify from 'rehype-stringify'
import { releaseDatesOf, versionOfDate } from '../../../src/sections/api/node/pageVersion'
import { buildCodeLinks } from '../../../src/sections/api/node/codeLinks/build'
import { buildProseLinks } from '../../../src/sections/api/node/prose-build'
import { SYMBOL_TABLE_NODE_TYPE, linkProse, type SymbolTableNode } from '../../../src/sections/api/node/remark-api-links'
import { nextDifferenceText } from '../../../src/sections/api/node/historyBadge'
import { cardsByRoute } from '../../../src/shell/server/symbolCards'
import { apiOptions, versionBasePath, versionDocsTag } from '../../../src/sections/api/options'
import { siteConfig } from '../../../src/shell/config/site'
import { codeBlockKey } from '../../../src/shell/codeLinks'
import { readsOf, symbolNodesFromXml } from '../prose/helpers'
import { CODE_LINKS_INCLUDE, codeLinksFixtureXml } from './code-links-fixture'
import { headerPages, includeLinks } from '../../../src/sections/api/node/codeLinks/includes'

const RELEASES = [
  { version: '0.1.0', date: '2025-08-31' },
  { version: '0.2.0', date: '2025-09-13' },
]

test('the rule: the first release dated on or after the page, Next after the newest and for an undated page', () => {
  assert.equal(versionOfDate('2025-08-15', RELEASES), '0.1.0')
  assert.equal(versionOfDate('2025-08-31', RELEASES), '0.1.0', 'a release post belongs to its release')
  assert.equal(versionOfDate('2025-09-01', RELEASES), '0.2.0')
  assert.equal(versionOfDate('2025-09-14', RELEASES), 'current')
  assert.equal(versionOfDate(null, RELEASES), 'current')
  // Release dates are the dates of the release posts the site config names; a release without a post has none.
  const versions = [{ name: 'current' }, { name: '0.2.0', releasePost: '/devlog/b/' }, { name: '0.1.0', releasePost: '/devlog/a/' }, { name: '0.0.9' }]
  assert.deepEqual(releaseDatesOf(versions, [{ path: '/devlog/a/', date: '2025-08-31' }, { path: '/devlog/b/', date: '2025-09-13' }]), [
    { version: '0.2.0', date: '2025-09-13' },
    { version: '0.1.0', date: '2025-08-31' },
  ])
})

test('the card of a release entity says how Next differs: changed after it, removed, renamed; nothing when the same', () => {
  const order = ['0.1.0', '0.2.0', '0.3.0']
  const base = { since: '0.1.0', changes: [] as Array<{ version: string }>, deprecated: null, removedIn: null, renamedTo: null, renamedFrom: null }
  assert.equal(nextDifferenceText(base, '0.1.0', order), null)
  assert.equal(nextDifferenceText({ ...base, changes: [{ version: '0.2.0' }] }, '0.1.0', order), 'Next: changed')
  assert.equal(nextDifferenceText({ ...base, changes: [{ version: '0.2.0' }] }, '0.2.0', order), null, 'a change up to the version itself is no difference')
  assert.equal(nextDifferenceText({ ...base, changes: [{ version: 'current' }] }, '0.3.0', order), 'Next: changed')
  assert.equal(nextDifferenceText({ ...base, removedIn: 'current' }, '0.3.0', order), 'Next: removed')
  assert.equal(nextDifferenceText({ ...base, renamedTo: { version: '0.3.0', name: 'helios::View' } }, '0.1.0', order), 'Next: renamed to helios::View')
  assert.equal(nextDifferenceText({ ...base, changes: [{ version: 'current' }] }, 'current', order), null, "Next's own entity")
  const cards = cardsByRoute([
    { qualifiedName: 'helios::Camera', kind: 'class', signature: 'class Camera', briefText: '', url: '/docs/0.1.0/helios/classes/camera/', include: null, historyBadge: 'Since 0.1.0 · Changed in Next', nextBadge: 'Next: changed' },
  ])
  assert.equal(cards.get('/docs/0.1.0/helios/classes/camera/')?.['']?.next, 'Next: changed')
})

// A site whose one release, 0.1.0, has the fixture's headers and symbols but for demo::gfx::scene::Scene, which
// only Next has; a post dated before the release's post.
const POST = path.join('content', 'devlog', '2025-01-02-cameras', 'index.mdx')
const CODE = ['#include <demo/gfx.hpp>', 'demo::gfx::Camera camera;', 'camera.setPerspective(1.0F, 2.0F);'].join('\n')
const BODY = `A \`demo::gfx::Camera\` frames the view; a \`demo::gfx::scene::Scene\` came later.\n\n\`\`\`cpp body\n${CODE}\n\`\`\`\n`
const RELEASE_POST = siteConfig.docs.find((d) => d.id === 'default')!.versions.find((v) => v.name === '0.1.0')!.releasePost!

test('a post written against a release links its prose and its code into that release; a name only Next has links to Next, noted', async () => {
  // The fixture's Doxyfile keeps no include root; the engine's strips to it, so a file's #include line names the
  // path below the include folder (demo/gfx.hpp), as an #include of a post does.
  const next = symbolNodesFromXml(codeLinksFixtureXml()).map((n) => ({ ...n, docsTag: apiOptions.docsTag, ...(n.kind === 'file' ? { include: `#include <demo/${n.shortName}>` } : {}) }))
  const release = next
    .filter((n) => !n.qualifiedName.startsWith('demo::gfx::scene::Scene'))
    .map((n) => ({ ...n, id: `0.1.0-${n.id}`, docsTag: versionDocsTag('0.1.0'), url: n.url.replace(apiOptions.basePath, versionBasePath('0.1.0')) }))
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'page-version-'))
  fs.mkdirSync(path.join(root, path.dirname(POST)), { recursive: true })
  fs.writeFileSync(path.join(root, POST), `---\ntitle: Cameras\n---\n\n${BODY}`)
  fs.writeFileSync(path.join(root, 'versions.json'), JSON.stringify(['0.1.0']))
  fs.cpSync(CODE_LINKS_INCLUDE, path.join(root, 'engine', 'releases', '0.1.0', 'include'), { recursive: true })
  const graphql = async <T,>(query: string): Promise<{ data: T }> => {
    if (query.includes('allDevlogPost')) return { data: { allDevlogPost: { nodes: [{ path: RELEASE_POST, date: '2025-02-01' }] } } as unknown as T }
    if (query.includes('allMdx')) {
      const file = { body: BODY, internal: { contentFilePath: path.join(root, POST) }, children: [{ path: '/devlog/2025/01/02/cameras/', title: 'Cameras', sectionLabel: 'Devlog', date: '2025-01-02' }] }
      return { data: { allMdx: { nodes: [file] } } as unknown as T }
    }
    throw new Error(`unexpected query ${query}`)
  }
  const warnings: string[] = []
  const infos: string[] = []
  const reporter = { warn: (m: string) => warnings.push(m), info: (m: string) => infos.push(m), panicOnBuild: (m: string) => assert.fail(m) }
  const cwd = process.cwd()
  process.chdir(root)
  try {
    const prose = await buildProseLinks(graphql, reporter, [], null, undefined, readsOf(graphql, [...next, ...release]))
    const code = await buildCodeLinks(graphql, reporter, [{ sourcePath: POST, title: 'Cameras', date: '2025-01-02', body: BODY }], null, undefined, readsOf(graphql, [...next, ...release]))
    assert.deepEqual(warnings, [])
    assert.deepEqual(prose.pageVersions, { [POST]: '0.1.0' })
    // The code block's links: into 0.1.0.
    const links = code.table.blocks[codeBlockKey(POST, CODE)]
    assert.ok(links?.length, 'the block has links')
    for (const l of links) assert.ok(l.href.startsWith('/docs/0.1.0/helios/'), l.href)
    // Its #include line leads to the release's page of the header.
    const header = release.find((n) => n.kind === 'file' && n.include === '#include <demo/gfx.hpp>')
    assert.ok(header, 'the fixture documents demo/gfx.hpp')
    assert.deepEqual(links[0], { offset: CODE.indexOf('demo/gfx.hpp'), length: 'demo/gfx.hpp'.length, href: header.url, kind: 'file' })
    // The prose, compiled as gatsby-plugin-mdx does with the node createPages makes: the same release.
    const node: SymbolTableNode = { table: prose.table, releases: prose.releases, pageVersions: prose.pageVersions, hash: prose.tableHash }
    const markdownNode = { internal: { contentFilePath: path.join(root, POST) } }
    const viaGatsby = () => (tree: unknown) => linkProse({ markdownAST: tree, markdownNode, getNodesByType: (t) => (t === SYMBOL_TABLE_NODE_TYPE ? [node] : []) }, [])
    const html = String(await unified().use(remarkParse).use(remarkMdx).use(viaGatsby).use(remarkRehype).use(rehypeStringify).process(BODY))
    const camera = release.find((n) => n.qualifiedName === 'demo::gfx::Camera' && n.kind === 'class')!.url
    assert.ok(camera.startsWith('/docs/0.1.0/helios/'))
    assert.ok(html.includes(`<a href="${camera}"`), html)
    assert.ok(links.some((l) => l.href === camera), 'prose and code lead to the same page of the same class')
    // The name 0.1.0 lacks: linked to Next's page, and said in the log with the file and line.
    const scene = next.find((n) => n.qualifiedName === 'demo::gfx::scene::Scene' && n.kind === 'class')!.url
    assert.ok(html.includes(`<a href="${scene}"`), html)
    assert.ok(prose.mentionsByUrl.get(scene), 'Next lists the mention')
    assert.ok(prose.mentionsByUrl.get(camera), "the release's page lists the mention of its class")
    assert.ok(infos.some((m) => m.includes(`${POST}:5:`) && m.includes('demo::gfx::scene::Scene (class), which 0.1.0') && m.includes('links to Next')), infos.join('\n'))
  } finally {
    process.chdir(cwd)
  }
})

test('an #include line links the path of a header of the version that has a file page; other headers stay plain', () => {
  const headers = headerPages([
    { kind: 'file', url: '/docs/0.1.0/helios/files/demo/gfx-hpp/', include: '#include <demo/gfx.hpp>' },
    { kind: 'class', url: '/docs/0.1.0/helios/classes/demo/gfx/camera/', include: '#include <demo/gfx.hpp>' },
    { kind: 'file', url: '/docs/0.1.0/helios/files/demo/gone-hpp/', include: '#include <demo/gone.hpp>' },
  ])
  assert.deepEqual([...headers], [['demo/gfx.hpp', '/docs/0.1.0/helios/files/demo/gfx-hpp/'], ['demo/gone.hpp', '/docs/0.1.0/helios/files/demo/gone-hpp/']])
  const code = ['#include <vector>', '#include "demo/gfx.hpp"', '  #  include <demo/gfx.hpp>', '#include <demo/gone.hpp>', '// #include <demo/gfx.hpp>'].join('\n')
  const links = includeLinks(code, headers, CODE_LINKS_INCLUDE)
  const second = code.indexOf('\n', code.indexOf('"demo')) + 1
  assert.deepEqual(links, [
    { offset: code.indexOf('demo/gfx.hpp'), length: 12, href: '/docs/0.1.0/helios/files/demo/gfx-hpp/', kind: 'file' },
    { offset: code.indexOf('demo/gfx.hpp', second), length: 12, href: '/docs/0.1.0/helios/files/demo/gfx-hpp/', kind: 'file' },
  ], 'a standard header has no page, a header missing from the include folder and a comment link nothing')
})
