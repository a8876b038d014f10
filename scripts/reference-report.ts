/**
 * What the C++ reader's reference (issue 42's items) gives on one library's doxygen XML, in process, without a
 * site build: overload sets, concepts and what they constrain and are satisfied by, primary templates with their
 * specialisations and the links back, formulas typeset or refused, documentation coverage, source links. The
 * pages' data comes from the section's real node code, and every link and id is checked as the generative test
 * checks a random library's (tests/generative/pageTargets.ts); the Markdown twins of the template pages are made
 * and read back, and must link what the pages link. Signature search is measured by
 * `npm run bench:search -- --in-process --xml X`.
 *
 *   npm run report:reference -- --xml DIR [--record]
 *
 * Exits non-zero when a check finds a problem, naming it. Source links are those a build of that XML would have:
 * the site config's for the engine's doxygen-xml/, HELIOS_DOXYGEN_SOURCE_URL's (and its companions,
 * docs/sections/api.md) for any other XML, none without it.
 */
import path from 'node:path'
import { readDoxygenFolder } from '../src/sections/api/model/model'
import { buildRoutes } from '../src/sections/api/model/routes'
import { resolveAll } from '../src/sections/api/model/resolve'
import { type DocNode, walk } from '../src/sections/api/model/doc'
import { computeCoverage } from '../src/sections/api/model/coverage'
import { documentedShare } from '../src/sections/api/model/coverageFigures'
import { compoundPayloads, memberPayloads, setImageSources, type CompoundPayload } from '../src/sections/api/node/nodes'
import { compoundPartBlocks } from '../src/sections/api/node/markdownTwins'
import { linkRows } from '../src/sections/api/model/overloads'
import { apiSourceFor, sourceUrl } from '../src/sections/api/node/source-links'
import { apiXmlFolders } from '../src/sections/api/node/pageSources'
import { absoluteHref, parseMarkdown, twinMarkdown, type Md } from '../src/shell/markdownTwin'
import { siteConfig } from '../src/shell/config/site'
import { checkPipeline } from '../tests/generative/pageTargets'
import { count, recorder, variantOf } from './measurements'

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}

const BASE = '/docs/ref/'

/** Formulas of every description tree of the model: typeset (a MathML tree) or refused (shown as TeX in code). */
function formulas(trees: Array<DocNode[] | null | undefined>): { typeset: number; refused: number } {
  let typeset = 0
  let refused = 0
  for (const t of trees) {
    if (!t) continue
    walk(t, (n) => {
      if (n.t === 'math') {
        if (n.mathml) typeset++
        else refused++
      }
    })
  }
  return { typeset, refused }
}

/** The links of a twin as a reader's Markdown parser reads them, and whether it has a heading of each title. */
function twinLinks(markdown: string): { urls: Set<string>; headings: Set<string> } {
  const urls = new Set<string>()
  const headings = new Set<string>()
  const textOf = (n: Md): string => (n.value as string | undefined) ?? (n.children ?? []).map(textOf).join('')
  const visit = (n: Md) => {
    if (n.type === 'link') urls.add(String(n.url))
    if (n.type === 'heading') headings.add(textOf(n))
    n.children?.forEach(visit)
  }
  visit(parseMarkdown(markdown))
  return { urls, headings }
}

export interface ReferenceFigures {
  compounds: number
  members: number
  /** Overload sets, and the members in them. */
  sets: number
  inSets: number
  largestSet: number
  concepts: number
  conceptsConstraining: number
  conceptsSatisfied: number
  constrainedLinks: number
  primaries: number
  specialisations: number
  backLinks: number
  formulas: { typeset: number; refused: number; warnings: number }
  coverage: { documented: number; total: number; share: number | null }
  sourceLinks: { linked: number; located: number; example: string | null }
  links: number
  twinsChecked: number
  problems: string[]
}

