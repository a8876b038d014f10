/**
 * The DoxygenCoverage node of each version (model/coverage.ts computes its figures): a HeliosPage, so the shell
 * writes its Markdown twin and its llms.txt line from the `markdown` and `summary` it carries.
 */
import { absoluteHref, heading, inlineCode, link, type Md, paragraph, table, text } from '../../../shell/markdownTwin'
import { twinMarkdownInWorker } from '../../../shell/server/twinWorkers'
import { type CoverageFigures, type CoverageTrendRow, documentedShare, FIGURE_COLUMNS, figureCell, percent, type VersionCoverage } from '../model/coverageFigures'
import { COVERAGE_SEGMENT, CURRENT_VERSION, versionPageFields, versionRoute } from '../options'
import { versionLabel } from './historyBadge'
import type { CoverageNode } from '../model/apiShape'

/** The page's heading in a version. */
export const coverageTitle = (version: string): string => `Documentation coverage of ${versionLabel(version)}`

/** The headline in one sentence (the page's summary, its first paragraph and its llms.txt line). */
export function coverageSummary(version: string, f: CoverageFigures): string {
  if (f.total === 0) return `${versionLabel(version)} has no public entities to document.`
  return `${percent(documentedShare(f))} of the ${f.total} public entities of ${versionLabel(version)} are documented (${f.documented}); ${f.total - f.documented} lack a description, a parameter or a return value.`
}

const figuresRow = (first: Md, f: CoverageFigures): Md[] => [first, text(String(f.total)), ...FIGURE_COLUMNS.map((c) => text(figureCell(f, c)))]
const figuresHeader = (first: string): Md[] => [text(first), text('Entities'), ...FIGURE_COLUMNS.map((c) => text(c.label))]

/**
 * The page as Markdown: the headline, the figures overall, per kind and per namespace, the trend, and the undocumented
 * entities with links. Serialised in a twin worker: on a large library the last table has tens of thousands of rows.
 */
export function coverageMarkdown(version: string, coverage: VersionCoverage, trend: CoverageTrendRow[]): Promise<string> {
  const route = versionRoute(version, COVERAGE_SEGMENT)
  const blocks: Md[] = [
    heading(1, [text(coverageTitle(version))]),
    paragraph([text(coverageSummary(version, coverage.overall))]),
    table([figuresHeader(''), figuresRow(text('All'), coverage.overall)]),
    heading(2, [text('By kind')]),
    table([figuresHeader('Kind'), ...coverage.byKind.map((k) => figuresRow(text(k.kind), k))]),
    heading(2, [text('By namespace')]),
    table([figuresHeader('Namespace'), ...coverage.byNamespace.map((n) => figuresRow(inlineCode(n.namespace), n))]),
    heading(2, [text('Across releases')]),
    table([figuresHeader('Version'), ...trend.map((t) => figuresRow(text(versionLabel(t.version)), t.overall))]),
    heading(2, [text('Not documented')]),
  ]
  if (coverage.undocumented.length === 0) blocks.push(paragraph([text('Every public entity is documented.')]))
  else {
    blocks.push(table([
      [text('Entity'), text('Kind'), text('Lacks')],
      ...coverage.undocumented.map((u) => {
        const href = absoluteHref(u.url, route)
        return [href ? link(href, [inlineCode(u.name)]) : inlineCode(u.name), text(u.kind), text(u.lacks.join(', '))]
      }),
    ]))
  }
  return twinMarkdownInWorker(blocks, route)
}

/**
 * Undocumented entities the page lists (its twin lists every one): a library with tens of thousands of them would
 * otherwise make a page far over the API pages' budget.
 */
export const UNDOCUMENTED_ON_PAGE = 2000

/** The node payload of one version's coverage page (without Gatsby's id and internal fields). */
export async function coveragePayload(version: string, coverage: VersionCoverage, trend: CoverageTrendRow[]): Promise<CoverageNode> {
  const { section, sectionLabel, docsTag } = versionPageFields(version)
  return {
    version,
    path: versionRoute(version, COVERAGE_SEGMENT),
    title: coverageTitle(version),
    section,
    sectionLabel,
    kind: 'coverage',
    docsTag,
    summary: coverageSummary(version, coverage.overall),
    markdown: await coverageMarkdown(version, coverage, trend),
    overall: coverage.overall,
    byKind: coverage.byKind,
    byNamespace: coverage.byNamespace,
    undocumented: coverage.undocumented.slice(0, UNDOCUMENTED_ON_PAGE),
    undocumentedCount: coverage.undocumented.length,
    trend,
  }
}

/** Every version's overall figures, oldest first: `versions` as readApiVersions orders them (current, then releases newest first). */
export function coverageTrend(versions: ReadonlyArray<{ name: string; overall: CoverageFigures }>): CoverageTrendRow[] {
  const current = versions.filter((v) => v.name === CURRENT_VERSION)
  return [...versions.filter((v) => v.name !== CURRENT_VERSION).reverse(), ...current].map((v) => ({ version: v.name, overall: v.overall }))
}
