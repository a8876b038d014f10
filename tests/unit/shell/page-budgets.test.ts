/**
 * Page budgets (src/shell/server/pageBudgets.ts) on generated sites: pages written into a public/ folder at chosen
 * sizes (an MDX page's body is in its page data), and the limits of the site config. Soft limits warn (errors in a strict build), hard limits stop the build; every message
 * names the source file, the route, the size and the limit.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { budgetedPages, checkPageBudgets, checkSourceSize, htmlFile, pageDataFile, type BudgetedPage, type BudgetInputs } from '../../../src/shell/server/pageBudgets'
import { ContentWarnings } from '../../../src/shell/server/contentWarnings'
import { checkPageBudgetSettings } from '../../../src/shell/config/validate'
import { siteConfig } from '../../../src/shell/config/site'
import type { PageBudgets } from '../../../src/shell/config/types'

const KIB = 1024
const POST = 'content/devlog/2025-01-02-big/index.mdx'
const POST_ROUTE = '/devlog/2025/01/02/big/'

/** A reporter that records what a build would print, and throws where `gatsby build` would stop. */
function reporter() {
  const log = { info: [] as string[], warn: [] as string[], errors: [] as string[] }
  return {
    log,
    info: (m: string) => log.info.push(m),
    warn: (m: string) => log.warn.push(m),
    panicOnBuild: (m: string) => {
      log.errors.push(m)
    },
  }
}

/** A public/ folder holding the given files (relative path → size in bytes). */
function publicDir(files: Record<string, number>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-budgets-'))
  for (const [rel, size] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    fs.writeFileSync(path.join(dir, rel), 'x'.repeat(size))
  }
  return dir
}

const budgets: PageBudgets = {
  content: { html: { soft: 100, hard: 400 }, pageData: { soft: 50, hard: 200 }, search: { soft: 20, hard: 80 } },
  api: { html: { soft: 1000, hard: 4000 } },
  other: { html: { soft: 10, hard: 40 } },
}

const post: BudgetedPage = { route: POST_ROUTE, source: POST, kind: 'content' }

function inputs(dir: string, search: Record<string, number> = {}): BudgetInputs {
  return { publicDir: dir, searchBytes: new Map(Object.entries(search)) }
}

test('HTML and page data are read where gatsby build writes them: <route>index.html, a .html route as itself, / as page-data/index', () => {
  assert.equal(htmlFile('/p', '/devlog/a/'), path.join('/p', 'devlog', 'a', 'index.html'))
  assert.equal(htmlFile('/p', '/404.html'), path.join('/p', '404.html'))
  assert.equal(htmlFile('/p', '/'), path.join('/p', 'index.html'))
  assert.equal(htmlFile('/p', '/devlog/a%20b/'), path.join('/p', 'devlog', 'a b', 'index.html'))
  assert.equal(pageDataFile('/p', '/'), path.join('/p', 'page-data', 'index', 'page-data.json'))
  assert.equal(pageDataFile('/p', '/404.html'), path.join('/p', 'page-data', '404.html', 'page-data.json'))
})

test('pages are sorted into kinds: a page rendering a content file names it in its context, the API section names its XML, the rest are generated', () => {
  const pages = budgetedPages(
    [
      { path: POST_ROUTE, component: `${process.cwd()}/src/sections/devlog/templates/DevlogPostPage.tsx`, pageContext: { id: 'p', contentFile: POST } },
      { path: '/docs/helios/classes/a/', component: `${process.cwd()}/src/sections/api/templates/ClassPage.tsx` },
      { path: '/devlog/', component: `${process.cwd()}/src/sections/devlog/templates/DevlogListPage.tsx` },
    ],
    new Map([['/docs/helios/classes/a/', 'doxygen-xml/classa.xml']]),
  )
  assert.deepEqual(pages, [
    { route: POST_ROUTE, source: POST, kind: 'content' },
    { route: '/docs/helios/classes/a/', source: 'doxygen-xml/classa.xml', kind: 'api' },
    { route: '/devlog/', source: 'src/sections/devlog/templates/DevlogListPage.tsx', kind: 'other' },
  ])
})

test('a page within its limits passes without a word beyond the summary, which names the largest page of each kind', () => {
  const dir = publicDir({ 'devlog/2025/01/02/big/index.html': 30 * KIB, 'page-data/devlog/2025/01/02/big/page-data.json': 10 * KIB, 'devlog/index.html': 5 * KIB })
  const r = reporter()
  const list: BudgetedPage = { route: '/devlog/', source: 'src/sections/devlog/templates/DevlogListPage.tsx', kind: 'other' }
  const findings = checkPageBudgets([post, list], inputs(dir, { [POST_ROUTE]: 4 * KIB }), budgets, r, new ContentWarnings(r, 'budgets', false))
  assert.deepEqual(findings, [])
  assert.deepEqual(r.log.warn, [])
  assert.deepEqual(r.log.errors, [])
  assert.match(r.log.info[0], /2 pages measured, 0 over a soft limit, 0 over a hard limit/)
  assert.match(r.log.info[0], /content \(1 pages\): HTML 30 KiB \(\/devlog\/2025\/01\/02\/big\/\), page data 10 KiB .*search records 4 KiB/)
  assert.match(r.log.info[0], /other \(1 pages\): HTML 5 KiB \(\/devlog\/\)/)
})

