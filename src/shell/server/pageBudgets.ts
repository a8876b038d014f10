/**
 * Page budgets: after the build, each page's outputs are measured as a reader's browser gets them from public/
 * (its HTML and its page data, which holds an MDX page's body) with its share of the search records, and compared with
 * the limits of its kind of page (`pageBudgets` in the site config). Over a soft limit: a warning about content
 * (an error in strict builds, ./contentWarnings.ts); over a hard limit: a build error. Each names the page's source
 * file, its route, the size and the limit. Limits and how they were chosen: docs/authoring.md, "Page budgets".
 */
import fs from 'node:fs'
import path from 'node:path'
import type { PageBudgetKind, PageBudgets, PageMeasure, SizeLimit } from '../config/types'
import { CONTENT_FILE_FIELD, pageSource } from './routeOwners'
import { ContentWarnings } from './contentWarnings'

/** A built page and what it is measured against. */
export interface BudgetedPage {
  route: string
  /** The file the page is made from, relative to the site root (as an author opens it). */
  source: string
  kind: PageBudgetKind
}

/** A page's sizes in bytes; a measure the page has no output for is absent. */
export type PageSizes = Partial<Record<PageMeasure, number>>

/** What a page's name reads as in messages. */
export const MEASURE_LABELS: Record<PageMeasure, string> = {
  html: 'HTML',
  pageData: 'page data',
  search: 'search records',
}

export const KIND_LABELS: Record<PageBudgetKind, string> = {
  content: 'a content page',
  api: 'an API page',
  other: 'a generated page',
}

/** Where `gatsby build` writes a route's HTML: `<route>/index.html`, or the route itself when it ends in .html. */
export function htmlFile(publicDir: string, route: string): string {
  const rel = decodeURI(route).replace(/^\/+/, '')
  return path.join(publicDir, /\.html?$/i.test(rel) ? rel : path.join(rel, 'index.html'))
}

/** Where `gatsby build` writes a route's page data (`/` is `index`). */
export function pageDataFile(publicDir: string, route: string): string {
  return path.join(publicDir, 'page-data', route === '/' ? 'index' : decodeURI(route), 'page-data.json')
}

/**
 * Every page of the build with its kind and source: a page that renders a content file (its context's contentFile)
 * is content, a page the API section names a source for is an API page, the rest (lists, archives, home, search) is
 * generated.
 */
export function budgetedPages(sitePages: ReadonlyArray<{ path: string; component: string; pageContext?: unknown }>, apiSources: ReadonlyMap<string, string>): BudgetedPage[] {
  return sitePages.map((p) => {
    const page = { ...p, context: p.pageContext as { [CONTENT_FILE_FIELD]?: unknown } | null }
    if (typeof page.context?.[CONTENT_FILE_FIELD] === 'string') return { route: p.path, source: pageSource(page), kind: 'content' }
    const api = apiSources.get(p.path)
    if (api) return { route: p.path, source: api, kind: 'api' }
    return { route: p.path, source: pageSource(p), kind: 'other' }
  })
}

/** The build's outputs a page is measured from besides its own files. */
export interface BudgetInputs {
  publicDir: string
  /** Bytes of each page's search records, by route. */
  searchBytes: ReadonlyMap<string, number>
}

const sizeOf = (file: string): number | undefined => {
  try {
    return fs.statSync(file).size
  } catch {
    return undefined
  }
}

/** A page's sizes, read from the files of public/. */
export function measurePage(page: BudgetedPage, inputs: BudgetInputs): PageSizes {
  const sizes: PageSizes = {}
  const html = sizeOf(htmlFile(inputs.publicDir, page.route))
  if (html !== undefined) sizes.html = html
  const data = sizeOf(pageDataFile(inputs.publicDir, page.route))
  if (data !== undefined) sizes.pageData = data
  const search = inputs.searchBytes.get(page.route)
  if (search !== undefined) sizes.search = search
  return sizes
}

export interface BudgetFinding {
  page: BudgetedPage
  measure: PageMeasure
  bytes: number
  limit: SizeLimit
  over: 'soft' | 'hard'
}

const KIB = 1024

