/**
 * Code that links, on a small header set (tests/fixtures/code-links/include): Debian's clang (libclang 14 through
 * python3-clang-14) compiles real snippets, Debian's doxygen documents the headers, and the links must reach the
 * entity the compiler chose: the overload a call selects, an alias, a qualified class, a member called through a
 * variable; hidden lines compile but links land on the shown text; a name the block declares links nothing, however
 * an entity is named; a block that does not compile links nothing, and it and a name missing from the reference are
 * warnings naming the file and line; a retired `excerpt` fence word is an error naming the file and line. Then the links are spliced into Prism's highlighted tree.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readDoxygenFolder } from '../../../src/sections/api/model/model'
import fs from 'node:fs'
import { execFileSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { compileBlocks, standardPrelude, unitSource, blockMode, type ResultCache } from '../../../src/sections/api/node/codeLinks/clang'
import { codeSymbolsFromModel } from '../../../src/sections/api/node/codeLinks/match'
import { codeBlock, codePagesOf, cppBlocks, linksFromClang, versionOfDate, type CodeBlock } from '../../../src/sections/api/node/codeLinks/build'
import { spliceLinks, type CodeLink } from '../../../src/shell/codeLinks'
import { highlightCode } from '../../../src/shell/highlight'
import { CODE_LINKS_INCLUDE, codeLinksFixtureXml } from './code-links-fixture'

const INCLUDE = CODE_LINKS_INCLUDE

const symbolsOf = (xmlDir: string, leaveOut: string[] = []) => codeSymbolsFromModel(readDoxygenFolder(xmlDir), leaveOut)

const xml = codeLinksFixtureXml()
const symbols = symbolsOf(xml)

/** A block as a post holds it: fence at line 10 of post.mdx. */
const block = (code: string, mode: CodeBlock['mode'] = 'body'): CodeBlock => codeBlock('content/devlog/post/index.mdx', 10, code, mode)

async function compiled(b: CodeBlock, table = symbols) {
  const { results } = await compileBlocks([{ key: 'k', code: b.compiled, mode: b.mode, includeDir: INCLUDE }], null)
  return { result: results.get('k')!, ...linksFromClang(b, results.get('k')!, table, 'Next') }
}

/** The href of the link over the `nth` occurrence of `name` in the code. */
function hrefAt(code: string, links: CodeLink[], name: string, nth = 0): string | undefined {
  let at = -1
  for (let i = 0; i <= nth; i++) at = code.indexOf(name, at + 1)
  assert.ok(at >= 0, `${name} is in the code`)
  return links.find((l) => l.offset === at && l.length === name.length)?.href
}

test('a call links to the overload clang selects, by its parameter types as doxygen writes them', async () => {
  const code = [
    '#include <demo/gfx.hpp>',
    'demo::gfx::Camera camera;',
    'camera.setPerspective(demo::gfx::radians(60.0F), 1.5F, 0.1F, 100.0F);',
    'camera.setPerspective(1.0F, 2.0F);',
    'camera.lookAt(demo::gfx::vec3f{}, demo::gfx::vec3f{});',
    'camera.lookAt(demo::gfx::Vec3<double>{}, demo::gfx::Vec3<double>{});',
  ].join('\n')
  const { links, problems } = await compiled(block(code))
  assert.deepEqual(problems, [])
  assert.equal(hrefAt(code, links, 'setPerspective', 0), '/m/demo::gfx::Camera::setPerspective(floatfovY,floataspect,floatzNear,floatzFar)')
  assert.equal(hrefAt(code, links, 'setPerspective', 1), '/m/demo::gfx::Camera::setPerspective(floatfovY,floataspect)')
  assert.equal(hrefAt(code, links, 'lookAt', 0), '/m/demo::gfx::Camera::lookAt(constvec3f&eye,constvec3f&target)')
  assert.equal(hrefAt(code, links, 'lookAt', 1), '/m/demo::gfx::Camera::lookAt(constVec3<double>&eye,constVec3<double>&target)')
  assert.equal(hrefAt(code, links, 'radians'), '/m/demo::gfx::radians(floatdegrees)')
})

