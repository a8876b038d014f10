/**
 * The corpora harness of `npm test` and `npm run sweep`: for each doxygen corpus it generates the XML, builds the
 * whole site from it, and checks the built site (links, ids, URLs, control characters, paragraph share, search
 * quality, the corpus's browser test), printing one row per corpus. The checks, options and environment:
 * docs/sections/scripts-and-tests.md, "The doxygen corpora".
 *
 * With `--generative N [--seed S]` the first build also holds N random libraries of the generative test as
 * releases, each checked as that test checks its cases (tests/generative/cases.ts): `npm test` runs them so.
 *
 * With `--no-site-a11y` the site's own pages (devlog, docs, home) are not checked by axe on a corpus build: `npm
 * test` checks them on the engine's build, in its own browser suite.
 *
 *   npx tsx tests/corpora/run.ts [--sweep] [name ...] [--generative N [--seed S]] [--no-site-a11y] [--xml-only | --quality | --table | --list | --resume | --clean]
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { builtReferenceProblems } from './reference'
import { CORPORA, CORPUS_BUILDS, SWEEP_LIBRARIES, type Corpus } from './corpora'
import { CURRENT_VERSION, versionBasePath, versionDocsTag } from '../../src/sections/api/options'
import { FACET_FILTERS, facetFiltersFor } from '../../src/sections/search/options'
import { CORPUS_SETS_VARIABLE, type CorpusSet } from '../e2e-corpora/corpusSets'
import { checkSite, degradedLinks, doxygenWarnings, filesUnder, paragraphShareCell } from './checks'
import { checkLinks, formatReport } from '../../src/sections/api/node/link-check'
import { samplePeak } from '../../scripts/processTree'
import { formatQuality, measureIndexQuality, overallShare, qualityQueries } from '../../scripts/search-quality'
import { checkHtml, htmlErrors } from '../../scripts/check-html'
import { pageFamilies } from '../support/pageFamilies'
import { freshBuildState } from '../support/freshBuild'
import { versionOwner } from '../support/versionOwner'
import { type GeneratedCase, builtSignatureProblems, caseProblems, drawCases, reportCases } from '../generative/cases'

const root = path.resolve(__dirname, '..', '..')
const SWEEP = process.argv.includes('--sweep')
const SITE_A11Y = !process.argv.includes('--no-site-a11y')
const outRoot = path.resolve(root, process.env.CORPORA_OUT ?? (SWEEP ? '.sweep/out' : '.corpora'))
const cacheRoot = path.resolve(root, process.env.SWEEP_CACHE ?? '.sweep')
const publicDir = path.join(root, 'public')
const MIN_SHARE = 99.5

/** The value after `--name` on the command line. */
function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}
const OPTIONS_WITH_VALUE = ['--generative', '--seed']

/** The generative test's cases the first build holds as releases (`--generative N`), and how to build that set again. */
interface Generated {
  cases: GeneratedCase[]
  seed: number
  replay: string
  /** Set once the cases were checked on a build: cases never checked fail the run, as failing ones do. */
  clean?: boolean
}

interface Row {
  corpus: string
  about: string
  xmlFiles: number
  /** Classes and structs in doxygen's index. */
  classes: number
  pages: number
  apiPages: number
  links: number
  broken: number
  /** Links the build degraded, "total (reason n, ...)", from its log. */
  degraded: string
  duplicateIds: number
  unsafeUrls: number
  controlChars: number
  share: string
  /** Paragraph share in the Markdown twins. */
  shareMd: string
  quality: string
  doxygenS: number
  buildS: number
  peakMb: number
  outputMb: number
  problems: string[]
}

const emptyRow = (c: Corpus): Row => ({ corpus: c.name, about: c.about ?? '', xmlFiles: 0, classes: 0, pages: 0, apiPages: 0, links: 0, broken: 0, degraded: '-', duplicateIds: 0, unsafeUrls: 0, controlChars: 0, share: '-', shareMd: '-', quality: '-', doxygenS: 0, buildS: 0, peakMb: 0, outputMb: 0, problems: [] })

const seconds = (t0: number) => Math.round((Date.now() - t0) / 100) / 10

