/**
 * Author mistakes and their outcome, end to end: each case is made in a scratch copy of the site (its tracked
 * files), built with `npm run build`, and checked for the exit code, the file and line the build names, and that
 * nothing else is lost: a build that stops leaves public/ byte for byte as the last good build left it; one that
 * goes on keeps every other page. The cases and their messages: docs/authoring.md, "When the build stops".
 *
 * Every build is the Algolia test build (the Algolia variables pointing at the local stub, the browser-test fixture
 * pages in), so the first one, of the site as committed, also serves the Algolia browser tests: with
 * BAD_INPUT_KEEP_FIRST_BUILD=<dir> it is copied there (npm test: public-algolia/).
 *
 * `node --import tsx --test tests/bad-input/bad-input.test.ts` (a few minutes: one full build, then short ones).
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { ScratchSite, differences, pagesOf, type BuildResult, type PublicFingerprint } from './scratchSite'
import { algoliaBuildEnv } from '../e2e-algolia/env'
import { startAlgoliaStub, type AlgoliaStub } from '../../scripts/algolia-stub'

const repo = path.resolve(__dirname, '../..')
const buildEnv = { HELIOS_E2E_FIXTURES: '1', ...algoliaBuildEnv() }

const POST = 'content/devlog/2025-08-15-hello-world/index.mdx'
const DOC = 'content/docs/introduction.mdx'
const BIG_POST = 'content/devlog/2025-10-21-a-very-long-post/index.mdx'
/** The fence line of the broken block the strict case wrote (known once its edit ran). */
let brokenFence = 0
/** The 1-based line of the committed file that matches. */
const lineOf = (file: string, re: RegExp) => fs.readFileSync(path.join(repo, file), 'utf8').split('\n').findIndex((l) => re.test(l)) + 1
const lineCount = (file: string) => fs.readFileSync(path.join(repo, file), 'utf8').trimEnd().split('\n').length

/** A C++ fence that cannot compile (an undeclared name), appended to a file; `line` is its fence's line. */
function appendBrokenBlock(site: ScratchSite, file: string): { line: number } {
  const text = site.read(file).trimEnd()
  site.write(file, `${text}\n\n\`\`\`cpp\nint main() { return undeclared_in_helios; }\n\`\`\`\n`)
  return { line: text.split('\n').length + 2 }
}

/** Paragraphs of plain prose, about `bytes` long, each one different (no API name, no markup). */
function prose(bytes: number): string {
  const words = ['vertex', 'buffer', 'light', 'frame', 'scene', 'shadow', 'texture', 'camera', 'matrix', 'pixel', 'depth', 'colour']
  const out: string[] = []
  for (let i = 0, size = 0; size < bytes; i++) {
    const p = `Paragraph ${i}: ` + Array.from({ length: 30 }, (_, j) => words[(i * 7 + j * 5) % words.length]).join(' ') + '.'
    out.push(p)
    size += p.length + 2
  }
  return out.join('\n\n')
}

const post = (title: string, body: string) => `---\ntitle: ${title}\ndescription: A post made by the bad-input test.\nauthors: [helios-team]\ntags: [devlog]\n---\n\n${body}\n`

interface Case {
  name: string
  /** Edits made in the scratch copy (undone after the case). */
  edit(site: ScratchSite): void
  env?: Record<string, string>
  /** Texts the build's output must hold: the file as the author opened it, with its line where it has one (a
   * function where the line is known once the edit ran). */
  says: Array<string | RegExp | (() => RegExp)>
}

