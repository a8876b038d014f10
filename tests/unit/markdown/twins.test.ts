/**
 * Markdown twins: the API's, made from the hostile fixture's and the features fixture's XML (Debian's doxygen,
 * the section's real node code), and the MDX pages'. What readers' tools parse back must hold no HTML, no
 * link the sanitiser refuses, and exactly the blocks the twin was built with (a comment cannot open or close
 * a fence, a table or a heading).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { readDoxygenFolder } from '../../../src/sections/api/model/model'
import { buildRoutes } from '../../../src/sections/api/model/routes'
import { resolveAll } from '../../../src/sections/api/model/resolve'
import { compoundPayloads, memberPayloads, setImageSources } from '../../../src/sections/api/node/nodes'
import { compoundPartBlocks, compoundPartTwin } from '../../../src/sections/api/node/markdownTwins'
import { runningTwinWorkers, twinMarkdownInWorker } from '../../../src/shell/server/twinWorkers'
import { type Md, markdownTwinPath, mdxToMdast, parseMarkdown, siteUrlOf, twinMarkdown, heading, text, table } from '../../../src/shell/markdownTwin'
import { llmsTxt, llmsFullTxt, markdownTwinsWriter, siteReleases } from '../../../src/shell/server/markdownTwins'
import { eachNodeOnce } from '../../../src/shell/server/allNodes'
import { versionDocsTag, versionBasePath } from '../../../src/sections/api/options'
import { checkUrl } from '../../../src/shell/safeUrl'
import { generateFeaturesXml } from '../../corpora/featuresXml'

const ROOT = path.resolve(__dirname, '../../..')

function hostileXml(): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-md-'))
  const fixture = path.join(ROOT, 'tests/fixtures/hostile')
  const input = `${fs.readFileSync(path.join(fixture, 'Doxyfile'), 'utf8')}\nOUTPUT_DIRECTORY = "${out}"\nQUIET = YES\n`
  const r = spawnSync('doxygen', ['-'], { cwd: fixture, input, encoding: 'utf8' })
  assert.equal(r.status, 0, r.stderr)
  return path.join(out, 'xml')
}

/** Every compound's twin (each part) of a doxygen XML folder. */
async function twinsOf(xml: string): Promise<Map<string, string>> {
  const model = readDoxygenFolder(xml, { warn: () => undefined })
  const routes = buildRoutes(model, '/docs/helios/')
  resolveAll(model, routes, () => undefined)
  setImageSources(model, routes, () => undefined)
  const members = new Map(memberPayloads(model, routes).map((m) => [m.refid, m as unknown as Record<string, unknown>]))
  const out = new Map<string, string>()
  // Made as the build makes them: in the twin workers.
  for (const c of compoundPayloads(model, routes)) out.set(c.route, await compoundPartTwin(c as unknown as Record<string, unknown>, 0, (id) => members.get(id) ?? null))
  return out
}

const walk = (n: Md, visit: (n: Md) => void): void => {
  visit(n)
  n.children?.forEach((c) => walk(c, visit))
}

/** What a reader's Markdown parser sees: no raw HTML, only sanitised links, blocks as built. */
function assertSafe(route: string, markdown: string): Md {
  const tree = parseMarkdown(markdown)
  walk(tree, (n) => {
    assert.notEqual(n.type, 'html', `${route}: raw HTML in the twin: ${String(n.value)}`)
    if (n.type === 'link' || n.type === 'image' || n.type === 'definition') {
      assert.ok(checkUrl(String(n.url)).ok, `${route}: refused URL ${String(n.url)} in the twin`)
      assert.ok(/^(https?:|mailto:)/.test(String(n.url)), `${route}: link not absolute: ${String(n.url)}`)
    }
  })
  // Serialising what was parsed gives the same text: nothing was read differently from what was written.
  assert.equal(twinMarkdown((tree.children ?? []) as Md[]), markdown, `${route}: the twin does not read back as written`)
  return tree
}