function run(cmd: string, args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string; log: string }): number {
  const fd = fs.openSync(opts.log, 'w')
  const r = spawnSync(cmd, args, { cwd: opts.cwd ?? root, env: opts.env ?? process.env, input: opts.input, stdio: [opts.input === undefined ? 'ignore' : 'pipe', fd, fd] })
  fs.closeSync(fd)
  return r.status ?? 1
}

function tail(file: string, lines = 40): string {
  return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')
}

/** The .deb of a package in the cache, downloaded with `apt-get download` when missing. */
function debianArchive(c: Corpus, pkg: string): string {
  const debs = path.join(cacheRoot, 'debs')
  fs.mkdirSync(debs, { recursive: true })
  const find = () => fs.readdirSync(debs).find((f) => f.startsWith(`${pkg}_`) && f.endsWith('.deb'))
  if (!find()) {
    const r = spawnSync('apt-get', ['download', pkg], { cwd: debs, encoding: 'utf8' })
    if (r.status !== 0 || !find()) throw new Error(`${c.name}: "apt-get download ${pkg}" failed (exit ${r.status}): ${(r.stderr ?? '').trim()}`)
  }
  return path.join(debs, find()!)
}

/** The folder a corpus' packages are unpacked into (`dpkg -x`, no install), unpacked again only when a package changed. */
function unpacked(c: Corpus): { dir: string; stamp: string } {
  const archives = (c.unpack ?? []).map((p) => debianArchive(c, p))
  const dir = path.join(cacheRoot, 'unpacked', c.name)
  const stamp = archives.map((a) => path.basename(a)).join('\n')
  const stampFile = path.join(dir, '.unpacked')
  if (!fs.existsSync(stampFile) || fs.readFileSync(stampFile, 'utf8') !== stamp) {
    fs.rmSync(dir, { recursive: true, force: true })
    fs.mkdirSync(dir, { recursive: true })
    for (const a of archives) {
      const r = spawnSync('dpkg', ['-x', a, dir], { encoding: 'utf8' })
      if (r.status !== 0) throw new Error(`${c.name}: "dpkg -x ${path.basename(a)}" failed: ${r.stderr}`)
    }
    fs.writeFileSync(stampFile, stamp)
  }
  return { dir, stamp }
}

/** A hash of every file under a folder (the Doxyfile and what it reads from beside it). */
function folderHash(dir: string): string {
  const h = createHash('sha256')
  for (const f of filesUnder(dir, [''])) h.update(path.relative(dir, f)).update('\0').update(fs.readFileSync(f)).update('\0')
  return h.digest('hex')
}

/**
 * The XML of one corpus, generated from its Doxyfile into <out>/xml, or kept from the last run when
 * nothing it is made from changed (the Doxyfile's folder, the packages and their versions, doxygen).
 */
