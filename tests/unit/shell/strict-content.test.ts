/**
 * HELIOS_STRICT=1 (src/shell/server/contentWarnings.ts): warnings about content become one build error per step,
 * naming each file and line; not for other libraries' XML (HELIOS_DOXYGEN_XML). Checked on the switch itself, on
 * URLs the sanitiser refuses in an MDX file with frontmatter (remarkSafeUrls, through the devlog's excerpt renderer
 * too) and on a prose-link warning's line.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkMdx from 'remark-mdx'
import { ContentWarnings, STRICT_ENV, StrictContentError, strictContent } from '../../../src/shell/server/contentWarnings'
import { remarkSafeUrls } from '../../../src/shell/remarkSafeUrls'
import { excerptToHtml } from '../../../src/sections/devlog/node/render'
import { splitExcerpt } from '../../../src/sections/devlog/node/loader'
import { formatProblem } from '../../../src/sections/api/node/prose'
import { resolveProse } from '../../../src/sections/api/node/prose-build'
import type { SymbolEntry } from '../../../src/sections/api/node/symbols'
import { bodyPlace } from '../../../src/shell/contentPlace'

function reporter() {
  const log = { warn: [] as string[], errors: [] as string[] }
  return { log, warn: (m: string) => log.warn.push(m), panicOnBuild: (m: string) => log.errors.push(m) }
}

test('HELIOS_STRICT=1 makes a build strict, unless the reference is another library\'s XML (HELIOS_DOXYGEN_XML)', () => {
  assert.equal(strictContent({}), false)
  assert.equal(strictContent({ [STRICT_ENV]: '0' }), false)
  assert.equal(strictContent({ [STRICT_ENV]: '1' }), true)
  assert.equal(strictContent({ [STRICT_ENV]: '1', HELIOS_DOXYGEN_XML: '.corpora/bullet/xml' }), false)
})

test('not strict, a warning about content is a warning as it comes; strict, a step\'s warnings stop the build together', () => {
  const loose = reporter()
  const w = new ContentWarnings(loose, 'the devlog posts', false)
  w.warn('[devlog] content/devlog/a/index.mdx: one')
  w.warn('[devlog] content/devlog/b/index.mdx: two')
  w.settle()
  assert.deepEqual(loose.log.warn, ['[devlog] content/devlog/a/index.mdx: one', '[devlog] content/devlog/b/index.mdx: two'])
  assert.deepEqual(loose.log.errors, [])

  const strict = reporter()
  const s = new ContentWarnings(strict, 'the devlog posts', true)
  s.warn('[devlog] content/devlog/a/index.mdx: one')
  s.warn('[devlog] content/devlog/b/index.mdx: two')
  assert.deepEqual(strict.log.errors, [], 'nothing stops before the step ends')
  s.settle()
  assert.deepEqual(strict.log.warn, [])
  assert.deepEqual(strict.log.errors, [
    'HELIOS_STRICT=1: 2 warnings about content in the devlog posts stop the build:\n  [devlog] content/devlog/a/index.mdx: one\n  [devlog] content/devlog/b/index.mdx: two',
  ])
  s.settle()
  assert.equal(strict.log.errors.length, 1, 'said once')

  const clean = reporter()
  new ContentWarnings(clean, 'x', true).settle()
  assert.deepEqual(clean.log, { warn: [], errors: [] })
})

/**
 * An MDX file with four lines of frontmatter in a site folder, and its body as gatsby-plugin-mdx compiles it; its
 * refused URLs come before the truncate marker, so they are in the excerpt too.
 */
function postWithUnsafeLinks() {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'strict-site-'))
  const rel = path.join('content', 'devlog', '2025-01-02-links', 'index.mdx')
  const body = ['Intro paragraph.', '', '[run](javascript:alert(1))', '', '<img src="data:text/html,x" onError="alert(2)" alt="x" />', '', '{/* truncate */}', '', 'The rest.', ''].join('\n')
  const file = ['---', 'title: Links', 'description: Links.', '---', body].join('\n')
  fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true })
  fs.writeFileSync(path.join(site, rel), file)
  return { site, rel, body }
}