test('hostile doc comments: the API twins hold no HTML, no refused link, and read back block for block', async () => {
  const twins = (await twinsOf(hostileXml()))
  assert.ok(twins.size > 3)
  for (const [route, md] of twins) assertSafe(route, md)
  const ns = [...twins.entries()].find(([r]) => /namespacehostile|\/hostile\/$/.test(r))
  assert.ok(ns, [...twins.keys()].join(' '))
  const tree = parseMarkdown(ns[1])
  // The escapeMarkdown member: its code block is one block holding both fences of the comment.
  const codes: string[] = []
  walk(tree, (n) => n.type === 'code' && codes.push(String(n.value)))
  assert.ok(codes.some((c) => c.includes("</script><script>alert('code')</script>") && c.includes('R"(```')), codes.join('\n---\n'))
  // Its parameter table keeps the pipe inside the cell: one row, three cells.
  const tables: Md[] = []
  walk(tree, (n) => n.type === 'table' && tables.push(n))
  const param = tables.find((t) => JSON.stringify(t).includes('pipe and a'))
  assert.ok(param)
  assert.equal(param.children!.length, 2)
  assert.equal(param.children![1].children!.length, 2)
  // The Markdown link syntax in the comment is text, not a link.
  const linkTexts: string[] = []
  walk(tree, (n) => n.type === 'link' && linkTexts.push(JSON.stringify(n)))
  assert.ok(!linkTexts.some((l) => /alert/.test(l)), linkTexts.join('\n'))
  assert.ok(ns[1].includes('escapeMarkdown'))
})