test('an alias links to the alias, a qualified class to the class and each namespace to its page', async () => {
  const code = ['#include <demo/gfx.hpp>', 'using namespace demo;', 'gfx::vec3f v{};', 'gfx::scene::Scene world;', 'float f = v.x;'].join('\n')
  const { links, problems } = await compiled(block(code))
  assert.deepEqual(problems, [])
  assert.equal(hrefAt(code, links, 'vec3f'), '/m/demo::gfx::vec3f')
  assert.equal(hrefAt(code, links, 'Scene'), '/c/demo::gfx::scene::Scene/')
  assert.equal(hrefAt(code, links, 'scene'), '/c/demo::gfx::scene/')
  assert.equal(hrefAt(code, links, 'demo', 1), '/c/demo/')
  assert.equal(hrefAt(code, links, 'demo', 0), undefined, 'the #include path is not a name')
  // A member of an instantiated template is the template's member.
  assert.equal(links.find((l) => l.offset === code.indexOf('v.x') + 2)?.href, '/m/demo::gfx::Vec3::x')
})

test('a member called through a variable (and through a reference parameter) links to that member', async () => {
  const code = [
    '#include <demo/gfx.hpp>',
    '',
    'void frame(demo::gfx::scene::Scene& world, demo::gfx::Camera& camera) {',
    '    world.add(camera);',
    '    const float f = camera.fov();',
    '    (void)f;',
    '}',
  ].join('\n')
  const { links, problems } = await compiled(block(code, 'unit'))
  assert.deepEqual(problems, [])
  assert.equal(hrefAt(code, links, 'add'), '/m/demo::gfx::scene::Scene::add(Camera&camera)')
  assert.equal(hrefAt(code, links, 'fov'), '/m/demo::gfx::Camera::fov()const')
  assert.equal(hrefAt(code, links, 'Camera'), '/c/demo::gfx::Camera/')
  // The snippet's own names (frame, world, camera as a variable) are no API entity and are not linked.
  assert.equal(hrefAt(code, links, 'frame'), undefined)
  assert.equal(hrefAt(code, links, 'world', 1), undefined)
})

test('a using-declaration links the one entity it names', async () => {
  const code = ['#include <demo/gfx.hpp>', 'using demo::gfx::Camera;', 'using demo::gfx::radians;', 'Camera camera;'].join('\n')
  const { links, problems, result } = await compiled(block(code, 'unit'))
  assert.deepEqual(problems, [])
  assert.equal(hrefAt(code, links, 'Camera', 0), '/c/demo::gfx::Camera/')
  assert.equal(hrefAt(code, links, 'radians'), '/m/demo::gfx::radians(floatdegrees)')
  // Neither is a name the block declares.
  assert.deepEqual(result.locals.map((l) => l.name), ['camera'])
})

test('hidden lines are compiled, not shown: links land on the shown text and nothing on a hidden line links', async () => {
  const fence = [
    '@ #include <demo/gfx.hpp>',
    '@ void frame(demo::gfx::Camera& camera) {',
    'camera.setPerspective(demo::gfx::radians(60.0F), 1.5F);',
    '@     demo::gfx::scene::Scene hiddenScene;',
    '    camera.lookAt(demo::gfx::vec3f{}, demo::gfx::vec3f{});',
    '@ }',
  ].join('\n')
  const b = block(fence, 'unit')
  assert.equal(b.code, 'camera.setPerspective(demo::gfx::radians(60.0F), 1.5F);\n    camera.lookAt(demo::gfx::vec3f{}, demo::gfx::vec3f{});')
  assert.deepEqual(b.shownLine, [0, 0, 1, 0, 2, 0])
  const { links, problems, result } = await compiled(b)
  assert.deepEqual(problems, [])
  assert.ok(result.refs.some((r) => r.name === 'Scene'), 'clang resolved the hidden line')
  assert.equal(hrefAt(b.code, links, 'setPerspective'), '/m/demo::gfx::Camera::setPerspective(floatfovY,floataspect)')
  assert.equal(hrefAt(b.code, links, 'lookAt'), '/m/demo::gfx::Camera::lookAt(constvec3f&eye,constvec3f&target)')
  assert.equal(hrefAt(b.code, links, 'radians'), '/m/demo::gfx::radians(floatdegrees)')
  for (const l of links) assert.ok(l.offset + l.length <= b.code.length && /^\w+$/.test(b.code.slice(l.offset, l.offset + l.length)), 'every link covers a shown name')
  assert.ok(!links.some((l) => l.href.includes('Scene')), 'a name on a hidden line is never linked')
  // An error on a hidden line is named at its line of the file: the fence's lines count every line.
  const broken = block(['@ #include <demo/gfx.hpp>', 'int shown = 1;', '@ demo::gfx::Camra hidden;'].join('\n'), 'body')
  const p = (await compiled(broken)).problems[0]
  assert.equal(p.kind, 'does-not-compile')
  assert.equal(p.line, 13)
})