/** Mistakes that must stop the build. */
const stopping: Case[] = [
  {
    name: 'a page whose route another section makes',
    edit: (site) => site.write('content/pages/devlog.mdx', '---\ntitle: Devlog\n---\n\nA page of its own at /devlog/.\n'),
    says: ['The route /devlog/ is made twice', 'content/pages/devlog.mdx', 'src/sections/devlog/templates/DevlogListPage.tsx'],
  },
  {
    name: 'a frontmatter key a post does not take (a date, which is the folder name’s)',
    edit: (site) => site.write(POST, site.read(POST).replace(/^tags:.*$/m, (tags) => `${tags}\ndate: 2025-13-45`)),
    says: [new RegExp(`${POST}:${lineOf(POST, /^tags:/) + 1}:1: frontmatter key "date" is not one a devlog post takes.*A devlog post takes: title, description, authors, tags`)],
  },
  {
    name: 'a frontmatter value of the wrong type (a number for a title)',
    edit: (site) => site.write(DOC, site.read(DOC).replace(/^title:.*$/m, 'title: 2025')),
    says: [new RegExp(`${DOC}:${lineOf(DOC, /^title:/)}:8: frontmatter "title" must be non-empty text, not a number \\(2025\\)`)],
  },
  {
    name: 'an MDX element left open, its line counted from the top of the file',
    edit: (site) => site.write(POST, `${site.read(POST).trimEnd()}\n\n<aside>\n\nNever closed.\n`),
    says: [new RegExp(`${POST}:${lineCount(POST) + 2}:1: does not parse as MDX: Expected a closing tag for \`<aside>\``)],
  },
  {
    name: 'a C++ block that does not compile, in a strict build (HELIOS_STRICT=1, as CI builds)',
    edit: (site) => {
      brokenFence = appendBrokenBlock(site, POST).line
    },
    env: { HELIOS_STRICT: '1' },
    says: [() => new RegExp(`HELIOS_STRICT=1: .*stops? the build`), () => new RegExp(`${POST}:${brokenFence + 1}:\\d+: the C\\+\\+ block at line ${brokenFence} does not compile`)],
  },
  {
    name: 'no clang to compile the C++ blocks: an error naming the Debian packages',
    // A block the cache has no result for, so clang is needed; HELIOS_CLANG_PYTHON names a Python that is not there.
    edit: (site) => {
      appendBrokenBlock(site, DOC)
    },
    env: { HELIOS_CLANG_PYTHON: '/nonexistent/python3' },
    says: ['/nonexistent/python3', 'clang-14', 'python3-clang-14'],
  },
  {
    name: 'a release folder with a broken XML file',
    edit: (site) => {
      const file = 'versioned_doxygen_xml/version-0.2.0/classhelios_1_1input_1_1InputManager.xml'
      const text = site.read(file)
      site.write(file, text.slice(0, text.indexOf('</compoundname>')))
    },
    says: [/classhelios_1_1input_1_1InputManager\.xml at line \d+, column \d+/, 'the class helios::input::InputManager', 'versioned_doxygen_xml/version-0.2.0/'],
  },
  {
    name: 'a post over the hard size limit stops the build as it starts, naming the post',
    edit: (site) => site.write(BIG_POST, post('A very long post', prose(1100 * 1024))),
    says: [new RegExp(`\\[budgets\\] ${BIG_POST}: the file is [\\d,.]+ KiB, over the hard limit of [\\d,.]+ KiB`)],
  },
]

let site: ScratchSite
let baseline: PublicFingerprint
/** The first build's HTML of every page. */
let baselineHtml: Map<string, string>

/** What a reader sees of a page: its <main> (the whole file may differ where a script's hashed name changed). */
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html
const readPage = (route: string) => fs.readFileSync(path.join(site.path('public'), route, 'index.html'), 'utf8')

const report = (name: string, r: BuildResult) => console.log(`  ${name}: exit ${r.status} in ${r.seconds.toFixed(1)} s`)
const tail = (r: BuildResult) => r.output.split('\n').filter((l) => l.trim()).slice(-25).join('\n')

/** Builds the scratch copy with an edit made, then takes the edit back, whatever the build did. */
async function buildEdited(name: string, edit: () => void, env?: Record<string, string>): Promise<BuildResult> {
  edit()
  let result: BuildResult
  try {
    result = await site.build(env)
  } finally {
    site.undo()
  }
  report(name, result)
  return result
}

before(async () => {
  site = new ScratchSite(repo, buildEnv)
  const first = await site.build()
  report('the scratch copy as committed', first)
  assert.equal(first.status, 0, `the unchanged site must build:\n${tail(first)}`)
  baseline = site.fingerprint()
  baselineHtml = new Map(pagesOf(baseline).map((p) => [p, fs.readFileSync(path.join(site.path('public'), p, 'index.html'), 'utf8')]))
  assert.ok(pagesOf(baseline).length > 50, 'the scratch build has the site’s pages')
  const keep = process.env.BAD_INPUT_KEEP_FIRST_BUILD
  if (keep) {
    fs.rmSync(path.resolve(repo, keep), { recursive: true, force: true })
    fs.cpSync(site.path('public'), path.resolve(repo, keep), { recursive: true })
  }
})

after(() => site?.remove())

