/**
 * Every code link of the site is right: the real linking run over every post, docs page and the home sample (each
 * at its version's headers and doxygen XML, as the build reads them), checked against what clang itself says of
 * each block in a compile of its own. A link must sit on a name clang resolved, to the entity of that kind and
 * qualified name; a name the block declares (a local, a parameter, a structured binding), or a use of one, is
 * never linked; and every block compiles. The post-build half (every code link's href is a page with that anchor)
 * is tests/e2e/code-links.spec.ts.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import { compileBlocks, type ClangResult } from '../../../src/sections/api/node/codeLinks/clang'
import { linkCodePages, versionIncludeDir, type CodeBlock } from '../../../src/sections/api/node/codeLinks/build'
import { kindMatches, type VersionSymbols } from '../../../src/sections/api/node/codeLinks/match'
import { codeBlockKey, type CodeLink } from '../../../src/shell/codeLinks'
import { siteCodePages } from '../../../scripts/code-links-site'

const root = path.resolve(__dirname, '../../..')

/** The shown text's offset of a 1-based line (of the compiled text) and byte column; null on a hidden line. */
function shownOffset(b: CodeBlock, line: number, byteCol: number): number | null {
  const shown = b.shownLine[line - 1] ?? 0
  if (shown === 0) return null
  const lines = b.code.split('\n')
  let off = 0
  for (let i = 0; i < shown - 1; i++) off += lines[i].length + 1
  return off + Buffer.from(lines[shown - 1], 'utf8').subarray(0, byteCol - 1).toString('utf8').length
}

/** What is wrong with a block's links, by clang's own result for the block: one line per wrong link. */
function wrongLinks(b: CodeBlock, links: readonly CodeLink[], clang: ClangResult, symbols: VersionSymbols): string[] {
  const where = `${b.sourcePath}:${b.line}`
  const wrong: string[] = []
  const refAt = new Map(clang.refs.map((r) => [shownOffset(b, r.line, r.col), r]))
  const localAt = new Set(clang.locals.map((l) => shownOffset(b, l.line, l.col)))
  for (const l of links) {
    const text = b.code.slice(l.offset, l.offset + l.length)
    if (localAt.has(l.offset)) wrong.push(`${where}: \`${text}\` is declared in the block, yet links to ${l.href}`)
    const ref = refAt.get(l.offset)
    if (!ref || ref.name !== text) {
      wrong.push(`${where}: \`${text}\` links to ${l.href}, but clang resolved no entity of the reference there`)
      continue
    }
    const targets = symbols.symbols.filter((s) => s.url === l.href)
    if (!targets.some((s) => s.qualifiedName === ref.qualifiedName && kindMatches(ref.kind, s.kind))) {
      wrong.push(`${where}: \`${text}\` links to ${l.href} (${targets.map((s) => `${s.kind} ${s.qualifiedName}`).join(', ') || 'nothing'}), but clang named ${ref.kind} ${ref.qualifiedName}`)
    }
  }
  if (clang.errors.length && links.length) wrong.push(`${where}: the block does not compile, yet links ${links.length} names`)
  return wrong
}

const site = siteCodePages(root)
const blocks = site.codePages.flatMap((p) => p.blocks.map((b) => ({ b, version: p.version })))
const keyOf = (b: CodeBlock) => `${b.sourcePath}:${b.line}`
const run = (async () => {
  const linked = await linkCodePages(site.codePages, site.symbols, null, root)
  // clang's view of each block in a compile of the test's own, not the linking's result.
  const own = await compileBlocks(
    blocks.map(({ b, version }) => ({ key: keyOf(b), code: b.compiled, mode: b.mode, includeDir: versionIncludeDir(root, version) })),
    null,
  )
  return { linked, clang: own.results }
})()

test("every code link of the site's pages is the entity clang named there, and no name the block declares links", async () => {
  const { linked, clang } = await run
  assert.ok(blocks.length >= 20, `the site's C++ blocks are read (${blocks.length})`)
  const wrong: string[] = []
  let links = 0
  for (const { b, version } of blocks) {
    const l = linked.table.blocks[codeBlockKey(b.sourcePath, b.code)] ?? []
    links += l.length
    wrong.push(...wrongLinks(b, l, clang.get(keyOf(b))!, site.symbols.get(version)!))
  }
  assert.deepEqual(wrong, [])
  assert.ok(links > 400, `the site's blocks link (${links} links)`)
})

test("every C++ block of the site compiles against its version's headers, with no name missing from its reference", async () => {
  const { linked } = await run
  assert.deepEqual(linked.problems.map((p) => p.message), [])
})

test('the check finds the wrong links name guessing made: a local linked to a member of the same name, a use of it too', async () => {
  const { linked, clang } = await run
  const found = blocks.find(({ b }) => b.sourcePath.includes('onwards-to-the-rendering-model') && b.code.includes('auto shader = device.createShader'))
  assert.ok(found, "the rendering model post's frame block")
  const { b, version } = found
  const symbols = site.symbols.get(version)!
  const member = symbols.symbols.find((s) => s.qualifiedName === 'helios::rendering::Material::shader')
  assert.ok(member, 'Material::shader is documented')
  const good = linked.table.blocks[codeBlockKey(b.sourcePath, b.code)]
  const guessed: CodeLink[] = [
    { offset: b.code.indexOf('shader ='), length: 6, href: member.url, kind: member.kind },
    { offset: b.code.indexOf('(shader,') + 1, length: 6, href: member.url, kind: member.kind },
  ]
  const wrong = wrongLinks(b, [...good, ...guessed], clang.get(keyOf(b))!, symbols)
  assert.equal(wrong.filter((w) => /`shader` is declared in the block/.test(w)).length, 2, wrong.join('\n'))
  // A link to the wrong entity where clang did resolve one: `Model` linked to Material.
  const model = b.code.indexOf('rendering::Model>') + 'rendering::'.length
  const material = symbols.symbols.find((s) => s.qualifiedName === 'helios::rendering::Material')!
  assert.match(wrongLinks(b, [{ offset: model, length: 5, href: material.url, kind: 'class' }], clang.get(keyOf(b))!, symbols)[0], /clang named class helios::rendering::Model/)
})