test('a name the block declares (a local, a parameter, a structured binding) links nothing, though the reference has an entity of that name', async () => {
  // The old excerpt linking by unique name made the local `scene` the namespace and `fov` Camera::fov.
  const code = [
    '#include <demo/gfx.hpp>',
    'auto scene = demo::gfx::scene::Scene{};',
    'demo::gfx::Camera camera;',
    'scene.add(camera);',
    'auto fov = [](float x) { return x; };',
    'auto [x, y, z] = demo::gfx::vec3f{};',
    'float lens = fov(x + y + z);',
  ].join('\n')
  const { links, problems, result } = await compiled(block(code))
  assert.deepEqual(problems, [])
  assert.equal(hrefAt(code, links, 'scene', 0), undefined, 'the local scene')
  assert.equal(hrefAt(code, links, 'scene', 1), '/c/demo::gfx::scene/', 'the namespace scene')
  assert.equal(hrefAt(code, links, 'scene', 2), undefined, 'the local scene, used')
  for (const name of ['fov', 'lens', 'x', 'y', 'z']) for (let i = 0; i < 2; i++) if (code.split(name).length > i + 1) assert.equal(hrefAt(code, links, name, i), undefined, name)
  assert.equal(hrefAt(code, links, 'add'), '/m/demo::gfx::scene::Scene::add(Camera&camera)')
  // clang reports the block's own names: declarations and uses, structured bindings included.
  const locals = result.locals.map((l) => `${l.line}:${l.name}`)
  for (const want of ['2:scene', '4:scene', '5:fov', '5:x', '6:x', '6:y', '6:z', '7:lens', '7:fov', '7:x']) assert.ok(locals.includes(want), `${want} in ${locals.join(' ')}`)
})

test('a block that does not compile is a warning naming the file and the line of the error', async () => {
  const code = ['#include <demo/gfx.hpp>', 'demo::gfx::Camera camera;', 'camera.setPerspectiv(1.0F, 2.0F);'].join('\n')
  const { problems, links } = await compiled(block(code))
  const p = problems.find((x) => x.kind === 'does-not-compile')
  assert.ok(p, 'a does-not-compile problem')
  // Fence at line 10: the block's third line is the file's line 13.
  assert.equal(p.line, 13)
  assert.match(p.message, /^content\/devlog\/post\/index\.mdx:13:\d+: the C\+\+ block at line 10 does not compile against the Next headers: .*setPerspectiv/)
  // What clang resolved before the error is not trusted: the block links nothing.
  assert.deepEqual(links, [])
  assert.match(p.message, /link nothing/)
})

test('a name clang resolves to a declaration the version does not document is a rename warning', async () => {
  const code = ['#include <demo/gfx.hpp>', 'demo::gfx::scene::Scene world;'].join('\n')
  const { problems, links } = await compiled(block(code), symbolsOf(xml, ['demo::gfx::scene::Scene']))
  assert.equal(hrefAt(code, links, 'Scene'), undefined)
  const p = problems.find((x) => x.kind === 'renamed')
  assert.ok(p)
  assert.equal(p.line, 12)
  assert.match(p.message, /^content\/devlog\/post\/index\.mdx:12:19: `Scene` in a code block is demo::gfx::scene::Scene \(class, demo\/gfx\.hpp\) to clang, which names nothing in the Next API reference \(renamed or removed\?\)/)
})