export function referenceFigures(xml: string, env: NodeJS.ProcessEnv = process.env): ReferenceFigures {
  const problems: string[] = []
  // The links and ids of every page, overload sets, template lists and the coverage page, as the generative test checks them.
  const pipeline = checkPipeline(xml)
  problems.push(...pipeline.problems)

  const warnings: string[] = []
  const model = readDoxygenFolder(xml, { warn: (m) => warnings.push(m) })
  const routes = buildRoutes(model, BASE)
  const coverage = computeCoverage(model, routes)
  resolveAll(model, routes, (m) => warnings.push(m))
  setImageSources(model, routes)
  const compounds = compoundPayloads(model, routes)
  const members = memberPayloads(model, routes)
  const memberNodes = new Map(members.map((m) => [m.refid, m as unknown as Record<string, unknown>]))

  const sets = new Map<string, number>()
  for (const m of members) if (m.overloadSet) sets.set(m.overloadSet.href, m.overloadSet.count)

  const trees: Array<DocNode[] | null | undefined> = []
  for (const c of model.compounds.values()) trees.push(c.brief, c.detailed, ...c.sections.map((s) => s.description))
  for (const m of model.members.values()) trees.push(m.brief, m.detailed, m.inbody, ...m.enumValues.flatMap((e) => [e.brief, e.detailed]))
  const math = formulas(trees)

  // The twins of the template pages: each list the page shows is in the twin, every entry linked where the page links it.
  const byRefid = new Map(compounds.map((c) => [c.refid, c]))
  let twinsChecked = 0
  const checkTwin = (c: CompoundPayload, wanted: Array<{ heading: string | null; hrefs: Array<string | null> }>) => {
    const md = twinMarkdown(compoundPartBlocks(c as unknown as Record<string, unknown>, 0, (id) => memberNodes.get(id) ?? null).blocks)
    const { urls, headings } = twinLinks(md)
    twinsChecked++
    for (const w of wanted) {
      if (w.heading && !headings.has(w.heading)) problems.push(`twin of ${c.name}: no "${w.heading}" heading`)
      for (const h of w.hrefs) {
        const url = h ? absoluteHref(h, c.route) : undefined
        if (url && !urls.has(url)) problems.push(`twin of ${c.name}${w.heading ? ` (${w.heading})` : ''}: no link to ${url}`)
      }
    }
  }
  let backLinks = 0
  let constrainedLinks = 0
  for (const c of compounds) {
    if (c.kind === 'concept') {
      constrainedLinks += c.constrains.filter((l) => l.href).length
      const satisfiedHrefs = c.satisfiedBy.map((s) => {
        let href: string | null = null
        walk(s.type, (n) => {
          if (n.t === 'ref' && n.href && href === null) href = n.href
        })
        return href
      })
      checkTwin(c, [
        // Overloads of one function share a row, linked to their overload set's entry (as the page does).
        ...(c.constrains.length > 0 ? [{ heading: 'Constrains', hrefs: linkRows(c.constrains).map((r) => r.href) }] : []),
        ...(c.satisfiedBy.length > 0 ? [{ heading: 'Satisfied by', hrefs: satisfiedHrefs }] : []),
      ])
    }
    if (c.specialisations.length > 0) {
      checkTwin(c, [{ heading: 'Specialisations', hrefs: c.specialisations.map((l) => l.href) }])
      for (const s of c.specialisations) {
        const spec = byRefid.get(s.refid)
        if (!spec) problems.push(`${c.name}: specialisation ${s.name} has no page`)
        else if (spec.primaryTemplate?.refid !== c.refid) problems.push(`${spec.name}: does not link back to its primary ${c.name}`)
        else if (spec.primaryTemplate.href !== c.route) problems.push(`${spec.name}: links back to ${spec.primaryTemplate.href}, not ${c.route}`)
        else backLinks++
      }
    }
    if (c.primaryTemplate) {
      checkTwin(c, [{ heading: null, hrefs: [c.primaryTemplate.href] }])
      const primary = byRefid.get(c.primaryTemplate.refid)
      if (!primary?.specialisations.some((s) => s.refid === c.refid)) problems.push(`${c.name}: its primary ${c.primaryTemplate.name} does not list it`)
    }
  }

  // Source links: what a build of this XML would link, from the environment's templates (none without them).
  // The engine's own XML (what a build without HELIOS_DOXYGEN_XML reads) takes the site config's templates.
  const engine = path.resolve(xml) === apiXmlFolders({}).current
  const source = apiSourceFor(engine ? { ...env, HELIOS_DOXYGEN_XML: undefined } : { ...env, HELIOS_DOXYGEN_XML: xml }, siteConfig.apiSource)
  const located = [...model.compounds.values(), ...model.members.values()].filter((e) => e.location?.file)
  const urls = located.map((e) => sourceUrl(source, e.location!.file, e.location!.line ?? null)).filter((u): u is string => u !== null)
  if (!source && urls.length > 0) problems.push(`source links without a source URL configured: ${urls[0]}`)
  const engineRepo = siteConfig.apiSource?.repository
  if (!engine && engineRepo && !env.HELIOS_DOXYGEN_SOURCE_URL?.includes(engineRepo) && env.HELIOS_DOXYGEN_SOURCE_REPOSITORY !== engineRepo) {
    const into = urls.find((u) => u.includes(engineRepo))
    if (into) problems.push(`a source link points into the engine's repository: ${into}`)
  }

  const refused = warnings.filter((w) => /is not TeX that KaTeX reads/.test(w))
  if (refused.length !== math.refused) problems.push(`${math.refused} formulas shown as TeX but ${refused.length} warnings name them`)
  return {
    compounds: model.compounds.size,
    members: model.members.size,
    sets: sets.size,
    inSets: [...sets.values()].reduce((a, b) => a + b, 0),
    largestSet: Math.max(0, ...sets.values()),
    concepts: compounds.filter((c) => c.kind === 'concept').length,
    conceptsConstraining: compounds.filter((c) => c.kind === 'concept' && c.constrains.length > 0).length,
    conceptsSatisfied: compounds.filter((c) => c.kind === 'concept' && c.satisfiedBy.length > 0).length,
    constrainedLinks,
    primaries: compounds.filter((c) => c.specialisations.length > 0).length,
    specialisations: compounds.filter((c) => c.primaryTemplate).length,
    backLinks,
    formulas: { ...math, warnings: refused.length },
    coverage: { documented: coverage.overall.documented, total: coverage.overall.total, share: documentedShare(coverage.overall) },
    sourceLinks: { linked: urls.length, located: located.length, example: urls[0] ?? null },
    links: pipeline.links,
    twinsChecked,
    problems: [...new Set(problems)],
  }
}

