/**
 * The corpora harness of `npm test`: for each doxygen corpus (tests/corpora/corpora.ts)
 * it generates the XML with Debian's doxygen, builds the site from it
 * (HELIOS_DOXYGEN_XML) and checks the build:
 *   - the build passes;
 *   - 0 broken internal links or anchors (the build's own link check, run here to count);
 *   - 0 element ids used twice in one page;
 *   - 0 URLs in href/src/... that the site's URL sanitiser refuses;
 *   - 0 control characters in HTML, XML and JSON files;
 *   - at least 99.5 % of the XML's description paragraphs shown on their entity's page
 *     (tests/corpora/paragraphShare.ts);
 *   - its browser test, if it has one.
 * Prints one table row per corpus and exits non-zero if any check fails.
 *
 *   npx tsx tests/corpora/run.ts [name ...]      (default: every corpus)
 * Environment: CORPORA_OUT (default .corpora/) holds the XML and the logs.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { CORPORA, type Corpus } from './corpora'
import { apiOptions } from '../../src/sections/api/options'
import { checkSite } from './checks'
import { checkLinks, formatReport } from '../../src/sections/api/node/link-check'
import { checkHtml, htmlErrors } from '../../scripts/check-html'
import { pageFamilies } from '../support/pageFamilies'

const root = path.resolve(__dirname, '..', '..')
const outRoot = path.resolve(root, process.env.CORPORA_OUT ?? '.corpora')
const publicDir = path.join(root, 'public')
const BASE = apiOptions.basePath
const MIN_SHARE = 99.5

interface Row {
  corpus: string
  xmlFiles: number
  pages: number
  apiPages: number
  links: number
  broken: number
  duplicateIds: number
  unsafeUrls: number
  controlChars: number
  share: string
  doxygenS: number
  buildS: number
  problems: string[]
}

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

/** The XML of one corpus, generated from its Doxyfile into <out>/xml (old output removed first). */
function generateXml(c: Corpus, out: string): { xml: string; seconds: number } {
  const doxyfile = path.resolve(root, c.doxyfile)
  if (!fs.existsSync(doxyfile)) throw new Error(`${c.name}: Doxyfile ${c.doxyfile} does not exist`)
  if (c.debianPackage && spawnSync('dpkg-query', ['-W', c.debianPackage]).status !== 0) {
    throw new Error(`${c.name}: Debian package ${c.debianPackage} is not installed (scripts/install-system-deps.sh installs it)`)
  }
  fs.rmSync(out, { recursive: true, force: true })
  fs.mkdirSync(out, { recursive: true })
  // The Doxyfile's own settings, then the output settings of the harness (later lines win).
  const input = `${fs.readFileSync(doxyfile, 'utf8')}\nOUTPUT_DIRECTORY = "${out}"\nXML_OUTPUT = xml\nGENERATE_XML = YES\nGENERATE_HTML = NO\nGENERATE_LATEX = NO\nGENERATE_RTF = NO\nGENERATE_MAN = NO\nQUIET = YES\nWARN_LOGFILE =\n`
  const t0 = Date.now()
  const status = run('doxygen', ['-'], { cwd: path.dirname(doxyfile), input, log: path.join(out, 'doxygen.log') })
  const xml = path.join(out, 'xml')
  if (status !== 0 || !fs.existsSync(path.join(xml, 'index.xml'))) {
    throw new Error(`${c.name}: doxygen failed (exit ${status}):\n${tail(path.join(out, 'doxygen.log'))}`)
  }
  return { xml, seconds: seconds(t0) }
}

type ParagraphShareFn = (o: { xmlDir: string; publicDir: string; basePath?: string }) => { total: number; shown: number; share: number; missing: Array<{ xmlFile: string; entity: string; text: string; page: string | null }> }