test('results are cached by snippet, headers and script: a second run compiles nothing', async () => {
  const store = new Map<string, unknown>()
  const cache: ResultCache = { get: async (k) => store.get(k), set: async (k, v) => store.set(k, v) }
  const req = [{ key: 'a', code: '#include <demo/gfx.hpp>\ndemo::gfx::Camera c;', mode: 'body' as const, includeDir: INCLUDE }]
  const first = await compileBlocks(req, cache)
  const second = await compileBlocks(req, cache)
  assert.equal(first.compiled, 1)
  assert.equal(second.compiled, 0)
  assert.deepEqual(second.results.get('a'), first.results.get('a'))
  const other = await compileBlocks(req, cache, { digest: 'other headers' })
  assert.equal(other.compiled, 1)
  // A changed clang_refs.py reports other things: its results are not reused.
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'code-links-script-')), 'clang_refs.py')
  fs.writeFileSync(script, `${fs.readFileSync(path.resolve('src/sections/api/node/codeLinks/clang_refs.py'), 'utf8')}\n# changed\n`)
  assert.equal((await compileBlocks(req, cache, { script })).compiled, 1)
})

test('fence words: unit by default, or body; a body keeps its # lines at file scope and its own line numbers', () => {
  assert.equal(blockMode(''), 'unit')
  assert.equal(blockMode('body'), 'body')
  assert.equal(blockMode('title="x" {2-3} showLineNumbers body'), 'body')
  assert.throws(() => blockMode('excerpt'), /unknown fence word `excerpt`/)
  const { source, lineMap } = unitSource('#include <a>\nint x = 1;\nreturn x;', 'body')
  assert.equal(source, '#include <a>\nint helios_snippet_body() {\nint x = 1;\nreturn x;\n}\n')
  assert.deepEqual(lineMap, [1, 0, 2, 3, 0])
  const blocks = cppBlocks({ file: 'post.mdx', bodyLine: 5 }, 'Text\n\n```cpp body\nx();\n```\n\n```js\n@ x\n```\n\n```cpp\n@ int y();\ny();\n```\n')
  assert.deepEqual(blocks.map((b) => [b.line, b.mode, b.code, b.compiled]), [[7, 'body', 'x();', 'x();'], [15, 'unit', 'y();', 'int y();\ny();']])
})

test('a page read again with the same body gives the blocks read before; an edited body, its new blocks; a restart reads them from the cache', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'helios-code-pages-'))
  const file = path.join('content', 'devlog', '2025-01-02-post', 'index.mdx')
  fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true })
  const write = (body: string) => {
    fs.writeFileSync(path.join(root, file), `---\ntitle: A post\n---\n${body}`)
    return [{ sourcePath: file, title: 'A post', date: '2025-01-02', body }]
  }
  // Gatsby's cache API over a folder, so a second process reads what this one kept; the keys this process wrote.
  const store = path.join(root, 'cache.json')
  const writes: string[] = []
  const cache = {
    get: async (key: string) => (JSON.parse(fs.existsSync(store) ? fs.readFileSync(store, 'utf8') : '{}') as Record<string, unknown>)[key],
    set: async (key: string, value: unknown) => {
      writes.push(key)
      const all = JSON.parse(fs.existsSync(store) ? fs.readFileSync(store, 'utf8') : '{}') as Record<string, unknown>
      fs.writeFileSync(store, JSON.stringify({ ...all, [key]: value }))
    },
  }
  const first = write('Text\n\n```cpp body\nx();\n```\n')
  const read = await codePagesOf(first, [], root, cache)
  assert.deepEqual(read[0].blocks.map((b) => [b.line, b.code]), [[6, 'x();']])
  const again = await codePagesOf(first, [], root, cache)
  assert.equal(again[0].blocks[0], read[0].blocks[0], 'the same block, not parsed again')
  assert.ok(Object.isFrozen(again[0].blocks[0]), 'a block that serves later runs cannot be changed by one')
  // A new process (a warm start) finds the page's blocks in the cache: it parses nothing and writes nothing.
  const script = path.join(root, 'restart.mts')
  fs.writeFileSync(script, [
    `import fs from 'node:fs'`,
    `import { codePagesOf } from ${JSON.stringify(path.resolve('src/sections/api/node/codeLinks/build.ts'))}`,
    `const store = ${JSON.stringify(store)}`,
    `const writes: string[] = []`,
    `const cache = { get: async (k: string) => JSON.parse(fs.readFileSync(store, 'utf8'))[k], set: async (k: string) => void writes.push(k) }`,
    `const pages = await codePagesOf(${JSON.stringify(first)}, [], ${JSON.stringify(root)}, cache)`,
    `console.log(JSON.stringify({ writes, blocks: pages[0].blocks }))`,
  ].join('\n'))
  const restart = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8' }).trim().split('\n').pop()!) as { writes: string[]; blocks: unknown }
  assert.deepEqual(restart, { writes: [], blocks: JSON.parse(JSON.stringify(read[0].blocks)) }, 'read from the cache, not parsed')
  const written = writes.length
  const edited = await codePagesOf(write('Text\n\nMore text.\n\n```cpp body\ny();\n```\n'), [], root, cache)
  assert.deepEqual(edited[0].blocks.map((b) => [b.line, b.code]), [[8, 'y();']], 'the edit is read')
  assert.ok(writes.length > written, 'an edited page is parsed and kept')
  // The same body further down the file (a longer frontmatter): its lines move with it.
  fs.writeFileSync(path.join(root, file), `---\ntitle: A post\ntags: [a]\n---\nText\n\nMore text.\n\n\`\`\`cpp body\ny();\n\`\`\`\n`)
  const moved = await codePagesOf([{ sourcePath: file, title: 'A post', date: '2025-01-02', body: 'Text\n\nMore text.\n\n```cpp body\ny();\n```\n' }], [], root, cache)
  assert.deepEqual(moved[0].blocks.map((b) => b.line), [9])
  fs.rmSync(root, { recursive: true, force: true })
})