function generateXml(c: Corpus, out: string): { xml: string; seconds: number; reused: boolean } {
  const doxyfile = path.resolve(root, c.doxyfile)
  if (!fs.existsSync(doxyfile)) throw new Error(`${c.name}: Doxyfile ${c.doxyfile} does not exist`)
  let version = ''
  if (c.debianPackage) {
    const q = spawnSync('dpkg-query', ['-W', c.debianPackage], { encoding: 'utf8' })
    if (q.status !== 0) throw new Error(`${c.name}: Debian package ${c.debianPackage} is not installed (scripts/install-system-deps.sh installs it)`)
    version = q.stdout.trim()
  }
  const source = c.unpack ? unpacked(c) : undefined
  const doxygenVersion = spawnSync('doxygen', ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? ''
  // A Doxyfile that includes another (a settings variant of a library) is stale when either changes.
  const included = [...fs.readFileSync(doxyfile, 'utf8').matchAll(/^@INCLUDE\s*=\s*(.+)$/gm)].map((m) => path.resolve(m[1]!.trim().replace('$(CORPUS_DIR)', path.dirname(doxyfile))))
  const stamp = [folderHash(path.dirname(doxyfile)), ...included.map((f) => folderHash(path.dirname(f))), version, source?.stamp ?? '', doxygenVersion].join('\n')
  const xml = path.join(out, 'xml')
  const stampFile = path.join(out, 'xml.stamp')
  if (fs.existsSync(path.join(xml, 'index.xml')) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) {
    return { xml, seconds: 0, reused: true }
  }
  fs.rmSync(out, { recursive: true, force: true })
  fs.mkdirSync(out, { recursive: true })
  // The Doxyfile's own settings, then the output settings of the harness (later lines win). No graphs: the
  // XML holds none, and the site draws its inheritance diagrams itself.
  const input = `${fs.readFileSync(doxyfile, 'utf8')}\nOUTPUT_DIRECTORY = "${out}"\nXML_OUTPUT = xml\nGENERATE_XML = YES\nGENERATE_HTML = NO\nGENERATE_LATEX = NO\nGENERATE_RTF = NO\nGENERATE_MAN = NO\nHAVE_DOT = NO\nQUIET = YES\nWARN_LOGFILE =\n`
  const t0 = Date.now()
  // An unpacked corpus runs where its packages are (its Doxyfile's paths are relative to that folder).
  const status = run('doxygen', ['-'], { cwd: source?.dir ?? path.dirname(doxyfile), env: { ...process.env, CORPUS_DIR: path.dirname(doxyfile) }, input, log: path.join(out, 'doxygen.log') })
  if (status !== 0 || !fs.existsSync(path.join(xml, 'index.xml'))) {
    throw new Error(`${c.name}: doxygen failed (exit ${status}):\n${tail(path.join(out, 'doxygen.log'))}`)
  }
  fs.writeFileSync(stampFile, stamp)
  return { xml, seconds: seconds(t0), reused: false }
}

/** Runs a command with its output to a log, sampling the peak memory of its process tree. */
function runMeasured(cmd: string, args: string[], opts: { env: NodeJS.ProcessEnv; log: string }): Promise<{ status: number; seconds: number; peakMb: number }> {
  const fd = fs.openSync(opts.log, 'w')
  const t0 = Date.now()
  const child = spawn(cmd, args, { cwd: root, env: opts.env, stdio: ['ignore', fd, fd] })
  const peak = samplePeak(child.pid!)
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      fs.closeSync(fd)
      resolve({ status: code ?? 1, seconds: seconds(t0), peakMb: peak.stop().rssMb })
    })
  })
}

type ParagraphShareFn = (o: { xmlDir: string; publicDir: string; basePath?: string; format?: 'html' | 'markdown' }) => { total: number; shown: number; share: number; missing: Array<{ xmlFile: string; entity: string; text: string; page: string | null }> }

/** The paragraph-share checker; its absence is a failure, never a skip. */
async function loadParagraphShare(): Promise<ParagraphShareFn> {
  const file = path.join(__dirname, 'paragraphShare.ts')
  if (!fs.existsSync(file)) throw new Error('tests/corpora/paragraphShare.ts is missing: the paragraph-share check cannot run')
  // Loaded by path, so that without the module the harness still runs and reports the check as failed.
  const mod = (await import(pathToFileURL(file).href)) as { paragraphShare?: ParagraphShareFn }
  if (typeof mod.paragraphShare !== 'function') throw new Error('tests/corpora/paragraphShare.ts exports no paragraphShare function')
  return mod.paragraphShare
}

/** A corpus of a build: its row, its XML and the version of the site its pages are in. */
interface Built {
  c: Corpus
  row: Row
  xml: string
  version: string
}

/** The version folder of a generated case in a build of corpora. */
const generatedVersion = (i: number) => `generated-${i + 1}`

/**
 * Builds one site from a group of corpora (the first as the current version, the others as its releases, each
 * at /docs/<name>/helios/) and checks each corpus on its own pages. A group of one is the site built from that
 * corpus alone, as the sweep builds every library.
 */