/** Part B's checker; its absence is a failure, never a skip. */
async function loadParagraphShare(): Promise<ParagraphShareFn> {
  const file = path.join(__dirname, 'paragraphShare.ts')
  if (!fs.existsSync(file)) throw new Error('tests/corpora/paragraphShare.ts is missing: the paragraph-share check (issue 12, part B) cannot run')
  // Loaded by path: the module is part B's, and this harness must run (and say so) without it.
  const mod = (await import(pathToFileURL(file).href)) as { paragraphShare?: ParagraphShareFn }
  if (typeof mod.paragraphShare !== 'function') throw new Error('tests/corpora/paragraphShare.ts exports no paragraphShare function')
  return mod.paragraphShare
}

async function runCorpus(c: Corpus, paragraphShare: ParagraphShareFn | Error): Promise<Row> {
  const out = path.join(outRoot, c.name)
  const row: Row = { corpus: c.name, xmlFiles: 0, pages: 0, apiPages: 0, links: 0, broken: 0, duplicateIds: 0, unsafeUrls: 0, controlChars: 0, share: '-', doxygenS: 0, buildS: 0, problems: [] }
  console.log(`\n== corpus ${c.name}: doxygen ${c.doxyfile}`)
  const { xml, seconds: ds } = generateXml(c, out)
  row.doxygenS = ds
  row.xmlFiles = fs.readdirSync(xml).filter((f) => f.endsWith('.xml')).length
  console.log(`   ${row.xmlFiles} XML files in ${ds} s; building the site (log: ${path.relative(root, path.join(out, 'build.log'))})`)
  // Gatsby leaves the HTML of pages it no longer builds in public/, and with the .cache of another corpus it served
  // that corpus' API sidebar (a stale static query result): start each corpus from an empty public/ and .cache.
  fs.rmSync(publicDir, { recursive: true, force: true })
  fs.rmSync(path.join(root, '.cache'), { recursive: true, force: true })
  const t0 = Date.now()
  // The link check runs below (same function as the build's onPostBuild), so it is counted once.
  const status = run('npm', ['run', '--silent', 'build'], { env: { ...process.env, HELIOS_DOXYGEN_XML: xml, HELIOS_LINK_CHECK: 'off', HELIOS_E2E_FIXTURES: '' }, log: path.join(out, 'build.log') })
  row.buildS = seconds(t0)
  if (status !== 0) {
    row.problems.push(`build failed (exit ${status}):\n${tail(path.join(out, 'build.log'))}`)
    return row
  }
  const warnings = fs.readFileSync(path.join(out, 'build.log'), 'utf8').split('\n').filter((l) => /\[doxygen\]/.test(l)).length
  console.log(`   built in ${row.buildS} s (${warnings} doxygen warnings in the log)`)

  const links = await checkLinks(publicDir)
  row.pages = links.pages
  row.links = links.checkedLinks
  row.broken = links.errors.length
  if (links.errors.length > 0) row.problems.push(`broken links:\n${formatReport(links.errors, 'broken', 20).join('\n')}`)

  const site = checkSite(publicDir)
  row.apiPages = fs.existsSync(path.join(publicDir, BASE)) ? countHtml(path.join(publicDir, BASE)) : 0
  row.duplicateIds = site.duplicateIds.length
  row.unsafeUrls = site.unsafeUrls.length
  row.controlChars = site.controlChars.length
  if (site.duplicateIds.length > 0) row.problems.push(`duplicate ids:\n${site.duplicateIds.slice(0, 20).map((d) => `  ${d.file}: id "${d.id}" ×${d.count}`).join('\n')}`)
  if (site.unsafeUrls.length > 0) row.problems.push(`unsafe URLs:\n${site.unsafeUrls.slice(0, 20).map((u) => `  ${u.file}: <${u.tag} ${u.attribute}=${JSON.stringify(u.value)}>`).join('\n')}`)
  if (site.controlChars.length > 0) row.problems.push(`control characters:\n${site.controlChars.slice(0, 20).map((u) => `  ${u.file}: ${u.count} × ${u.char}, first at ${u.offset}: ${u.context}`).join('\n')}`)

  if (paragraphShare instanceof Error) row.problems.push(paragraphShare.message)
  else {
    const ps = paragraphShare({ xmlDir: xml, publicDir, basePath: BASE })
    row.share = `${ps.share.toFixed(2)} % (${ps.shown}/${ps.total})`
    if (ps.share < MIN_SHARE) {
      row.problems.push(`paragraph share ${ps.share.toFixed(2)} % < ${MIN_SHARE} %; missing, first 20:\n${ps.missing.slice(0, 20).map((m) => `  ${m.xmlFile} ${m.entity} on ${m.page ?? '(no page)'}: ${m.text.slice(0, 100)}`).join('\n')}`)
    }
  }

  if (c.browserTest) {
    // The Nu HTML checker over one page of every page family this build has (scripts/check-html.ts).
    const { pages } = pageFamilies({ xmlDir: xml, publicDir })
    const errors = htmlErrors(checkHtml([...new Set(pages.map((p) => path.join(publicDir, p.file)))]), publicDir)
    console.log(`   Nu HTML checker: ${pages.length} pages, ${errors.length} errors`)
    if (errors.length > 0) row.problems.push(`Nu HTML checker errors:\n${errors.slice(0, 20).join('\n')}`)
    console.log(`   browser test: playwright test ${c.browserTest.join(' ')}`)
    const status = run('npx', ['playwright', 'test', ...c.browserTest], { env: { ...process.env, CI: '1', HELIOS_DOXYGEN_XML: xml }, log: path.join(out, 'browser.log') })
    const log = fs.readFileSync(path.join(out, 'browser.log'), 'utf8')
    process.stdout.write(log.split('\n').filter((l) => /✓|✘|passed|failed|Error/.test(l)).map((l) => `   ${l}\n`).join(''))
    if (status !== 0) row.problems.push(`browser test ${c.browserTest.join(' ')} failed:\n${tail(path.join(out, 'browser.log'), 60)}`)
  }
  return row
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
  const head = ['corpus', 'XML files', 'pages', 'API pages', 'links checked', 'broken', 'duplicate ids', 'unsafe URLs', 'control chars', 'paragraph share', 'doxygen s', 'build s', 'result']
  const body = rows.map((r) => [r.corpus, r.xmlFiles, r.pages, r.apiPages, r.links, r.broken, r.duplicateIds, r.unsafeUrls, r.controlChars, r.share, r.doxygenS, r.buildS, r.problems.length === 0 ? 'ok' : 'FAIL'].map(String))
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n')
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2)
  const unknown = wanted.filter((w) => !CORPORA.some((c) => c.name === w))
  if (unknown.length > 0) throw new Error(`unknown corpus ${unknown.join(', ')}; known: ${CORPORA.map((c) => c.name).join(', ')}`)
  const corpora = wanted.length > 0 ? CORPORA.filter((c) => wanted.includes(c.name)) : CORPORA
  const share = await loadParagraphShare().catch((e: Error) => e)
  const rows: Row[] = []
  for (const c of corpora) {
    try {
      rows.push(await runCorpus(c, share))
    } catch (e) {
      rows.push({ corpus: c.name, xmlFiles: 0, pages: 0, apiPages: 0, links: 0, broken: 0, duplicateIds: 0, unsafeUrls: 0, controlChars: 0, share: '-', doxygenS: 0, buildS: 0, problems: [(e as Error).message] })
    }
    const last = rows[rows.length - 1]
    for (const p of last.problems) console.error(`   ${last.corpus}: ${p}`)
  }
  console.log(`\n${table(rows)}`)
  const failed = rows.filter((r) => r.problems.length > 0)
  if (failed.length > 0) {
    console.error(`\ncorpora: ${failed.map((r) => r.corpus).join(', ')} failed (details above; logs in ${path.relative(root, outRoot)}/<corpus>/)`)
    process.exitCode = 1
  }
}

main().catch((e: unknown) => {
  console.error(e)
  process.exitCode = 1
})
