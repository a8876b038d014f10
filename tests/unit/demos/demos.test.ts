/**
 * Live demos (src/shell/demos/ and src/sections/demos/): the fence syntax, the blocks the build finds and the keys it caches them by, the
 * player element put under a demo's block, the Markdown twin's link, and a demo that does not compile reported at
 * its MDX file and line.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkMdx from 'remark-mdx'
import { demoOfFence, fenceAttributes } from '../../../src/shell/demos/fence'
import { buildDemos, demoBlocksOfText, demoKey, demoSource, siteDemoBlocks, siteDemoBlocksKept } from '../../../src/sections/demos/node/build'
import { remarkDemos } from '../../../src/shell/demos/remarkDemos'
import { blockMode } from '../../../src/sections/api/node/codeLinks/clang'
import { cppBlocks } from '../../../src/sections/api/node/codeLinks/build'
import { mdxToMdast, twinMarkdown } from '../../../src/shell/markdownTwin'

const POST = [
  '---',
  'title: T',
  '---',
  '',
  'Text.',
  '',
  '```cpp demo="spin" controls="Space: pause the turn; Up: faster"',
  '@ #include <cstdio>',
  'int main() { std::puts("hi"); }',
  '```',
  '',
  '```cpp',
  'int other();',
  '```',
  '',
].join('\n')

test('fence attributes keep quoted values whole, so the words inside them are not fence words', () => {
  const a = fenceAttributes('demo="spin" controls="Space: pause the turn" showLineNumbers {2-3}')
  assert.equal(a.attributes.get('demo'), 'spin')
  assert.equal(a.attributes.get('controls'), 'Space: pause the turn')
  assert.deepEqual(a.words, ['showLineNumbers', '{2-3}'])
  assert.equal(blockMode('demo="spin" controls="Space: pause the turn"'), 'unit')
  assert.throws(() => blockMode('demo="spin" excerpt'), /unknown fence word `excerpt`/)
})

test('a demo fence names the demo and its controls with the keyCodes the engine reads', () => {
  assert.equal(demoOfFence('title="x"'), null)
  assert.deepEqual(demoOfFence('demo="cube-grid" controls="Space: culling on or off; 2: from above; Q: quit"'), {
    name: 'cube-grid',
    controls: [
      { key: 'Space', label: 'culling on or off', keyCode: 32 },
      { key: '2', label: 'from above', keyCode: 50 },
      { key: 'Q', label: 'quit', keyCode: 81 },
    ],
  })
  assert.throws(() => demoOfFence('demo="Cube Grid"'), /demo name `Cube Grid`/)
  assert.throws(() => demoOfFence('demo="Cube_Grid"'), /lower-case letters and digits/)
  assert.throws(() => demoOfFence('demo="x" controls="Space pause"'), /control `Space pause` is not `Key: what it does`/)
  assert.throws(() => demoOfFence('demo="x" controls="Ctrl: nothing"'), /control `Ctrl: nothing`/)
  assert.throws(() => demoOfFence('controls="Space: pause"'), /without `demo=/)
})

test('the build finds a demo block with its hidden lines, at its fence line, and compiles it with a #line of the MDX file', () => {
  const [demo, ...rest] = demoBlocksOfText('content/devlog/x/index.mdx', POST)
  assert.equal(rest.length, 0)
  assert.equal(demo.name, 'spin')
  assert.equal(demo.line, 7)
  assert.equal(demo.compiled, '#include <cstdio>\nint main() { std::puts("hi"); }')
  assert.equal(demo.controls.length, 2)
  assert.match(demoSource(demo), /^#line 8 "content\/devlog\/x\/index\.mdx"\n#include <cstdio>\n/)
})

test('a malformed demo fence is an error naming the file and the fence line', () => {
  const bad = POST.replace('Space: pause the turn', 'Space pause')
  assert.throws(() => demoBlocksOfText('content/devlog/x/index.mdx', bad), /content\/devlog\/x\/index\.mdx:7:1: demo `spin`: control `Space pause`/)
})

test('two demos of one name are an error naming both places', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'helios-demos-'))
  try {
    for (const d of ['a', 'b']) {
      fs.mkdirSync(path.join(root, 'content', d), { recursive: true })
      fs.writeFileSync(path.join(root, 'content', d, 'index.mdx'), POST)
    }
    assert.throws(() => siteDemoBlocks(root), /content\/b\/index\.mdx:7:1: demo `spin` is declared twice: first at content\/a\/index\.mdx:7/)
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
})

test('the demos come from the cache while their posts are unchanged; an edited, added or removed post is read again', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'helios-demos-'))
  const map = new Map<string, string>()
  const cache = { get: async (key: string) => (map.has(key) ? JSON.parse(map.get(key)!) : undefined), set: async (key: string, value: unknown) => map.set(key, JSON.stringify(value)) }
  const write = (name: string, text: string) => {
    fs.mkdirSync(path.join(root, 'content', name), { recursive: true })
    fs.writeFileSync(path.join(root, 'content', name, 'index.mdx'), text)
  }
  const names = async () => (await siteDemoBlocksKept(cache, root)).map((d) => `${d.sourcePath}:${d.line} ${d.name} ${d.controls.length}`)
  try {
    write('a', POST)
    assert.deepEqual(await names(), ['content/a/index.mdx:7 spin 2'])
    assert.ok(map.size > 0, 'the blocks are kept')
    assert.deepEqual(await names(), ['content/a/index.mdx:7 spin 2'])
    // The same post, its demo renamed and a control dropped: the next run reads the new text.
    write('a', POST.replace('demo="spin"', 'demo="turn"').replace('; Up: faster', ''))
    assert.deepEqual(await names(), ['content/a/index.mdx:7 turn 1'])
    write('b', POST.replace('demo="spin"', 'demo="orbit"'))
    assert.deepEqual(await names(), ['content/a/index.mdx:7 turn 1', 'content/b/index.mdx:7 orbit 2'])
    fs.rmSync(path.join(root, 'content', 'a'), { recursive: true })
    assert.deepEqual(await names(), ['content/b/index.mdx:7 orbit 2'])
    // A clash found once is found again: an error is never kept as the blocks.
    write('c', POST.replace('demo="spin"', 'demo="orbit"'))
    await assert.rejects(names(), /content\/c\/index\.mdx:7:1: demo `orbit` is declared twice/)
    await assert.rejects(names(), /declared twice/)
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
})

test("the site's demos are read from the files that name one; a file naming none is left to the syntax check", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'helios-demos-'))
  try {
    const write = (name: string, text: string) => {
      fs.mkdirSync(path.join(root, 'content', name), { recursive: true })
      fs.writeFileSync(path.join(root, 'content', name, 'index.mdx'), text)
    }
    write('a', POST)
    write('b', '---\ntitle: B\n---\n\n<span>never closed, and no C++ block in it\n')
    assert.deepEqual(siteDemoBlocks(root).map((d) => `${d.sourcePath} ${d.name}`), ['content/a/index.mdx spin'])
    write('c', POST.replace('demo="spin"', 'demo="spin-two"').replace(/\n$/, '\n\n<span>never closed\n'))
    assert.throws(() => siteDemoBlocks(root), /content\/c\/index\.mdx:\d+:1: does not parse as MDX/)
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
})

test('the cache key changes with the program and with the engine', () => {
  const demo = { name: 'spin', compiled: 'int main() {}' }
  const key = demoKey(demo, 'engine-a')
  assert.equal(demoKey({ ...demo }, 'engine-a'), key)
  assert.notEqual(demoKey({ ...demo, compiled: 'int main() { return 0; }' }, 'engine-a'), key)
  assert.notEqual(demoKey(demo, 'engine-b'), key)
})

test('the player markup goes right under a demo block, and under no other: poster, Run, one button a control', () => {
  type El = { type: string; name?: string; value?: string; attributes?: Array<{ name: string; value: string | null }>; children?: El[] }
  const tree = unified().use(remarkParse).use(remarkMdx).parse(POST.split('---\n').slice(2).join('---\n')) as unknown as { children: El[] }
  ;(remarkDemos() as (t: unknown) => void)(tree)
  const types = tree.children.map((c) => (c.type === 'mdxJsxFlowElement' ? `jsx:${c.name}` : c.type))
  assert.deepEqual(types, ['paragraph', 'code', 'jsx:figure', 'code'])
  const player = tree.children[2]
  const attr = (el: El, name: string) => el.attributes?.find((a) => a.name === name)?.value
  const all = (el: El): El[] => [el, ...(el.children ?? []).flatMap(all)]
  const text = (el: El): string => all(el).filter((e) => e.type === 'text').map((e) => e.value).join('')
  assert.equal(attr(player, 'data-demo'), 'spin')
  assert.equal(attr(player, 'data-demo-script'), '/demos/spin/spin.js')
  assert.equal(attr(all(player).find((e) => e.name === 'img')!, 'src'), '/demos/spin/poster.png')
  const buttons = all(player).filter((e) => e.name === 'button')
  assert.deepEqual(buttons.map(text), ['Run', 'Space pause the turn', 'Up faster'])
  assert.equal(attr(buttons[0], 'data-demo-run'), '')
  assert.deepEqual(buttons.slice(1).map((b) => [attr(b, 'data-demo-key'), attr(b, 'disabled')]), [['32', null], ['38', null]])
  assert.ok(all(player).some((e) => e.name === 'output' && attr(e, 'data-demo-status') === ''))
})

test('a demo block of a release-era post is marked as a demo for the code links, which compile it against Next', () => {
  const blocks = cppBlocks('content/devlog/x/index.mdx', POST.split('---\n').slice(2).join('---\n'))
  assert.deepEqual(blocks.map((b) => b.demo), ['spin', undefined])
  assert.throws(() => cppBlocks('content/devlog/x/index.mdx', '```cpp body demo="spin"\nint x = 0;\n```\n'), /demo `spin` is a `cpp body` block/)
})

test("the Markdown twin shows the program without hidden lines and links the demo's page and files", () => {
  const md = twinMarkdown(mdxToMdast(POST.split('---\n').slice(2).join('---\n'), '/devlog/x/'))
  assert.match(md, /```cpp demo="spin"[^\n]*\nint main\(\) \{ std::puts\("hi"\); \}\n```/)
  assert.match(md, /Live demo: the program above runs \[on the page\]\([^)]*\/devlog\/x\/#demo-spin\)/)
  assert.match(md, /\[spin\.wasm\]\([^)]*\/demos\/spin\/spin\.wasm\)/)
})

test('a demo that does not compile stops with the MDX file and the line of its first error', { timeout: 240_000 }, async () => {
  const root = path.resolve(__dirname, '../../..')
  const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'helios-demo-cache-'))
  try {
    const text = POST.replace('std::puts("hi");', 'std::puts(undeclared);')
    const demos = demoBlocksOfText('content/devlog/x/index.mdx', text)
    await assert.rejects(buildDemos(demos, cache, root), /^Error: content\/devlog\/x\/index\.mdx:9:\d+: demo `spin` does not compile for the web: use of undeclared identifier 'undeclared'/)
  } finally {
    fs.rmSync(cache, { recursive: true, force: true })
  }
})

test('a build that stops while a demo compiles leaves no compiler running', { timeout: 60_000 }, async () => {
  // A site whose engine build script only waits, standing in for em++; a process building its demos exits.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'helios-demos-exit-'))
  const marker = `helios-demo-compile-${process.pid}-${Date.now()}`
  try {
    fs.mkdirSync(path.join(root, 'engine', 'web'), { recursive: true })
    fs.writeFileSync(path.join(root, 'engine', 'web', 'build.sh'), `exec -a ${marker} sleep 60\n`)
    fs.writeFileSync(path.join(root, 'engine', 'CMakeLists.txt'), '')
    fs.mkdirSync(path.join(root, 'content', 'p'), { recursive: true })
    fs.writeFileSync(path.join(root, 'content', 'p', 'index.mdx'), POST)
    const script = [
      `const m = await import(${JSON.stringify(path.resolve('src/sections/demos/node/build.ts'))})`,
      `const { buildDemos, siteDemoBlocks } = m.default ?? m`,
      `const root = ${JSON.stringify(root)}`,
      `buildDemos(siteDemoBlocks(root), root + '/cache', root)`,
      // The compile is under way when the process stops.
      `const { execSync } = await import('node:child_process')`,
      `setTimeout(() => { console.log(execSync('pgrep -f ${marker} || true').toString().trim() ? 'compiling' : 'idle'); process.exit(1) }, 1500)`,
    ].join('\n')
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 })
    assert.equal(r.status, 1, r.stderr)
    assert.equal(r.stdout.trim(), 'compiling', r.stderr)
    await new Promise((done) => setTimeout(done, 300))
    const left = spawnSync('pgrep', ['-f', marker], { encoding: 'utf8' })
    assert.equal(left.stdout.trim(), '', `still running: ${left.stdout}`)
  } finally {
    spawnSync('pkill', ['-f', marker])
    fs.rmSync(root, { recursive: true, force: true })
  }
})