async function runBuild(group: Corpus[], paragraphShare: ParagraphShareFn | Error, generated?: Generated): Promise<Row[]> {
  const built: Built[] = []
  const rowOf = new Map<Corpus, Row>(group.map((c) => [c, emptyRow(c)]))
  const rows = () => group.map((c) => rowOf.get(c)!)
  for (const [i, c] of group.entries()) {
    const row = rowOf.get(c)!
    console.log(`\n== corpus ${c.name}: doxygen ${c.doxyfile}${c.unpack ? ` on ${c.unpack.join(', ')}` : ''}`)
    try {
      const { xml, seconds: ds, reused } = generateXml(c, path.join(outRoot, c.name))
      row.doxygenS = ds
      row.xmlFiles = (fs.readdirSync(xml, { recursive: true }) as string[]).filter((f) => f.endsWith('.xml')).length
      row.classes = [...fs.readFileSync(path.join(xml, 'index.xml'), 'utf8').matchAll(/<compound refid="[^"]*" kind="(?:class|struct)"/g)].length
      console.log(`   ${row.xmlFiles} XML files (${row.classes} classes and structs) ${reused ? 'kept from the last run' : `in ${ds} s`}`)
      built.push({ c, row, xml, version: i === 0 ? CURRENT_VERSION : c.name })
    } catch (e) {
      row.problems.push((e as Error).message)
      if (i === 0) {
        for (const o of group.slice(1)) rowOf.get(o)!.problems.push(`not built: ${c.name}, first in its build, failed`)
        return rows()
      }
    }
  }
  const lead = built[0]!
  const out = path.join(outRoot, lead.c.name)
  const env: NodeJS.ProcessEnv = { ...process.env, HELIOS_DOXYGEN_XML: lead.xml, HELIOS_LINK_CHECK: 'off', HELIOS_E2E_FIXTURES: '' }
  const releases = [...built.slice(1).map((r) => ({ xml: r.xml, version: r.version })), ...(generated?.cases ?? []).map((g, i) => ({ xml: g.xml, version: generatedVersion(i) }))]
  if (releases.length > 0) {
    // The releases layout the site reads (versions.json, newest first, and one XML folder per release).
    const layout = path.join(out, 'releases')
    fs.rmSync(layout, { recursive: true, force: true })
    for (const r of releases) fs.cpSync(r.xml, path.join(layout, 'versioned_doxygen_xml', `version-${r.version}`), { recursive: true })
    fs.writeFileSync(path.join(layout, 'versions.json'), JSON.stringify(releases.map((r) => r.version)))
    env.HELIOS_DOXYGEN_RELEASES = layout
  }
  console.log(`   building the site${releases.length ? ` (${lead.c.name} as the current version; ${releases.map((r) => r.version).join(', ')} as releases)` : ''} (log: ${path.relative(root, path.join(out, 'build.log'))})`)
  freshBuildState(root, { keepWebpack: SWEEP && !process.argv.includes('--clean') })
  // The link check runs below (same function as the build's onPostBuild), so it is counted once.
  const build = await runMeasured('npm', ['run', '--silent', 'build'], { env, log: path.join(out, 'build.log') })
  for (const b of built) {
    b.row.buildS = build.seconds
    b.row.peakMb = Math.round(build.peakMb)
  }
  if (build.status !== 0) {
    for (const b of built) b.row.problems.push(`build failed (exit ${build.status}):\n${tail(path.join(out, 'build.log'))}`)
    return rows()
  }
  const buildLog = fs.readFileSync(path.join(out, 'build.log'), 'utf8')
  const warnings = doxygenWarnings(buildLog)
  const outputMb = Math.round(filesUnder(publicDir, ['']).reduce((n, f) => n + fs.statSync(f).size, 0) / 1024 / 1024)
  console.log(`   built in ${build.seconds} s, peak ${Math.round(build.peakMb)} MB, ${outputMb} MB written (${warnings} doxygen warnings in the log)`)

  // Every file of the site belongs to one version: a release's folder (/docs/<name>/) to that release, the rest to
  // the current version's corpus. Versions after the corpora's are the generated cases'.
  const versions = [...built.map((b) => b.version), ...(generated?.cases ?? []).map((_, i) => generatedVersion(i))]
  const ownerIndex = versionOwner(versions)
  const tChecks = Date.now()
  const links = await checkLinks(publicDir)
  const site = checkSite(publicDir)
  console.log(`   links, ids, URLs and control characters of the whole build checked in ${seconds(tChecks)} s`)
  const ownedBy = (k: number) => <T,>(items: T[], file: (t: T) => string) => items.filter((t) => ownerIndex(file(t)) === k)
  const pagesOf = new Map<number, number>()
  for (const f of filesUnder(publicDir, ['.html'])) {
    const k = ownerIndex(path.relative(publicDir, f))
    pagesOf.set(k, (pagesOf.get(k) ?? 0) + 1)
  }
  for (const [k, b] of built.entries()) {
    const { row, xml, version } = b
    const mine = ownedBy(k)
    const base = versionBasePath(version)
    row.outputMb = outputMb
    row.degraded = degradedLinks(buildLog, version === CURRENT_VERSION ? undefined : version)
    if (row.degraded === '?') row.problems.push('the build log carries no count of degraded links ("links degraded to the nearest page that exists: ...")')
    console.log(`\n   ${b.c.name} (${version === CURRENT_VERSION ? 'current version' : `release at ${base}`}): links degraded: ${row.degraded}`)
    row.pages = pagesOf.get(k) ?? 0
    row.links = links.checkedLinks
    const broken = mine(links.errors, (e) => e.page)
    row.broken = broken.length
    if (broken.length > 0) row.problems.push(`broken links:\n${formatReport(broken, 'broken', 20).join('\n')}`)
    row.apiPages = fs.existsSync(path.join(publicDir, base)) ? countHtml(path.join(publicDir, base)) : 0
    const ids = mine(site.duplicateIds, (d) => d.file)
    const urls = mine(site.unsafeUrls, (u) => u.file)
    const controls = mine(site.controlChars, (u) => u.file)
    row.duplicateIds = ids.length
    row.unsafeUrls = urls.length
    row.controlChars = controls.length
    if (ids.length > 0) row.problems.push(`duplicate ids:\n${ids.slice(0, 20).map((d) => `  ${d.file}: id "${d.id}" ×${d.count}`).join('\n')}`)
    if (urls.length > 0) row.problems.push(`unsafe URLs:\n${urls.slice(0, 20).map((u) => `  ${u.file}: <${u.tag} ${u.attribute}=${JSON.stringify(u.value)}>`).join('\n')}`)
    const twinless = mine(site.missingTwins, (f) => f)
    if (twinless.length > 0) row.problems.push(`"Copy page as Markdown" without a twin (no index.md beside the page):\n${twinless.slice(0, 20).map((f) => `  ${f}`).join('\n')}`)
    if (controls.length > 0) row.problems.push(`control characters:\n${controls.slice(0, 20).map((u) => `  ${u.file}: ${u.count} × ${u.char}, first at ${u.offset}: ${u.context}`).join('\n')}`)

    if (paragraphShare instanceof Error) row.problems.push(paragraphShare.message)
    else {
      const ps = paragraphShare({ xmlDir: xml, publicDir, basePath: base })
      row.share = paragraphShareCell(ps)
      if (ps.share < MIN_SHARE) {
        row.problems.push(`paragraph share ${ps.share.toFixed(2)} % < ${MIN_SHARE} %; missing, first 20:\n${ps.missing.slice(0, 20).map((m) => `  ${m.xmlFile} ${m.entity} on ${m.page ?? '(no page)'}: ${m.text.slice(0, 100)}`).join('\n')}`)
      }
      // The same paragraphs in the pages' Markdown twins (<route>index.md).
      const md = paragraphShare({ xmlDir: xml, publicDir, basePath: base, format: 'markdown' })
      row.shareMd = paragraphShareCell(md)
      if (md.share < MIN_SHARE) {
        row.problems.push(`paragraph share in the Markdown twins ${md.share.toFixed(2)} % < ${MIN_SHARE} %; missing, first 20:\n${md.missing.slice(0, 20).map((m) => `  ${m.xmlFile} ${m.entity} on ${m.page ?? '(no page)'}index.md: ${m.text.slice(0, 100)}`).join('\n')}`)
      }
    }

    // Issue 42's items on the built pages and twins: overload sets, template lists, formulas.
    const reference = builtReferenceProblems(xml, publicDir, base)
    console.log(`   reference: ${reference.summary}, ${reference.problems.length} problems`)
    if (reference.problems.length > 0) row.problems.push(`reference (overload sets, template lists, formulas):\n${reference.problems.slice(0, 20).map((p) => `  ${p}`).join('\n')}`)

    // The built index is kept beside the row (it is small), so `--quality` can measure it again after a change
    // to the search client or the judge without building the site again.
    const keptIndex = path.join(outRoot, b.c.name, 'search-index')
    fs.rmSync(keptIndex, { recursive: true, force: true })
    fs.cpSync(path.join(publicDir, 'search-index'), keptIndex, { recursive: true })
    fs.writeFileSync(path.join(outRoot, b.c.name, 'search-version'), version)
    await measureSearch(row, xml, keptIndex, version)
  }

  if (generated) {
    console.log(`\n   generative test: ${generated.cases.length} random libraries (seed ${generated.seed}) as releases ${generated.cases.map((_, i) => generatedVersion(i)).join(', ')}`)
    const problems = await Promise.all(generated.cases.map(async (g, i) => [
      ...caseProblems(g, { links, site, owns: (file) => ownerIndex(file) === built.length + i, versioned: true }, publicDir, versionBasePath(generatedVersion(i))),
      ...(await builtSignatureProblems(g, publicDir, generatedVersion(i))),
    ]))
    generated.clean = reportCases(generated.cases, generated.cases.map((_, i) => generatedVersion(i)), problems, generated.seed, generated.replay)
  }

  const fixtures = built.filter((b) => b.c.browserTest)
  if (fixtures.length > 0) {
    // The Nu HTML checker over one page of every page family (scripts/check-html.ts): the site's own pages once, and
    // each fixture's API families on the pages of its version. An error counts against the corpus owning its file.
    const tHtml = Date.now()
    const files = [...new Set([...pageFamilies({ publicDir, part: 'site' }).pages, ...fixtures.flatMap((b) => pageFamilies({ xmlDir: b.xml, publicDir, version: b.version, part: 'api' }).pages)].map((p) => p.file))]
    const errors = htmlErrors(checkHtml(files.map((f) => path.join(publicDir, f))), publicDir)
    console.log(`   Nu HTML checker: ${files.length} pages (the site's own and ${fixtures.map((b) => b.c.name).join(', ')}'s), ${errors.length} errors, in ${seconds(tHtml)} s`)
    for (const [k, b] of built.entries()) {
      const mine = errors.filter((e) => ownerIndex(/^\w+: (.*?):[\d?]+: /.exec(e)?.[1] ?? '') === k)
      if (mine.length > 0) b.row.problems.push(`Nu HTML checker errors:\n${mine.slice(0, 20).join('\n')}`)
    }
  }
  // The build's browser tests in one Playwright run (tests/e2e-corpora/playwright.config.ts): the symbol cards and
  // twins on every corpus of `npm test` (not the sweep), axe over the site's own pages once when the build holds a
  // fixture (unless --no-site-a11y), and each fixture's own test on the pages of its version.
  const projects = [...(SWEEP ? [] : ['cards']), ...(fixtures.length > 0 && SITE_A11Y ? ['site a11y'] : []), ...fixtures.map((b) => b.c.name)]
  if (projects.length > 0) {
    console.log(`   browser tests: ${projects.join(', ')} on ${built.map((b) => b.c.name).join(', ')}`)
    const log = path.join(out, 'browser.log')
    const sets: CorpusSet[] = built.map((b) => ({ name: b.c.name, xml: b.xml, version: b.version }))
    const tBrowser = Date.now()
    const status = run('npx', ['playwright', 'test', '--config', 'tests/e2e-corpora/playwright.config.ts', ...projects.flatMap((p) => ['--project', p])], { env: { ...process.env, CI: '1', HELIOS_DOXYGEN_XML: lead.xml, [CORPUS_SETS_VARIABLE]: JSON.stringify(sets) }, log })
    console.log(`   browser tests run in ${seconds(tBrowser)} s (Playwright's start and the server's included)`)
    const lines = fs.readFileSync(log, 'utf8').split('\n')
    process.stdout.write(lines.filter((l) => /✓|✘|passed|failed|skipped|Error/.test(l)).map((l) => `   ${l}\n`).join(''))
    if (status !== 0) {
      // A failed test counts against its corpus: a fixture's project or a cards test both name it in brackets; the
      // site's own pages count against the current version's corpus, as their files do above.
      const failed = lines.filter((l) => l.includes('✘'))
      const against = (b: Built) => failed.filter((l) => l.includes(`[${b.c.name}]`) || (b === lead && l.includes('[site a11y]')))
      for (const b of built) if (against(b).length > 0) b.row.problems.push(`browser tests failed:\n${against(b).join('\n')}\n${tail(log, 60)}`)
      if (!built.some((b) => against(b).length > 0)) lead.row.problems.push(`browser tests (${projects.join(', ')}) failed:\n${tail(log, 60)}`)
    }
  }
  return rows()
}

const QUALITY_PROBLEM = 'search quality below 100 %'

/** The search quality of a built index (what `npm run bench:search` prints), into the row: under 100 % fails it. */
async function measureSearch(row: Row, xml: string, indexDir: string, version: string): Promise<void> {
  const t1 = Date.now()
  const queries = qualityQueries(xml)
  // The modal's filters on a page of that version: a release's records are searched from its own pages.
  const reports = await measureIndexQuality(indexDir, queries, version === CURRENT_VERSION ? FACET_FILTERS : facetFiltersFor(versionDocsTag(version)))
  const q = overallShare(reports)
  row.quality = `${q.share.toFixed(2)} % (${q.right}/${q.total})`
  console.log(`   search quality, ${queries.length} queries in ${seconds(t1)} s:`)
  for (const line of formatQuality(reports)) console.log(`   ${line}`)
  row.problems = row.problems.filter((p) => !p.startsWith(QUALITY_PROBLEM))
  if (q.right < q.total) row.problems.push(`${QUALITY_PROBLEM}; misses, first 20:\n${reports.flatMap((r) => r.misses).slice(0, 20).map((m) => `  ${m}`).join('\n')}`)
}

/** The builds of a run: the sweep builds each library alone; npm test's corpora are built in CORPUS_BUILDS' groups. */
function buildGroups(corpora: Corpus[]): Corpus[][] {
  if (SWEEP) return corpora.map((c) => [c])
  const groups = CORPUS_BUILDS.map((names) => corpora.filter((c) => names.includes(c.name))).filter((g) => g.length > 0)
  const grouped = new Set(groups.flat())
  return [...groups, ...corpora.filter((c) => !grouped.has(c)).map((c) => [c])]
}

function countHtml(dir: string): number {
  let n = 0
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) n += countHtml(path.join(dir, e.name))
    else if (e.name.endsWith('.html')) n++
  }
  return n
}