test('features fixture: declarations in fenced C++ blocks, parameter and return tables, absolute links', async () => {
  const twins = (await twinsOf(generateFeaturesXml()))
  let tables = 0
  let links = 0
  for (const [route, md] of twins) {
    const tree = assertSafe(route, md)
    walk(tree, (n) => {
      if (n.type === 'table') tables++
      if (n.type === 'link') {
        links++
        assert.ok(String(n.url).startsWith(siteUrlOf('/')), String(n.url))
      }
    })
    assert.match(md, /^# /)
  }
  assert.ok(tables > 0 && links > 0)
  const shape = [...twins.entries()].find(([r]) => /shape\/$/i.test(r) && !/ring|circle/i.test(r))
  assert.ok(shape, [...twins.keys()].join(' '))
  assert.match(shape[1], /```cpp\n(#include [^\n]+\n\n)?(template<[^\n]*>\n)?class (features::)?Shape/)
})

test('twin tables are not padded: each cell is as long as its text, whatever its column holds', async () => {
  const md = twinMarkdown([table([[text('Name'), text('Description')], [text('std::vector<std::pair<int, float>> values'), text('b')]])])
  assert.equal(md, '| Name | Description |\n| - | - |\n| std::vector\\<std::pair\\<int, float>> values | b |\n')
  // And on real twins: no cell of the features fixture's tables ends in a run of spaces.
  for (const [route, twin] of (await twinsOf(generateFeaturesXml()))) {
    for (const line of twin.split('\n').filter((l) => l.startsWith('| '))) assert.doesNotMatch(line, /\S {2,}\|/, `${route}: padded table row: ${line}`)
  }
})

test('an MDX page: JSX and expressions dropped, admonitions quoted, links sanitised and absolute, figures kept', () => {
  const body = [
    "import Thing from './thing'",
    '',
    'Text with {1 + 1} an expression and a [relative link](../other/) and [bad](javascript:alert(1)).',
    '',
    '{/* truncate */}',
    '',
    '<Admonition type="warning" title="Careful">',
    '',
    'Inside the **note**.',
    '',
    '</Admonition>',
    '',
    '![A figure](./figure.svg)',
    '',
    '```cpp',
    'int main() {}',
    '```',
  ].join('\n')
  const md = twinMarkdown([heading(1, [text('A post')]), ...mdxToMdast(body, '/devlog/2025/01/02/post/')])
  assertSafe('post', md)
  assert.ok(!md.includes('import Thing'))
  assert.ok(!md.includes('truncate'))
  assert.ok(md.includes(`[relative link](${siteUrlOf('/devlog/2025/01/02/other/')})`), md)
  assert.ok(md.includes('bad') && !md.includes('javascript'))
  assert.match(md, /> \*\*Warning: Careful\*\*\n>\n> Inside the \*\*note\*\*\./)
  assert.ok(md.includes(`![A figure](${siteUrlOf('/devlog/2025/01/02/post/figure.svg')})`))
  assert.ok(md.includes('```cpp\nint main() {}\n```'))
})

test('llms.txt lists every page of Next under its section with its twin, each release in one line; llms-full.txt holds prose whole and the API of Next compact', async () => {
  const releases = [
    { label: '0.2.0', path: '/docs/0.2.0/helios/', docsTag: 'docs-default-0.2.0' },
    { label: '0.1.0', path: '/docs/0.1.0/helios/', docsTag: 'docs-default-0.1.0' },
  ]
  const pages = [
    { path: '/docs/introduction/', title: 'Introduction', section: 'docs', sectionLabel: 'Docs', kind: 'doc', summary: 'Start here', markdown: '# Introduction\n\nHello *there*.\n', docsTag: 'docs-default-current' },
    { path: '/devlog/2025/08/15/hello/', title: 'Hello', section: 'devlog', sectionLabel: 'Devlog', kind: 'post', summary: 'First', markdown: '# Hello\n\nFirst post.\n', docsTag: 'devlog' },
    { path: '/devlog/2025/09/15/later/', title: 'Later', section: 'devlog', sectionLabel: 'Devlog', kind: 'post', summary: null, markdown: '# Later\n\nSecond post.\n', docsTag: 'devlog' },
    { path: '/docs/helios/classes/a/', title: 'A', section: 'api', sectionLabel: 'API reference', kind: 'class', summary: 'A [class] <b>', markdown: '# A\n', docsTag: 'docs-default-current' },
    { path: '/docs/0.2.0/helios/classes/a/', title: 'A', section: 'api', sectionLabel: 'API reference', kind: 'class', summary: 'Old A', markdown: '# A\n', docsTag: 'docs-default-0.2.0' },
    { path: '/docs/0.1.0/helios/classes/old/', title: 'Old', section: 'api', sectionLabel: 'API reference', kind: 'class', summary: 'Gone since', markdown: '# Old\n', docsTag: 'docs-default-0.1.0' },
  ]
  const llms = llmsTxt(pages, releases)
  assertSafe('llms.txt', llms)
  assert.match(llms, /^# helios\n\n> /)
  const sections = [...llms.matchAll(/^## (.*)$/gm)].map((m) => m[1])
  assert.deepEqual(sections, ['Introduction', 'Devlog', 'API reference', 'Releases'])
  // A release's pages are not listed; the release is one line, to its reference's twin.
  assert.ok(!llms.includes('/docs/0.2.0/helios/classes/') && !llms.includes('/docs/0.1.0/helios/classes/') && !llms.includes('Old A'), llms)
  assert.equal(llms.match(/^- /gm)?.length, 4 + releases.length, llms)
  const releaseLines = llms.slice(llms.indexOf('## Releases')).split('\n').filter((l) => l.startsWith('- '))
  assert.deepEqual(releaseLines, [
    `- [helios 0.2.0](${siteUrlOf('/docs/0.2.0/helios/index.md')}): the API reference of release 0.2.0`,
    `- [helios 0.1.0](${siteUrlOf('/docs/0.1.0/helios/index.md')}): the API reference of release 0.1.0`,
  ])
  assert.ok(llms.indexOf('Later') < llms.indexOf('Hello'), 'posts newest first')
  assert.ok(llms.includes(`[Introduction](${siteUrlOf('/docs/introduction/index.md')}): Start here`))
  assert.ok(llms.includes('A \\[class] \\<b>'), llms)
  const full = await llmsFullTxt(pages, [
    { qualifiedName: 'ns::A', kind: 'class', signature: 'class A', briefText: 'A class.', ownerName: 'ns', url: '/docs/helios/classes/a/', docsTag: 'docs-default-current' },
    { qualifiedName: 'ns::A::f', kind: 'function', signature: 'void f(int x)', briefText: 'Does f.', ownerName: 'ns::A', url: '/docs/helios/classes/a/#f', docsTag: 'docs-default-current' },
    { qualifiedName: 'ns::A::h', kind: 'function', signature: 'void h()', briefText: 'Does h.', ownerName: 'ns::A', url: '/docs/helios/classes/a/#h', historyBadge: 'Since 0.2.0 · Deprecated in 0.3.0', docsTag: 'docs-default-current' },
    { qualifiedName: 'ns::A', kind: 'class', signature: 'class A', briefText: 'Old A.', ownerName: 'ns', url: '/docs/0.2.0/helios/classes/a/', docsTag: 'docs-default-0.2.0' },
    { qualifiedName: 'ns::A::g', kind: 'function', signature: 'void g()', briefText: 'Removed g.', ownerName: 'ns::A', url: '/docs/0.1.0/helios/classes/a/#g', docsTag: 'docs-default-0.1.0' },
  ], releases)
  assert.ok(!full.includes('Old A.') && !full.includes('void g()') && !full.includes('/docs/0.'), 'llms-full.txt holds Next only')
  assert.equal(full.match(/^### `ns::A` \(class\)$/gm)?.length, 1, full)
  assert.ok(full.includes('First post.') && full.includes('Hello *there*.'))
  assert.ok(full.includes(`[\`void f(int x)\`](${siteUrlOf('/docs/helios/classes/a/#f')}): Does f.`), full)
  // The entity's history, as its page shows it (the ApiSymbol's historyBadge).
  assert.ok(full.includes(`[\`void h()\`](${siteUrlOf('/docs/helios/classes/a/#h')}) (Since 0.2.0 · Deprecated in 0.3.0): Does h.`), full)
  assert.ok(!full.includes('# A\n'), 'API pages come compact, not whole')
})

test("llms.txt's releases are the site's: every release of versions.json, newest first, tagged as the API section tags its pages", () => {
  const versions = JSON.parse(fs.readFileSync(path.join(ROOT, 'versions.json'), 'utf8')) as string[]
  assert.deepEqual(siteReleases(), versions.map((v) => ({ label: v, path: versionBasePath(v), docsTag: versionDocsTag(v) })))
})

test('llms-full.txt serialised a run of scopes at a time is the reference serialised whole', async () => {
  const odd = ['*', '`', '|', '<b>', '[x](y)', '\\', '#', '- ', '1. ', '\n', 'é']
  const symbols = Array.from({ length: 60 }, (_, i) => [
    { qualifiedName: `ns${i % 3}::C${i}${odd[i % odd.length]}`, kind: i % 5 === 0 ? 'namespace' : 'class', signature: `class C${i}`, briefText: `Brief ${odd[(i + 3) % odd.length]}.`, ownerName: `ns${i % 3}`, url: `/docs/helios/classes/c${i}/`, docsTag: 'docs-default-current' },
    ...Array.from({ length: i % 4 }, (_, k) => ({ qualifiedName: `ns${i % 3}::C${i}${odd[i % odd.length]}::f${k}`, kind: 'function', signature: `void f${k}(${odd[k]})`, briefText: k ? '' : 'Does it.', ownerName: `ns${i % 3}::C${i}${odd[i % odd.length]}`, url: `/docs/helios/classes/c${i}/#f${k}`, docsTag: 'docs-default-current' })),
  ]).flat()
  const global = [{ qualifiedName: 'g', kind: 'function', signature: 'void g()', briefText: 'Global.', ownerName: null, url: '/docs/helios/files/g/#g', docsTag: 'docs-default-current' }]
  const whole = await llmsFullTxt([], [...global, ...symbols], [], 1e9)
  for (const run of [1, 2, 7, 59, 60]) assert.equal(await llmsFullTxt([], [...global, ...symbols], [], run), whole, `runs of ${run}`)
  assert.equal(whole.match(/^### /gm)?.length, 61)
})

test('a twin made in the twin workers is the text markdownOf makes in process, and a tree they cannot serialise is an error naming the twin', async () => {
  for (const xml of [hostileXml(), generateFeaturesXml()]) {
    const model = readDoxygenFolder(xml, { warn: () => undefined })
    const routes = buildRoutes(model, '/docs/helios/')
    resolveAll(model, routes, () => undefined)
    const members = new Map(memberPayloads(model, routes).map((m) => [m.refid, m as unknown as Record<string, unknown>]))
    for (const c of compoundPayloads(model, routes)) {
      const node = c as unknown as Record<string, unknown>
      const memberOf = (id: string) => members.get(id) ?? null
      assert.equal(await compoundPartTwin(node, 0, memberOf), twinMarkdown(compoundPartBlocks(node, 0, memberOf).blocks), c.route)
    }
  }
  await assert.rejects(twinMarkdownInWorker([{ type: 'noSuchNode' }], '/docs/helios/broken/'), /Markdown twin of \/docs\/helios\/broken\/: .*noSuchNode/)
  // The pool goes on after a failed job.
  assert.equal(await twinMarkdownInWorker([heading(1, [text('After')])], '/after/'), '# After\n')
})

/**
 * The build makes twins in two bursts (the API pages' while sourcing, the others after the HTML); workers kept
 * between them held their heaps in the build's memory through the queries and the HTML.
 */
test('the twin workers stop once idle, and start again for the next twins', async () => {
  const twins = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => twinMarkdownInWorker([heading(2, [text(`Part ${i}`)])], `/part/${i}/`)))
  assert.deepEqual(await twins(40), Array.from({ length: 40 }, (_, i) => `## Part ${i}\n`))
  assert.ok(runningTwinWorkers() > 0, 'the twins were made in workers')
  const stopped = Date.now() + 10_000
  while (runningTwinWorkers() > 0 && Date.now() < stopped) await new Promise((resolve) => setTimeout(resolve, 100))
  assert.equal(runningTwinWorkers(), 0, 'idle workers still running 10 s after the last twin')
  assert.equal((await twins(3)).join(''), '## Part 0\n## Part 1\n## Part 2\n')
})

test('after the build every twin is written as its page of nodes arrives, and llms.txt and llms-full.txt are those of the whole pages', async () => {
  const releases = siteReleases()
  const pages = Array.from({ length: 1203 }, (_, i) => {
    const api = i % 3 !== 0
    return api
      ? { path: `/docs/helios/classes/c${i}/`, title: `C${i}`, section: 'api', sectionLabel: 'API reference', kind: 'class', summary: `Class ${i}`, markdown: `# C${i}\n\nAPI text ${i}.\n`, docsTag: 'docs-default-current' }
      : { path: `/devlog/2025/08/${i}/post/`, title: `Post ${i}`, section: 'devlog', sectionLabel: 'Devlog', kind: 'post', summary: `Summary ${i}`, markdown: `# Post ${i}\n\nProse ${i}.\n`, docsTag: 'devlog' }
  })
  const symbols = [{ qualifiedName: 'ns::C', kind: 'class', signature: 'class C', briefText: 'A class.', ownerName: 'ns', url: '/docs/helios/classes/c1/', docsTag: 'docs-default-current' }]
  // The data layer, answering the paged allHeliosPage queries as Gatsby does.
  const graphql = async <T,>(query: string) => {
    const limit = Number(/limit: (\d+)/.exec(query)![1])
    const skip = Number(/skip: (\d+)/.exec(query)![1])
    return { data: { allHeliosPage: { nodes: pages.slice(skip, skip + limit) } } as T }
  }
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'twins-written-'))
  const twins = markdownTwinsWriter({ info() {} }, publicDir)
  await eachNodeOnce(graphql, 'allHeliosPage', [twins], 'Markdown twins', 500)
  const written = await twins.finish(symbols)
  assert.deepEqual([...written].sort(), pages.map((p) => p.path).sort())
  for (const p of pages) assert.equal(fs.readFileSync(path.join(publicDir, markdownTwinPath(p.path)), 'utf8'), p.markdown, p.path)
  assert.equal(fs.readFileSync(path.join(publicDir, 'llms.txt'), 'utf8'), llmsTxt(pages, releases))
  const full = fs.readFileSync(path.join(publicDir, 'llms-full.txt'), 'utf8')
  assert.equal(full, await llmsFullTxt(pages, symbols, releases))
  assert.ok(full.includes('Prose 1200.'), 'a post is held whole')
  fs.rmSync(publicDir, { recursive: true, force: true })
})
