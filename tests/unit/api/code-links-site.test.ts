/**
 * Every code link of the site is right: the real linking run over every post, docs page and the home sample (each
 * at its version's headers and doxygen XML, as the build reads them), checked against what clang itself says of
 * each block in a compile of its own. A link must sit on a name clang resolved, to the entity of that kind and
 * qualified name; a name the block declares (a local, a parameter, a structured binding), or a use of one, is
 * never linked; and every block compiles. The post-build half (every code link's href is a page with that anchor)
 * is tests/e2e/code-links.spec.ts. The API pages' `\code` examples are checked the same way, in every version.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import { compileBlocks, type ClangResult } from '../../../src/sections/api/node/codeLinks/clang'
import { linkCodePages, versionIncludeDir, type CodeBlock } from '../../../src/sections/api/node/codeLinks/build'
import { kindMatches, type VersionSymbols } from '../../../src/sections/api/node/codeLinks/match'
import { codeBlockKey, type CodeLink } from '../../../src/shell/codeLinks'
import { siteCodePages, siteExampleVersions } from '../../../scripts/code-links-site'
import type { DocNode } from '../../../src/sections/api/model/doc'
import { readDoxygenFolder, type DoxygenModel } from '../../../src/sections/api/model/model'
import { defaultLayout } from '../../../src/sections/api/model/versions'
import { examplesOf, exampleSource, versionContext, type DocExample } from '../../../src/sections/api/node/docExamples'
import { listingText } from '../../../src/sections/api/model/doc'
import { descriptionListings, exampleTextKey, linkModelExamples } from '../../../src/sections/api/node/codeLinks/examples'

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

const keyOf = (b: CodeBlock) => `${b.sourcePath}:${b.line}`
const run = (async () => {
  const site = await siteCodePages(root)
  const blocks = site.codePages.flatMap((p) => p.blocks.map((b) => ({ b, version: p.version })))
  const linked = await linkCodePages(site.codePages, site.symbols, null, root)
  // clang's view of each block in a compile of the test's own, not the linking's result.
  const own = await compileBlocks(
    blocks.map(({ b, version }) => ({ key: keyOf(b), code: b.compiled, mode: b.mode, includeDir: versionIncludeDir(root, version) })),
    null,
  )
  return { site, blocks, linked, clang: own.results }
})()

test("every code link of the site's pages is the entity clang named there, and no name the block declares links", async () => {
  const { linked, clang, site, blocks } = await run
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
  const { linked, clang, site, blocks } = await run
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

/** The entity a doxygen id names in a model: its kind and qualified name (enumerators by their enum's scope). */
function entityOf(model: DoxygenModel, id: string): { kind: string; qualifiedName: string } | null {
  const c = model.compounds.get(id)
  if (c) return { kind: c.kind, qualifiedName: c.name }
  const m = model.members.get(id)
  if (m) return { kind: m.kind, qualifiedName: m.qualifiedName }
  for (const e of model.members.values()) {
    const ev = e.enumValues.find((v) => v.id === id)
    if (ev) return { kind: 'enumvalue', qualifiedName: `${e.strong ? e.qualifiedName : e.qualifiedName.split('::').slice(0, -1).join('::')}::${ev.name}`.replace(/^::/, '') }
  }
  return null
}

/** A listing line's refs with their columns in the line's text. */
function refsInLine(nodes: DocNode[]): Array<{ col: number; text: string; id: string }> {
  const out: Array<{ col: number; text: string; id: string }> = []
  let pos = 0
  const visit = (list: DocNode[]) => {
    for (const n of list) {
      if (typeof n === 'string') pos += n.length
      else if (n.t === 'ref') {
        const text = listingText({ t: 'listing', lines: [{ c: n.c }] })
        out.push({ col: pos, text, id: n.id })
        pos += text.length
      } else if ('c' in n && Array.isArray(n.c)) visit(n.c)
    }
  }
  visit(nodes)
  return out
}

type ExampleUnit = { e: DocExample; source: string; lineMap: number[] }