function runSafeUrls(abs: string, body: string, strict: boolean): string[] {
  const warnings: string[] = []
  const tree = unified().use(remarkParse).use(remarkMdx).parse(body)
  remarkSafeUrls({ warn: (m) => warnings.push(m), strict })(tree, { path: abs, value: body })
  return warnings
}

test('refused URLs name the file relative to the site and its own lines and columns, frontmatter counted; strict, they stop the build', () => {
  const { site, rel, body } = postWithUnsafeLinks()
  const cwd = process.cwd()
  process.chdir(site)
  try {
    const warnings = runSafeUrls(path.join(site, rel), body, false)
    assert.equal(warnings.length, 3)
    assert.match(warnings[0], new RegExp(`^${rel.replace(/\./g, '\\.')}:7:1: link "javascript:alert\\(1\\)" in link "run" uses the "javascript:" scheme`))
    assert.match(warnings[1], new RegExp(`^${rel.replace(/\./g, '\\.')}:9:1: .*"data:" scheme`))
    assert.match(warnings[2], new RegExp(`^${rel.replace(/\./g, '\\.')}:9:1: event-handler attribute onError on <img> removed`))
    assert.throws(
      () => runSafeUrls(path.join(site, rel), body, true),
      (e: unknown) => e instanceof StrictContentError && e.warnings.length === 3 && e.message.startsWith(`HELIOS_STRICT=1: 3 warnings about content in ${rel} stop the build:\n  ${rel}:7:1: link "javascript:alert(1)" in link "run"`),
    )
  } finally {
    process.chdir(cwd)
  }
})

test("strict, a refused URL in a post's excerpt stops the build with the file and line, not as a parse error", async () => {
  const { site, rel, body } = postWithUnsafeLinks()
  const cwd = process.cwd()
  const saved = process.env[STRICT_ENV]
  process.chdir(site)
  process.env[STRICT_ENV] = '1'
  try {
    // As the devlog renders it: the excerpt laid out at its lines in the file.
    const excerpt = () => excerptToHtml(splitExcerpt(body), '/devlog/2025/01/02/links/', bodyPlace(rel, body))
    await assert.rejects(excerpt(), (e: unknown) => e instanceof StrictContentError && e.message.includes(`${rel}:7:1: link "javascript:alert(1)" in link "run"`))
    delete process.env[STRICT_ENV]
    assert.doesNotMatch(await excerpt(), /javascript:|data:|onerror/i)
  } finally {
    process.chdir(cwd)
    if (saved === undefined) delete process.env[STRICT_ENV]
    else process.env[STRICT_ENV] = saved
  }
})

test('a prose-link warning names the file at the span\'s line and column and every line it occurs on, frontmatter counted', () => {
  const entry = (id: string, qualifiedName: string): SymbolEntry => {
    const parts = qualifiedName.split('::')
    return { id, shortName: parts[parts.length - 1], qualifiedName, kind: 'function', ownerName: parts.slice(0, -1).join('::'), url: `/${id}/`, reimplements: [] }
  }
  const table = { version: 1 as const, symbols: [entry('a', 'gfx::Camera::lookAt'), entry('b', 'gfx::math::lookAt')] }
  const body = ['Point it with `lookAt()`.', '', 'Then `lookAt()` again.', ''].join('\n')
  // Five lines of frontmatter: the body starts on the file's line 6.
  const page = { path: '/devlog/x/', title: 'X', section: 'Devlog', date: null, sourcePath: 'content/devlog/x/index.mdx', body, bodyLine: 6 }
  const { problems } = resolveProse([page], table, [])
  assert.equal(problems.length, 1)
  assert.deepEqual(problems[0].places, [{ line: 6, column: 15 }, { line: 8, column: 6 }])
  assert.match(formatProblem(problems[0]), /^content\/devlog\/x\/index\.mdx:6:15: `lookAt\(\)` \(2 times: lines 6, 8\) matches 2 API entities/)
  // A file that no longer ends with the body (edited since): no line is claimed.
  const edited = resolveProse([{ ...page, bodyLine: null }], table, []).problems[0]
  assert.match(formatProblem(edited), /^content\/devlog\/x\/index\.mdx: `lookAt\(\)` \(2 times\) matches 2 API entities/)
})