test('a fence still marked `excerpt` is an error naming the file and the fence line, not a block linked some other way', () => {
  const body = 'Text\n\n```cpp\nx();\n```\n\n```cpp excerpt\ny();\n```\n'
  assert.throws(
    () => cppBlocks({ file: 'content/devlog/post/index.mdx', bodyLine: 5 }, body),
    (e: Error) => e.name === 'ContentError' && /^content\/devlog\/post\/index\.mdx:11:1: unknown fence word `excerpt` on a C\+\+ block/.test(e.message) && /hidden lines starting with `@ `/.test(e.message),
  )
})

test("a post's version: the first release dated on or after it, Next after the newest and for undated pages", () => {
  const releases = [{ version: '0.2.0', date: '2025-09-13' }, { version: '0.1.0', date: '2025-08-31' }]
  assert.equal(versionOfDate('2025-08-15', releases), '0.1.0')
  assert.equal(versionOfDate('2025-08-31', releases), '0.1.0')
  assert.equal(versionOfDate('2025-09-01', releases), '0.2.0')
  assert.equal(versionOfDate('2025-10-01', releases), 'current')
  assert.equal(versionOfDate(null, releases), 'current')
})

test('links go inside the highlighted tokens; the text is unchanged and a refused URL stays plain', async () => {
  const code = '#include <demo/gfx.hpp>\ndemo::gfx::Camera camera;\ncamera.setPerspective(1.0F, 2.0F);'
  const { links } = await compiled(block(code))
  const tokens = highlightCode(code, 'cpp', [...links, { offset: code.indexOf('camera;'), length: 6, href: 'javascript:alert(1)', kind: 'class' }])
  const flat = (ns: typeof tokens): string => ns.map((n) => (typeof n === 'string' ? n : flat(n.c))).join('')
  assert.equal(flat(tokens), code)
  const anchors: Array<{ href: string; text: string }> = []
  const walk = (ns: typeof tokens) => ns.forEach((n) => typeof n !== 'string' && ('href' in n ? anchors.push({ href: n.href, text: flat(n.c) }) : walk(n.c)))
  walk(tokens)
  assert.ok(anchors.some((a) => a.text === 'setPerspective' && a.href.includes('setPerspective(floatfovY,floataspect)')))
  assert.ok(anchors.every((a) => !a.href.startsWith('javascript')))

  assert.equal(spliceLinks([{ type: 'text', value: 'ab' }], [{ offset: 0, length: 2, href: 'data:x', kind: 'class' }]), 0)
})