function main(): void {
  const xmlArg = arg('xml')
  if (!xmlArg) throw new Error('report:reference: --xml DIR is required (a doxygen XML folder)')
  const xml = path.resolve(xmlArg)
  const record = recorder('report:reference', "Issue 42's items on one library's doxygen XML, in process: overload sets, concepts, specialisations, formulas, coverage and source links, with every link, id and template twin checked.", {
    variant: variantOf({ values: ['xml'], vars: ['HELIOS_DOXYGEN_SOURCE_URL'] }),
  })
  const t0 = Date.now()
  const f = referenceFigures(xml)
  const pct = (v: number | null) => (v === null ? '–' : `${v.toFixed(1)} %`)
  const lines: Array<[string, string]> = [
    ['overload-sets', `${count(f.sets)} sets of ${count(f.inSets)} members (largest ${f.largestSet}); ${count(f.members)} members, ${count(f.compounds)} compounds`],
    ['concepts', `${f.concepts} concepts: ${f.conceptsConstraining} list what they constrain (${count(f.constrainedLinks)} links), ${f.conceptsSatisfied} what satisfies them`],
    ['specialisations', `${f.primaries} primary templates list ${f.specialisations} specialisations; ${f.backLinks} link back`],
    ['formulas', `${f.formulas.typeset} typeset as MathML, ${f.formulas.refused} refused (${f.formulas.warnings} warnings)`],
    ['coverage', `documented ${pct(f.coverage.share)} (${count(f.coverage.documented)} of ${count(f.coverage.total)} public entities)`],
    ['source-links', f.sourceLinks.linked === 0 ? `none (${count(f.sourceLinks.located)} located entities; no source URL configured)` : `${count(f.sourceLinks.linked)} of ${count(f.sourceLinks.located)} located entities, e.g. ${f.sourceLinks.example}`],
    ['checks', `${count(f.links)} links and every page's ids checked, ${f.twinsChecked} template twins read back: ${f.problems.length === 0 ? 'no problem' : `${f.problems.length} problems`}`],
  ]
  console.log(`Reference on ${path.relative(process.cwd(), xml) || xml} (${((Date.now() - t0) / 1000).toFixed(1)} s):`)
  for (const [k, v] of lines) {
    console.log(`  ${k.padEnd(16)} ${v}`)
    record.add(k, v)
  }
  for (const p of f.problems.slice(0, 30)) console.log(`  problem: ${p}`)
  record.save()
  if (f.problems.length > 0) process.exitCode = 1
}

if (require.main === module) main()