/** What is wrong with the links of a model's example listings, by clang's own result for each example. */
function wrongExampleLinks(version: string, model: DoxygenModel, units: ExampleUnit[], clang: Map<string, ClangResult>): { wrong: string[]; links: number } {
  const wrong: string[] = []
  const byKey = new Map(units.map((u) => [exampleTextKey(u.e.code), u]))
  let links = 0
  for (const listing of descriptionListings(model)) {
    const u = byKey.get(exampleTextKey(listingText(listing)))
    if (!u) {
      // A README's block: nothing compiles it, so it may link only its #include lines' files.
      for (const line of listing.lines) {
        if (/^\s*#\s*include\b/.test(listingText({ t: 'listing', lines: [line] }))) continue
        for (const r of refsInLine(line.c)) wrong.push(`${version}: \`${r.text}\` links to ${r.id} in a listing that is no header's example, which nothing compiles`)
      }
      continue
    }
    const result = clang.get(`${u.e.file}:${u.e.line}`)!
    const raw = u.e.code.split('\n')
    let first = 0
    while (first < raw.length && raw[first].trim() === '') first++
    // The example's line and UTF-16 column of a position in its unit.
    const at = (line: number, byteCol: number) => {
      const ex = u.lineMap[line - 1] ?? 0
      const text = raw[ex - 1] ?? ''
      return `${ex}:${Buffer.from(text, 'utf8').subarray(0, byteCol - 1).toString('utf8').length}`
    }
    const refAt = new Map(result.refs.map((r) => [at(r.line, r.col), r]))
    const localAt = new Set(result.locals.map((l) => at(l.line, l.col)))
    listing.lines.forEach((line, i) => {
      const shown = listingText({ t: 'listing', lines: [line] })
      const exLine = first + i + 1
      const exText = raw[exLine - 1] ?? ''
      for (const r of refsInLine(line.c)) {
        links++
        const key = `${exLine}:${r.col - (shown.length - shown.trimStart().length) + (exText.length - exText.trimStart().length)}`
        const where = `${version} ${u.e.file}:${u.e.line + exLine - 1}`
        if (localAt.has(key)) wrong.push(`${where}: \`${r.text}\` is declared in the example, yet links to ${r.id}`)
        const c = refAt.get(key)
        const target = entityOf(model, r.id)
        if (!c || c.name !== r.text) wrong.push(`${where}: \`${r.text}\` links to ${r.id}, but clang resolved no entity of the reference there`)
        else if (!target || target.qualifiedName !== c.qualifiedName || !kindMatches(c.kind, target.kind)) wrong.push(`${where}: \`${r.text}\` links to ${target ? `${target.kind} ${target.qualifiedName}` : r.id}, but clang named ${c.kind} ${c.qualifiedName}`)
      }
    })
    if (result.errors.length && listing.lines.some((l) => refsInLine(l.c).length)) wrong.push(`${version} ${u.e.file}:${u.e.line}: the example does not compile, yet links names`)
  }
  return { wrong, links }
}

const exampleVersions = siteExampleVersions(root)
const examples = (async () =>
  Promise.all(
    exampleVersions.map(async ({ version, model, includeDir }) => {
      // clang's view of each example in a compile of the test's own, made before the linking changes the model.
      const context = versionContext(includeDir)
      const units = examplesOf(includeDir).map((e) => ({ e, ...exampleSource(e, context) }))
      const own = await compileBlocks(units.map((u) => ({ key: `${u.e.file}:${u.e.line}`, code: u.source, mode: 'unit' as const, includeDir })), null)
      const report = await linkModelExamples(model, includeDir, null)
      return { version, model, includeDir, report, units, clang: own.results }
    }),
  ))()

test("every link of the API pages' \\code examples, in every version, is the entity clang named there, and no name the example declares links", async () => {
  const wrong: string[] = []
  const all = await examples
  assert.ok(all.length >= 4, `Next and the releases (${all.length})`)
  for (const { version, model, report, units, clang } of all) {
    assert.ok(report.listings >= 10 && report.listings === units.length, `${version}: every example's listing is found on the pages (${report.listings} of ${units.length})`)
    assert.ok(report.placed > 50, `${version}: the examples link (${report.placed} links)`)
    const r = wrongExampleLinks(version, model, units, clang)
    assert.equal(r.links, report.placed, `${version}: the check saw every link`)
    wrong.push(...r.wrong)
  }
  assert.deepEqual(wrong, [])
})

test("the API examples' check finds the wrong links of name guessing: doxygen's own refs, and a local linked to a member", async () => {
  const { version, includeDir, units, clang } = (await examples)[0]
  // The model as doxygen linked it, before clang's pass.
  const doxygen = readDoxygenFolder(defaultLayout(root).currentDir, { warn: () => undefined })
  void includeDir
  const camera = descriptionListings(doxygen).find((l) => listingText(l).includes('Camera camera;'))
  assert.ok(camera, "the Camera page's example")
  const member = [...doxygen.members.values()].find((m) => m.qualifiedName === 'helios::scene::Camera::lookAt')!
  const line = camera.lines.find((l) => listingText({ t: 'listing', lines: [l] }).startsWith('camera.'))!
  const [head, ...rest] = line.c
  assert.equal(typeof head, 'string')
  line.c = [{ t: 'ref', id: member.id, kind: 'member', c: ['camera'] }, (head as string).slice('camera'.length), ...rest]
  const { wrong } = wrongExampleLinks(version, doxygen, units, clang)
  assert.ok(wrong.some((w) => /`camera` is declared in the example, yet links to/.test(w)), wrong.join('\n'))
  // Doxygen links a qualified name as one ref, which is no name clang resolved.
  assert.ok(wrong.some((w) => /`helios::scene::Camera` links to .*, but clang resolved no entity/.test(w)), wrong.join('\n'))
})
