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

const repo = path.resolve(__dirname, '../..')
const buildEnv = { HELIOS_E2E_FIXTURES: '1', ...algoliaBuildEnv() }

interface Case {
  name: string
  /** Edits made in the scratch copy (undone after the case). */
  edit(site: ScratchSite): void
  env?: Record<string, string>
  /** Texts the build's output must hold: the file as the author opened it, with its line where it has one. */
  says: Array<string | RegExp>
}

/** Mistakes that must stop the build. */
const stopping: Case[] = [
  {
    name: 'a page whose route another section makes',
    edit: (site) => site.write('content/pages/devlog.mdx', '---\ntitle: Devlog\n---\n\nA page of its own at /devlog/.\n'),
    says: ['The route /devlog/ is made twice', 'content/pages/devlog.mdx', 'src/sections/devlog/templates/DevlogListPage.tsx'],
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
]

let site: ScratchSite
let baseline: PublicFingerprint
/** The first build's HTML of every page. */
let baselineHtml: Map<string, string>

const report = (name: string, r: BuildResult) => console.log(`  ${name}: exit ${r.status} in ${r.seconds.toFixed(1)} s`)
const tail = (r: BuildResult) => r.output.split('\n').filter((l) => l.trim()).slice(-25).join('\n')

before(() => {
  site = new ScratchSite(repo, buildEnv)
  const first = site.build()
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

describe('a mistake that stops the build names the file and leaves public/ as it was', () => {
  for (const c of stopping) {
    test(c.name, () => {
      c.edit(site)
      let result: BuildResult
      try {
        result = site.build(c.env)
      } finally {
        site.undo()
      }
      report(c.name, result)
      assert.notEqual(result.status, 0, `the build went on:\n${tail(result)}`)
      for (const text of c.says) {
        if (typeof text === 'string') assert.ok(result.output.includes(text), `the output does not say "${text}":\n${tail(result)}`)
        else assert.match(result.output, text, `the output does not match ${text}:\n${tail(result)}`)
      }
      assert.deepEqual(differences(baseline, site.fingerprint()), [], 'public/ changed')
    })
  }
})

describe('a change that builds keeps everything else', () => {
  test('a removed post takes its page, twin, figure, feed items, search records and llms entry with it', () => {
    const post = 'content/devlog/2025-10-19-just-make-it-exist-first'
    const route = '/devlog/2025/10/19/just-make-it-exist-first/'
    assert.ok(fs.existsSync(site.path(post)), `${post} is in the scratch copy`)
    const figure = [...baseline.keys()].find((f) => f.endsWith('/first-cube.png'))
    assert.ok(figure, 'the baseline build holds the post’s figure')
    site.write(post, null)
    let result: BuildResult
    try {
      result = site.build()
    } finally {
      site.undo()
    }
    report('a removed post', result)
    assert.equal(result.status, 0, tail(result))
    const now = site.fingerprint()
    const lost = pagesOf(baseline).filter((p) => !pagesOf(now).includes(p))
    assert.deepEqual(lost, [route], 'exactly the post’s page is gone')
    assert.deepEqual(pagesOf(now).filter((p) => !pagesOf(baseline).includes(p)), [], 'no page is new')
    assert.equal(now.has(figure), false, `its figure ${figure} is gone`)
    // Every other page a reader sees the same: the <main> of each page that did not link to the post is unchanged
    // (the whole file may differ where a script's hashed name changed).
    const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html
    const html = (dir: string, route: string) => fs.readFileSync(path.join(dir, route, 'index.html'), 'utf8')
    const unchanged = pagesOf(now).filter((p) => !baselineHtml.get(p)!.includes(route))
    const changed = unchanged.filter((p) => main(baselineHtml.get(p)!) !== main(html(site.path('public'), p)))
    assert.deepEqual(changed, [], 'pages that did not name the post read the same')
    console.log(`  ${unchanged.length} pages did not name the post; ${unchanged.filter((p) => baselineHtml.get(p) !== html(site.path('public'), p)).length} of their files differ outside <main>`)
    const mentions = [...now.keys()].filter((f) => !/\.(png|jpe?g|gif|webp|avif|woff2?)$/.test(f)).filter((f) => fs.readFileSync(site.path(`public/${f}`), 'utf8').includes(route))
    assert.deepEqual(mentions, [], 'no file of the site names the removed post')
  })
})