function table(rows: Row[]): string {
  const head = ['corpus', 'classes', 'pages', 'API pages', 'build s', 'peak MB', 'output MB', 'links checked', 'broken', 'links degraded (why)', 'duplicate ids', 'control chars', 'unsafe URLs', 'paragraph share', 'share in Markdown', 'search quality', 'result']
  const body = rows.map((r) => [r.corpus, r.classes, r.pages, r.apiPages, r.buildS, r.peakMb, r.outputMb, r.links, r.broken, r.degraded, r.duplicateIds, r.controlChars, r.unsafeUrls, r.share, r.shareMd, r.quality, r.problems.length === 0 ? 'ok' : 'FAIL'].map(String))
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n')
}

async function main(): Promise<void> {
  const all = SWEEP ? SWEEP_LIBRARIES : CORPORA
  if (process.argv.includes('--list')) {
    for (const c of all) console.log(`${c.name.padEnd(18)} ${c.about ?? ''} (${c.doxyfile})`)
    return
  }
  const wanted = process.argv.slice(2).filter((a, i, args) => !a.startsWith('--') && !OPTIONS_WITH_VALUE.includes(args[i - 1]))
  const unknown = wanted.filter((w) => !all.some((c) => c.name === w))
  if (unknown.length > 0) throw new Error(`unknown corpus ${unknown.join(', ')}; known: ${all.map((c) => c.name).join(', ')}`)
  const corpora = wanted.length > 0 ? all.filter((c) => wanted.includes(c.name)) : all
  if (process.argv.includes('--xml-only')) {
    for (const c of corpora) {
      const { xml, seconds: ds, reused } = generateXml(c, path.join(outRoot, c.name))
      console.log(`${c.name}: ${path.relative(root, xml)} ${reused ? 'kept from the last run' : `generated in ${ds} s`}`)
    }
    return
  }
  const share = await loadParagraphShare().catch((e: Error) => e)
  const rows = new Map<Corpus, Row>()
  const toBuild: Corpus[] = []
  for (const c of corpora) {
    const rowFile = path.join(outRoot, c.name, 'row.json')
    if (process.argv.includes('--table')) {
      const kept: Row = fs.existsSync(rowFile) ? (JSON.parse(fs.readFileSync(rowFile, 'utf8')) as Row) : { ...emptyRow(c), problems: ['not run yet'] }
      rows.set(c, kept)
      for (const p of kept.problems) console.error(`   ${kept.corpus}: ${p.split('\n').slice(0, 6).join('\n')}`)
      continue
    }
    if (process.argv.includes('--quality')) {
      // The search quality again, on the index the last build of this corpus kept; nothing is built.
      const kept: Row = fs.existsSync(rowFile) ? (JSON.parse(fs.readFileSync(rowFile, 'utf8')) as Row) : { ...emptyRow(c), problems: ['not run yet'] }
      const keptIndex = path.join(outRoot, c.name, 'search-index')
      if (fs.existsSync(path.join(keptIndex, 'manifest.json'))) {
        console.log(`\n== corpus ${c.name}: search quality of the index its last build kept (--quality)`)
        const versionFile = path.join(outRoot, c.name, 'search-version')
        await measureSearch(kept, path.join(outRoot, c.name, 'xml'), keptIndex, fs.existsSync(versionFile) ? fs.readFileSync(versionFile, 'utf8') : CURRENT_VERSION)
        fs.writeFileSync(rowFile, JSON.stringify(kept, null, 1))
      }
      rows.set(c, kept)
      for (const p of kept.problems) console.error(`   ${kept.corpus}: ${p.split('\n').slice(0, 6).join('\n')}`)
      continue
    }
    if (process.argv.includes('--resume') && fs.existsSync(rowFile)) {
      const kept = JSON.parse(fs.readFileSync(rowFile, 'utf8')) as Row
      if (kept.problems.length === 0) {
        console.log(`\n== corpus ${c.name}: clean in the last run, kept (--resume)`)
        rows.set(c, kept)
        continue
      }
    }
    toBuild.push(c)
  }
  const groups = buildGroups(toBuild)
  const generativeRuns = Number(option('generative') ?? 0)
  let generated: Generated | undefined
  if (generativeRuns > 0 && groups.length > 0) {
    const seed = Number(option('seed') ?? Date.now() % 2 ** 31)
    console.log(`\n== generative test: ${generativeRuns} random libraries (seed ${seed}), releases of the build of ${groups[0].map((c) => c.name).join(', ')}`)
    const replay = `npx tsx tests/corpora/run.ts ${groups[0].map((c) => c.name).join(' ')} --generative ${generativeRuns} --seed ${seed}`
    generated = { cases: drawCases(generativeRuns, seed), seed, replay }
  }
  for (const [g, group] of groups.entries()) {
    let built: Row[]
    try {
      built = await runBuild(group, share, g === 0 ? generated : undefined)
    } catch (e) {
      built = group.map((c) => ({ ...emptyRow(c), problems: [(e as Error).message] }))
    }
    for (const [i, c] of group.entries()) {
      const row = built[i]!
      rows.set(c, row)
      const rowFile = path.join(outRoot, c.name, 'row.json')
      fs.mkdirSync(path.dirname(rowFile), { recursive: true })
      fs.writeFileSync(rowFile, JSON.stringify(row, null, 1))
      for (const p of row.problems) console.error(`   ${row.corpus}: ${p}`)
    }
  }
  const ordered = corpora.map((c) => rows.get(c)!)
  console.log(`\n${table(ordered)}`)
  const failed = ordered.filter((r) => r.problems.length > 0)
  if (generated && !generated.clean) {
    console.error(`\ngenerative test: ${generated.clean === false ? 'a case failed (above)' : 'the cases were not built (the build above failed)'}; the set again: ${generated.replay}`)
    process.exitCode = 1
  }
  if (failed.length > 0) {
    console.error(`\ncorpora: ${failed.map((r) => r.corpus).join(', ')} failed (details above; logs in ${path.relative(root, outRoot)}/<corpus>/)`)
    process.exitCode = 1
  }
}

main().catch((e: unknown) => {
  console.error(e)
  process.exitCode = 1
})