describe('a one-sentence edit of a post, built again on the cache', () => {
  // The newest post: the home page and the devlog's lists show it.
  const folder = fs.readdirSync(path.join(repo, 'content/devlog')).filter((d) => /^\d{4}-\d{2}-\d{2}-/.test(d)).sort().at(-1)!
  const file = `content/devlog/${folder}/index.mdx`
  const route = `devlog/${folder.slice(0, 10).replace(/-/g, '/')}/${folder.slice(11)}/`
  test('rewrites that post and the pages that list it, and no other HTML file, byte for byte', async () => {
    const result = await buildEdited('a post edit', () => site.write(file, `${site.read(file)}\nA sentence added by the bad-input suite.\n`))
    assert.equal(result.status, 0, tail(result))
    const html = differences(baseline, site.fingerprint()).filter((d) => d.endsWith('.html'))
    assert.ok(html.includes(`changed: ${route}index.html`), `the post itself was rewritten: ${html.join(', ')}`)
    const listsPost = (d: string) => d === 'changed: index.html' || (d.startsWith('changed: devlog/') && !/^changed: devlog\/\d{4}\/\d{2}\/\d{2}\//.test(d))
    assert.deepEqual(html.filter((d) => d !== `changed: ${route}index.html` && !listsPost(d)), [], 'HTML of pages that do not show the post changed')
  })
})

describe('a stylesheet edit alone, built again on the cache', () => {
  test('every page links the new stylesheet, which holds the edit', async () => {
    const css = 'src/shell/global.css'
    const linked = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+\.css)"/g)].map((m) => m[1]!)
    const result = await buildEdited('a stylesheet edit', () => site.write(css, `${site.read(css)}\nhtml { scroll-padding-bottom: 7px; }\n`))
    assert.equal(result.status, 0, tail(result))
    const stale: string[] = []
    for (const page of pagesOf(site.fingerprint())) {
      const sheets = linked(readPage(page))
      assert.ok(sheets.length > 0, `${page} links a stylesheet`)
      for (const sheet of sheets) {
        const file = site.path(`public/${sheet}`)
        if (!fs.existsSync(file) || !fs.readFileSync(file, 'utf8').includes('scroll-padding-bottom:7px')) stale.push(`${page} links ${sheet}`)
      }
    }
    assert.deepEqual(stale, [], 'pages that link a stylesheet without the edit')
  })
})

describe('a mistake that stops the build names the file and leaves public/ as it was', () => {
  for (const c of stopping) {
    test(c.name, async () => {
      const before = site.fingerprint()
      const result = await buildEdited(c.name, () => c.edit(site), c.env)
      assert.notEqual(result.status, 0, `the build went on:\n${tail(result)}`)
      for (const said of c.says) {
        const text = typeof said === 'function' ? said() : said
        if (typeof text === 'string') assert.ok(result.output.includes(text), `the output does not say "${text}":\n${tail(result)}`)
        else assert.match(result.output, text, `the output does not match ${text}:\n${tail(result)}`)
      }
      assert.deepEqual(differences(before, site.fingerprint()), [], 'public/ changed')
    })
  }
})