/** The measures of a page over their limits (the hard limit when both are passed). */
export function findOverBudget(page: BudgetedPage, sizes: PageSizes, budgets: PageBudgets): BudgetFinding[] {
  const out: BudgetFinding[] = []
  for (const [measure, limit] of Object.entries(budgets[page.kind]) as Array<[PageMeasure, SizeLimit]>) {
    const bytes = sizes[measure]
    if (bytes === undefined) continue
    if (bytes > limit.hard * KIB) out.push({ page, measure, bytes, limit, over: 'hard' })
    else if (bytes > limit.soft * KIB) out.push({ page, measure, bytes, limit, over: 'soft' })
  }
  return out
}

const kib = (bytes: number) => `${(bytes / KIB).toLocaleString('en-US', { maximumFractionDigits: 1 })} KiB`

/** The message of a finding: source file, route, the measure and its size, the limit passed and the other one. */
export function describeFinding(f: BudgetFinding): string {
  const other = f.over === 'hard' ? `soft limit ${kib(f.limit.soft * KIB)}` : `the build stops over ${kib(f.limit.hard * KIB)}`
  const advice = f.page.kind === 'content' ? ' Split the page, or move what makes it large into files it links to.' : ''
  return (
    `[budgets] ${f.page.source} (${f.page.route}): ${MEASURE_LABELS[f.measure]} ${kib(f.bytes)}, over the ${f.over} limit of ` +
    `${kib(f.limit[f.over] * KIB)} for ${KIND_LABELS[f.page.kind]} (${other}; pageBudgets in src/shell/config/site.ts).${advice}`
  )
}

/**
 * A content file whose text alone passes the hard limit of its page's HTML stops the build as it starts, rather
 * than after every page is built (the built page is measured again at the end, as every page is).
 */
export function checkSourceSize(file: string, text: string, budgets: PageBudgets): void {
  const bytes = Buffer.byteLength(text)
  const limit = budgets.content.html
  if (!limit || bytes <= limit.hard * KIB) return
  throw new Error(
    `[budgets] ${file}: the file is ${kib(bytes)}, over the hard limit of ${kib(limit.hard * KIB)} for ${KIND_LABELS.content}'s HTML ` +
      `(pageBudgets in src/shell/config/site.ts), so the build stops before building it. Split the page, or move what makes it large into files it links to.`,
  )
}

/** The largest page of each kind and measure, for the build log. */
export function largestPages(measured: ReadonlyArray<{ page: BudgetedPage; sizes: PageSizes }>): string {
  const parts: string[] = []
  for (const kind of Object.keys(KIND_LABELS) as PageBudgetKind[]) {
    const ofKind = measured.filter((m) => m.page.kind === kind)
    if (ofKind.length === 0) continue
    const largest = (Object.keys(MEASURE_LABELS) as PageMeasure[]).flatMap((measure) => {
      const top = ofKind.reduce<{ page: BudgetedPage; bytes: number } | null>((best, m) => {
        const bytes = m.sizes[measure]
        return bytes !== undefined && (!best || bytes > best.bytes) ? { page: m.page, bytes } : best
      }, null)
      return top ? [`${MEASURE_LABELS[measure].replace(/ of its MDX body$/, '')} ${kib(top.bytes)} (${top.page.route})`] : []
    })
    parts.push(`${kind} (${ofKind.length} pages): ${largest.join(', ')}`)
  }
  return parts.join('; ')
}

interface Reporter {
  info(message: string): void
  warn(message: string): void
  panicOnBuild(message: string): unknown
}

/**
 * Measures every page and reports: soft limits passed as warnings about content, hard limits as one build error
 * listing every page over one (with the held warnings of a strict build).
 */
export function checkPageBudgets(pages: readonly BudgetedPage[], inputs: BudgetInputs, budgets: PageBudgets, reporter: Reporter, warnings = new ContentWarnings(reporter, 'the page budgets')): BudgetFinding[] {
  const measured = pages.map((page) => ({ page, sizes: measurePage(page, inputs) }))
  const findings = measured.flatMap((m) => findOverBudget(m.page, m.sizes, budgets))
  for (const f of findings) if (f.over === 'soft') warnings.warn(describeFinding(f))
  const hard = findings.filter((f) => f.over === 'hard')
  reporter.info(`[budgets] ${pages.length} pages measured, ${findings.length - hard.length} over a soft limit, ${hard.length} over a hard limit; largest: ${largestPages(measured)}`)
  warnings.settle(hard.map(describeFinding))
  return findings
}