test('over a soft limit: a warning naming the source file, the route, the size and both limits; the build goes on', () => {
  const dir = publicDir({ 'devlog/2025/01/02/big/index.html': 150 * KIB })
  const r = reporter()
  const findings = checkPageBudgets([post], inputs(dir), budgets, r, new ContentWarnings(r, 'budgets', false))
  assert.equal(findings.length, 1)
  assert.deepEqual(r.log.errors, [])
  assert.equal(r.log.warn.length, 1)
  assert.equal(
    r.log.warn[0],
    `[budgets] ${POST} (${POST_ROUTE}): HTML 150 KiB, over the soft limit of 100 KiB for a content page (the build stops over 400 KiB; ` +
      'pageBudgets in src/shell/config/site.ts). Split the page, or move what makes it large into files it links to.',
  )
})

test('over a hard limit: the build stops, one error listing every page and measure over one', () => {
  const dir = publicDir({ 'devlog/2025/01/02/big/index.html': 500 * KIB, 'page-data/devlog/2025/01/02/big/page-data.json': 250 * KIB, 'docs/helios/classes/a/index.html': 5000 * KIB })
  const r = reporter()
  const api: BudgetedPage = { route: '/docs/helios/classes/a/', source: 'doxygen-xml/classa.xml', kind: 'api' }
  checkPageBudgets([post, api], inputs(dir, { [POST_ROUTE]: 30 * KIB }), budgets, r, new ContentWarnings(r, 'budgets', false))
  assert.equal(r.log.errors.length, 1)
  const error = r.log.errors[0]
  assert.match(error, /content\/devlog\/2025-01-02-big\/index\.mdx \(\/devlog\/2025\/01\/02\/big\/\): HTML 500 KiB, over the hard limit of 400 KiB for a content page \(soft limit 100 KiB/)
  assert.match(error, /index\.mdx \(\/devlog\/2025\/01\/02\/big\/\): page data 250 KiB, over the hard limit of 200 KiB/)
  assert.match(error, /doxygen-xml\/classa\.xml \(\/docs\/helios\/classes\/a\/\): HTML 5,000 KiB, over the hard limit of 4,000 KiB for an API page \(soft limit 1,000 KiB/)
  // The soft one is still a warning of its own in a build that is not strict.
  assert.equal(r.log.warn.length, 1)
  assert.match(r.log.warn[0], /search records 30 KiB, over the soft limit of 20 KiB/)
})

test('strict: soft limits stop the build too, with the hard ones, in one error', () => {
  const dir = publicDir({ 'devlog/2025/01/02/big/index.html': 500 * KIB })
  const r = reporter()
  checkPageBudgets([post], inputs(dir, { [POST_ROUTE]: 30 * KIB }), budgets, r, new ContentWarnings(r, 'the page budgets', true))
  assert.deepEqual(r.log.warn, [])
  assert.equal(r.log.errors.length, 1)
  assert.match(r.log.errors[0], /^\[budgets\] .*HTML 500 KiB, over the hard limit/)
  assert.match(r.log.errors[0], /\nHELIOS_STRICT=1: a warning about content in the page budgets stops the build:\n {2}\[budgets\] .*search records 30 KiB, over the soft limit of 20 KiB/)
})

test("the site's limits: the issue's 2 MB post stops the build on its HTML, its page data and its search records", () => {
  // A post of 2 MB of text: its HTML, its page data (its body's tree) and its records each hold the text at least once.
  const dir = publicDir({ 'devlog/2025/01/02/big/index.html': 2_100_000, 'page-data/devlog/2025/01/02/big/page-data.json': 2_300_000 })
  const r = reporter()
  checkPageBudgets([post], inputs(dir, { [POST_ROUTE]: 2_100_000 }), siteConfig.pageBudgets, r, new ContentWarnings(r, 'budgets', false))
  assert.equal(r.log.errors.length, 1)
  for (const measure of ['HTML', 'page data', 'search records']) assert.match(r.log.errors[0], new RegExp(`${POST.replace(/[.]/g, '\\.')} \\(${POST_ROUTE}\\): ${measure} [\\d,.]+ KiB, over the hard limit`))
})

test('the site config checks its budgets: known kinds and measures, positive limits, soft at most hard', () => {
  assert.deepEqual(checkPageBudgetSettings(siteConfig.pageBudgets), [])
  const problems = checkPageBudgetSettings({
    content: { html: { soft: 300, hard: 200 }, bodyscript: { soft: 1, hard: 2 } },
    api: { html: { soft: 0, hard: 10 } },
    pages: {},
  })
  assert.deepEqual(problems, [
    'pageBudgets.pages is not a kind of page. Kinds: "content", "api", "other".',
    'pageBudgets.content.html: the soft limit (300 KiB) is above the hard limit (200 KiB)',
    'pageBudgets.content.bodyscript is not a measure. Measures: "html", "pageData", "search".',
    'pageBudgets.api.html needs a soft and a hard limit in KiB, both positive numbers',
    'pageBudgets.other is missing (an empty object bounds nothing)',
  ])
})

test('a content file whose text alone is over the hard limit of its HTML stops the build as it starts, naming the file', () => {
  const budgets = siteConfig.pageBudgets
  const hard = budgets.content.html!.hard * 1024
  assert.doesNotThrow(() => checkSourceSize('content/docs/a.mdx', 'é'.repeat(hard / 2), budgets))
  assert.throws(
    () => checkSourceSize('content/devlog/2025-01-01-long/index.mdx', 'é'.repeat(hard / 2 + 1), budgets),
    /^Error: \[budgets\] content\/devlog\/2025-01-01-long\/index\.mdx: the file is [\d,.]+ KiB, over the hard limit of 1,024 KiB for a content page's HTML/,
  )
})