test('the standard headers the engine includes are precompiled once: blocks of two versions still resolve against their own headers, and errors keep their lines', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'code-links-prelude-'))
  const version = (name: string, member: string) => {
    const dir = path.join(root, name, 'lib')
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(path.join(dir, 'names.hpp'), `#pragma once\n#include <string>\n#include <vector>\n#include "local.hpp"\n#include <stdint.h>\nnamespace lib {\nstruct Names {\n  std::vector<std::string> ${member};\n};\n}\n`)
    fs.writeFileSync(path.join(dir, 'local.hpp'), '#pragma once\n')
    return path.join(root, name)
  }
  const older = version('0.1.0', 'list')
  const newer = version('next', 'items')
  assert.deepEqual(standardPrelude(newer), ['string', 'vector'])
  const code = (member: string) => `#include <lib/names.hpp>\nlib::Names n;\nauto size = n.${member}.size();\nundeclared_name = 1;`
  const { results, compiled } = await compileBlocks(
    [
      { key: 'old', code: code('list'), mode: 'body', includeDir: older },
      { key: 'new', code: code('items'), mode: 'body', includeDir: newer },
    ],
    null,
  )
  assert.equal(compiled, 2)
  for (const [key, member] of [['old', 'list'], ['new', 'items']]) {
    const r = results.get(key)!
    assert.ok(r.refs.some((x) => x.qualifiedName === `lib::Names::${member}` && x.line === 3), `${key}: ${JSON.stringify(r.refs)}`)
    assert.deepEqual(r.errors.map((e) => e.line), [4])
  }
  fs.rmSync(root, { recursive: true, force: true })
})

test("the #include lines a version's blocks all start with are precompiled with the prelude: the same refs, locals and errors as parsed with each block, and a shared header that does not compile falls back", async () => {
  const first = ['#include <demo/gfx.hpp>', '#include <lib/extra.hpp>']
  const bodies = [
    ['demo::gfx::Camera camera;', 'camera.lookAt(demo::gfx::vec3f{}, demo::gfx::vec3f{});', 'auto v = lib::extra();'],
    ['demo::gfx::scene::Scene world;', 'int local = lib::extra();', 'undeclared_name = local;'],
  ]
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'code-links-shared-'))
  fs.mkdirSync(path.join(root, 'lib'))
  fs.cpSync(path.join(INCLUDE, 'demo'), path.join(root, 'demo'), { recursive: true })
  fs.writeFileSync(path.join(root, 'lib', 'extra.hpp'), '#pragma once\n#include <vector>\nnamespace lib { inline int extra() { return 1; } }\n')
  const compile = async (includeLines: (i: number) => string[], dir = root) => {
    const { results } = await compileBlocks(
      bodies.map((b, i) => ({ key: String(i), code: [...includeLines(i), ...b].join('\n'), mode: 'body' as const, includeDir: dir })),
      null,
    )
    return bodies.map((_, i) => results.get(String(i))!)
  }
  // Both blocks start with the same two lines: they are precompiled for the pair.
  const shared = await compile(() => first)
  // The second block's first line spelt apart: the blocks share no line, and each parses its headers itself.
  const apart = await compile((i) => (i === 1 ? ['#include  <demo/gfx.hpp>', first[1]] : first))
  assert.deepEqual(shared, apart)
  assert.ok(shared[0].refs.some((r) => r.qualifiedName === 'demo::gfx::Camera::lookAt' && r.line === 4), JSON.stringify(shared[0].refs))
  assert.ok(shared[0].refs.some((r) => r.qualifiedName === 'lib::extra' && r.line === 5))
  assert.deepEqual(shared[0].errors, [])
  assert.deepEqual(shared[1].errors.map((e) => e.line), [5])
  assert.ok(shared[1].locals.some((l) => l.name === 'local' && l.line === 4))
  // A shared header with an error: its blocks are still compiled, the header's error reported without a line of theirs.
  fs.writeFileSync(path.join(root, 'lib', 'extra.hpp'), '#pragma once\nnamespace lib { inline int extra() { return missing_name; } }\n')
  const broken = await compile(() => first)
  assert.ok(broken[0].refs.some((r) => r.qualifiedName === 'demo::gfx::Camera::lookAt'))
  assert.ok(broken[0].errors.some((e) => e.line === 0 && /missing_name/.test(e.message)), JSON.stringify(broken[0].errors))
  fs.rmSync(root, { recursive: true, force: true })
})