describe('changes that build keep everything else', () => {
  // One build for the changes that do not stop it, each checked on its own.
  const removedPost = 'content/devlog/2025-10-19-just-make-it-exist-first'
  const removedRoute = '/devlog/2025/10/19/just-make-it-exist-first/'
  const draft = 'content/devlog/2025-10-20-a-draft-of-a-post/index.mdx'
  const draftWord = 'zyzzogeton'
  const longPost = 'content/devlog/2025-10-22-a-long-post/index.mdx'
  const longRoute = '/devlog/2025/10/22/a-long-post/'
  const brokenBlockPage = 'content/pages/helios.mdx'
  let brokenBlockFence = 0
  const brokenBlockRoute = '/helios/'
  let result: BuildResult
  let now: PublicFingerprint
  /** Text files of the build (pages, twins, page data, feeds, search index, llms.txt, sitemap). */
  const textFiles = () => [...now.keys()].filter((f) => !/\.(png|jpe?g|gif|webp|avif|ico|woff2?)$/.test(f))
  const readPublic = (f: string) => fs.readFileSync(site.path(`public/${f}`), 'utf8')

  let stub: AlgoliaStub

  before(async () => {
    stub = await startAlgoliaStub()
    assert.ok(fs.existsSync(site.path(removedPost)), `${removedPost} is in the scratch copy`)
    site.write(removedPost, null)
    site.write(draft, `---\ntitle: Not ready yet\ndescription: A post still being written.\nauthors: [helios-team]\ntags: [devlog]\ndraft: true\n---\n\nThe ${draftWord} is not for readers yet.\n`)
    site.write(longPost, post('A long post', prose(320 * 1024)))
    brokenBlockFence = appendBrokenBlock(site, brokenBlockPage).line
    try {
      // This build also pushes its records, to the local stub standing in for Algolia.
      result = await site.build({ ALGOLIA_ADMIN_KEY: 'stub-admin-key', ALGOLIA_PUSH_HOSTS: `http://127.0.0.1:${stub.port}` })
    } finally {
      site.undo()
    }
    report('a removed post, a draft, a long post and a C++ block that does not compile', result)
    now = site.fingerprint()
  })

  after(() => stub?.close())

  test('the build goes on', () => assert.equal(result.status, 0, tail(result)))

  test('a removed post takes its page, twin, figure, feed items, search records and llms entry with it', () => {
    const figure = [...baseline.keys()].find((f) => f.startsWith(removedRoute.slice(1)) && f.endsWith('.png'))
    assert.ok(figure, 'the baseline build holds the post’s figure')
    const lost = pagesOf(baseline).filter((p) => !pagesOf(now).includes(p))
    assert.deepEqual(lost, [removedRoute], 'exactly the post’s page is gone')
    assert.equal(now.has(figure), false, `its figure ${figure} is gone`)
    assert.deepEqual(textFiles().filter((f) => readPublic(f).includes(removedRoute)), [], 'no file of the site names the removed post')
  })

  test('a draft is built nowhere, and the log says so', () => {
    assert.match(result.output, new RegExp(`${draft} is a draft \\(draft: true\\): left out of this build`))
    assert.deepEqual(pagesOf(now).filter((p) => !pagesOf(baseline).includes(p)), [longRoute], 'the long post is the one new page')
    assert.deepEqual(textFiles().filter((f) => readPublic(f).includes(draftWord)), [], 'no file of the site holds the draft’s text')
  })

  test('a post over the soft size limit is built, with a warning naming it, its size and the limit', () => {
    assert.ok(now.has(`${longRoute.slice(1)}index.html`))
    assert.match(result.output, new RegExp(`\\[budgets\\] ${longPost} \\(${longRoute}\\): HTML [\\d,.]+ KiB, over the soft limit of [\\d,.]+ KiB`))
  })

  test('a C++ block that does not compile is a warning at its line, and its page is built', () => {
    assert.match(result.output, new RegExp(`${brokenBlockPage}:${brokenBlockFence + 1}:\\d+: the C\\+\\+ block at line ${brokenBlockFence} does not compile`))
    assert.ok(readPage(brokenBlockRoute).includes('undeclared_in_helios'))
  })

  test('the search push comes last, and the live index holds the site as built: no removed post, no draft', () => {
    const lines = result.output.split('\n')
    const pushed = lines.findIndex((l) => /Algolia index "helios-e2e" replaced: \d+ records/.test(l))
    const outputsSettled = lines.findIndex((l) => l.includes('[outputs] removed'))
    assert.ok(pushed >= 0, `no push in the log:\n${tail(result)}`)
    assert.ok(outputsSettled >= 0 && outputsSettled < pushed, 'the push comes after the outputs of the build are settled')
    assert.deepEqual([...stub.indexes.keys()], ['helios-e2e'], 'the live index alone, no temporary index left')
    const records = [...stub.indexes.get('helios-e2e')!.records.values()].map((r) => JSON.stringify(r))
    assert.ok(records.some((r) => r.includes('/devlog/2025/08/15/hello-world/')), 'a post that stays is searchable')
    assert.ok(records.some((r) => r.includes(longRoute)), 'the new post is searchable')
    assert.deepEqual(records.filter((r) => r.includes(removedRoute) || r.includes(draftWord)), [], 'no record of the removed post or the draft')
  })

  test('every other page reads the same', () => {
    // Pages that named the removed post or name the long one (lists, neighbours) or hold the broken block change; no other.
    const untouched = pagesOf(now).filter((p) => baselineHtml.has(p) && !baselineHtml.get(p)!.includes(removedRoute) && !readPage(p).includes(longRoute) && p !== brokenBlockRoute)
    assert.ok(untouched.length > 50)
    assert.deepEqual(untouched.filter((p) => mainOf(baselineHtml.get(p)!) !== mainOf(readPage(p))), [], 'pages that did not name the post read the same')
  })
})
