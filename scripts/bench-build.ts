/**
 * A clean production build timed as an author's first build pays it, with the peak memory of the whole process tree
 * (RSS, and PSS, which counts shared pages once), the phases as Gatsby reports them and the bytes written; beside
 * it, the peer: doxygen's own HTML of the same sources, timed the same way.
 *
 *   npm run bench:build [-- --headers DIR | --doxyfile FILE | --xml DIR | --synth N] [--rebuild | --rebuild-post] [--no-doxygen-html] [--floor | --floor-only] [--without LIST] [--repeat N] [--record]
 *   (--without: the build's touches on other packages' implementation to leave out, src/shell/server/buildSwitches.ts)
 *   (default: the engine; --headers and --doxyfile run doxygen for the XML first, timed; --synth N is the engine's XML
 *   N times over; --rebuild and --rebuild-post then edit one class's XML or one post and build again on the cache;
 *   --floor then builds the Gatsby floor of the same pages, see floorBuild; --floor-only that of the site built last;
 *   --repeat N runs the clean build and doxygen's HTML N times, one after the other, and reports their medians)
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createHash } from 'node:crypto'
import path from 'node:path'
import { apiOptions } from '../src/sections/api/options'
import { TreePeak } from './processTree'
import { touchesTurnedOff } from '../src/shell/server/buildSwitches'
import { count, cpuTimes, median, recorder, stolenShare, stolenText, variantOf, verdict } from './measurements'
import { writeFloorSite } from './buildFloor'

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}

const variant = variantOf({ values: ['headers', 'doxyfile', 'xml', 'synth', 'without'], vars: ['HELIOS_DOXYGEN_XML'] })
const record = recorder('bench:build', "A clean production build: wall time, the process tree's peak memory and the pages written, against doxygen's own HTML of the same sources drawing its inheritance graphs only (as the site does); rebuilds on Gatsby's cache after an edit.", { variant })
/** Peak-memory budgets (RSS summed over the build's processes) of the inputs that have one: the engine and OGRE's headers. */
const MEMORY_BUDGET_MB: Record<string, number> = { engine: 800, OGRE: 1000, 'vtk-9.1': 2000 }
const budgetMb = arg('headers') ? MEMORY_BUDGET_MB[path.basename(path.resolve(arg('headers')!))] : variant ? undefined : MEMORY_BUDGET_MB.engine
const mb = (n: number) => `${count(Math.round(n))} MB`

const env: NodeJS.ProcessEnv = { ...process.env }
if (arg('without')) {
  env.HELIOS_BENCH_WITHOUT = arg('without')
  touchesTurnedOff(env)
}
const synth = arg('synth')
if (synth) {
  const out = path.resolve('/tmp', `doxygen-xml-x${synth}`)
  const r = spawnSync('npx', ['tsx', 'scripts/synth-doxygen.ts', '--copies', synth, '--to', out], { stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
  env.HELIOS_DOXYGEN_XML = out
}
const xml = arg('xml')
if (xml) env.HELIOS_DOXYGEN_XML = path.resolve(xml)
const repeat = Number(arg('repeat') ?? 1)
if (!Number.isInteger(repeat) || repeat < 1) throw new Error(`--repeat ${arg('repeat')}: a number of runs, 1 or more`)

/** The Doxyfile text doxygen's runs of this bench start from, and the folder it runs in; null for synthetic XML. */
function doxygenSource(): { text: string; cwd: string; label: string } | null {
  const headers = arg('headers')
  const doxyfile = arg('doxyfile')
  if (headers) {
    const dir = path.resolve(headers)
    if (!fs.existsSync(dir)) throw new Error(`--headers ${headers}: no such folder`)
    const text = [
      `PROJECT_NAME = "${path.basename(dir)}"`, `INPUT = "${dir}"`, 'RECURSIVE = YES',
      'FILE_PATTERNS = *.h *.hh *.hpp *.hxx *.h++ *.inl *.ipp', 'EXTRACT_ALL = YES', 'EXTRACT_STATIC = YES',
      'FULL_PATH_NAMES = YES', `STRIP_FROM_PATH = "${path.dirname(dir)}"`, `STRIP_FROM_INC_PATH = "${path.dirname(dir)}"`,
    ].join('\n')
    return { text, cwd: dir, label: `headers ${dir}` }
  }
  if (doxyfile) return { text: fs.readFileSync(path.resolve(doxyfile), 'utf8'), cwd: path.dirname(path.resolve(doxyfile)), label: `Doxyfile ${doxyfile}` }
  if (synth) return null
  if (xml) {
    // doxygen writes the settings of the run into its XML output; relative paths are relative to where it ran.
    const file = path.join(path.resolve(xml), 'Doxyfile.xml')
    if (!fs.existsSync(file)) return null
    const options = [...fs.readFileSync(file, 'utf8').matchAll(/<option\s+id='([A-Z_0-9]+)'[^>]*>([\s\S]*?)<\/option>/g)]
    const text = options
      .map(([, id, body]) => `${id} = ${[...body.matchAll(/<value>(?:<!\[CDATA\[)?([\s\S]*?)(?:\]\]>)?<\/value>/g)].map((v) => v[1]).join(' ')}`)
      .join('\n')
    return { text, cwd: arg('doxygen-cwd') ?? path.resolve(xml), label: `Doxyfile.xml of ${xml}` }
  }
  return { text: fs.readFileSync(path.resolve('engine', 'Doxyfile'), 'utf8'), cwd: path.resolve('engine'), label: 'engine/Doxyfile' }
}

/**
 * The graphs of the doxygen HTML the site is compared with: its inheritance graphs (each class's, which the site
 * draws too, and the graphical class hierarchy) and none of the others. Debian's doxygen turns dot and every graph
 * on by default (include, included-by, collaboration, directory, group graphs), which the site does not draw.
 */
const PEER_GRAPHS = [
  'HAVE_DOT = YES', 'CLASS_GRAPH = YES', 'GRAPHICAL_HIERARCHY = YES', 'COLLABORATION_GRAPH = NO', 'GROUP_GRAPHS = NO', 'INCLUDE_GRAPH = NO',
  'INCLUDED_BY_GRAPH = NO', 'CALL_GRAPH = NO', 'CALLER_GRAPH = NO', 'DIRECTORY_GRAPH = NO',
].join('\n')
const OUTPUT_OFF = ['GENERATE_HTML', 'GENERATE_XML', 'GENERATE_LATEX', 'GENERATE_RTF', 'GENERATE_MAN', 'GENERATE_DOCBOOK'].map((o) => `${o} = NO`).join('\n')

/** The peak of one run, and by step: the summed RSS while each step ran, named by the step gatsby last said ended. */
interface RunResult {
  code: number
  seconds: number
  peakMb: number
  peakPssMb: number
  peakTop: string
  peakBySteps: Array<{ after: string; mb: number; top: string }>
  /** The share of the machine's CPU time the host stole while it ran (null off Linux): a ratio of two runs holds when theirs are alike. */
  stolen: number | null
}

/** ", 12 % of the CPU time stolen by the host" when the machine says so. */
const stolenNote = (r: RunResult): string => (r.stolen === null ? '' : `, ${stolenText(r.stolen)}`)

/** The steal of the two runs a ratio is made of (time the host took from one run alone stretches that run alone). */
const stolenInBoth = (site: RunResult, other: RunResult, otherName: string): string =>
  site.stolen === null || other.stolen === null ? '' : `CPU time stolen by the host: ${Math.round(site.stolen * 100)} % in the site's build, ${Math.round(other.stolen * 100)} % in ${otherName}`

function run(cmd: string, args: string[], opts: { input?: string; cwd?: string } = {}): Promise<RunResult> {
  return new Promise((resolve) => {
    const start = process.hrtime.bigint()
    const cpuStart = cpuTimes()
    const child = spawn(cmd, args, { env, cwd: opts.cwd, stdio: [opts.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] })
    if (opts.input !== undefined) child.stdin!.end(opts.input)
    const peak = new TreePeak()
    let peakTop = ''
    // The step that last ended ("success <step> - 1.2s"), read from the output as it comes; and the last progress line.
    let after = 'start'
    let lastLine = 'start'
    let partial = ''
    const bySteps = new Map<string, { mb: number; top: string }>()
    const read = (chunk: Buffer) => {
      // eslint-disable-next-line no-control-regex -- strips the ANSI colour escapes (ESC [ ... letter) gatsby writes
      const lines = (partial + chunk.toString('utf8')).replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').split(/\r?\n|\r/)
      partial = lines.pop() ?? ''
      for (const line of lines.map((l) => l.trim())) {
        if (/^(success|info|warn|⠀|[⠁-⣿])/.test(line)) lastLine = line.slice(0, 80)
        const ended = /^success (.+?) - \d/.exec(line)
        if (ended) after = ended[1].replace(/\s+-\s.*$/, '').slice(0, 60)
      }
    }
    const timer = setInterval(() => {
      if (!child.pid) return
      const m = peak.sample(child.pid)
      const total = m.top.reduce((n, p) => n + p.rssKb, 0) / 1024
      // Each process's file-backed part beside its RSS: mapped files (LMDB's among them) that RSS counts whole.
      const mb = (kb: number) => Math.round(kb / 1024)
      const top = () => m.top.sort((a, b) => b.rssKb - a.rssKb).slice(0, 4).map((p) => `${p.label} ${mb(p.rssKb)} MB${mb(p.fileKb) >= 50 ? ` (${mb(p.fileKb)} file-backed)` : ''}`).join('; ')
      if ((bySteps.get(after)?.mb ?? 0) < total) bySteps.set(after, { mb: total, top: top() })
      if (m.rising) peakTop = `${top()} (after: ${lastLine})`
    }, 200)
    const log = fs.createWriteStream(path.resolve('bench-build.log'), { flags: 'a' })
    child.stdout!.pipe(log)
    child.stderr!.pipe(log)
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    child.on('exit', (code) => {
      clearInterval(timer)
      const peakBySteps = [...bySteps.entries()].map(([step, p]) => ({ after: step, ...p }))
      resolve({ code: code ?? 1, seconds: Number(process.hrtime.bigint() - start) / 1e9, peakMb: peak.rssKb / 1024, peakPssMb: peak.pssKb / 1024, peakTop, peakBySteps, stolen: stolenShare(cpuStart, cpuTimes()) })
    })
  })
}

/** Bytes of every file under a folder. */
function folderBytes(dir: string): number {
  let n = 0
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(d, e.name))
      else if (e.isFile()) n += fs.statSync(path.join(d, e.name)).size
    }
  }
  if (fs.existsSync(dir)) walk(dir)
  return n
}

/** The build's log without the ANSI colour escapes (ESC [ ... letter) gatsby writes. */
// eslint-disable-next-line no-control-regex -- the escape is what is matched
const plainLog = (log: string): string => log.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '')

/** The phases gatsby reports ("success <phase> - 12.345s"), summed by name, longest first. */
function phases(log: string): Array<[string, number]> {
  const text = plainLog(log)
  const sums = new Map<string, number>()
  for (const m of text.matchAll(/^success (.+?) - (\d+(?:\.\d+)?)s/gm)) {
    const name = m[1].replace(/ — \d+\/\d+ .*$/, '').replace(/\s+\d+\/\d+.*$/, '').trim()
    sums.set(name, (sums.get(name) ?? 0) + Number(m[2]))
  }
  return [...sums.entries()].sort((a, b) => b[1] - a[1])
}

/** Where the memory goes over a build: the largest summed RSS while each step ran, in the order they ran. */
function printPeakBySteps(build: RunResult, indent = '  '): void {
  console.log(`${indent}peak by step, in order (each named by the step that had ended last):`)
  for (const s of build.peakBySteps) console.log(`${indent}  ${s.mb.toFixed(0).padStart(6)} MB  after ${s.after}: ${s.top}`)
}

async function main(): Promise<void> {
  fs.writeFileSync(path.resolve('bench-build.log'), '')
  if (process.argv.includes('--floor-only')) {
    // The floor of the site public/ holds now, without building it again.
    await floorBuild(null, 0, undefined)
    return
  }
  const source = doxygenSource()
  const work = fs.mkdtempSync('/tmp/bench-build-')
  let xmlRun: Awaited<ReturnType<typeof run>> | null = null
  if (source && (arg('headers') || arg('doxyfile'))) {
    // The site's input: doxygen's XML of these sources, made now and timed.
    env.HELIOS_DOXYGEN_XML = path.join(work, 'xml')
    xmlRun = await run('doxygen', ['-'], { cwd: source.cwd, input: `${source.text}\n${OUTPUT_OFF}\nOUTPUT_DIRECTORY = "${work}"\nGENERATE_XML = YES\nXML_OUTPUT = xml\nQUIET = YES\nWARN_LOGFILE = ${work}/xml-warnings.log\n` })
    if (xmlRun.code !== 0) throw new Error(`doxygen (XML) failed (exit ${xmlRun.code}, see bench-build.log)`)
  }
  const rebuild = process.argv.includes('--rebuild')
  if (rebuild) {
    // The rebuild edits the XML: work on a copy, never on the input (the engine's XML is committed).
    const input = env.HELIOS_DOXYGEN_XML ?? path.resolve('doxygen-xml')
    const copy = path.join(work, 'xml-rebuild')
    fs.cpSync(input, copy, { recursive: true })
    env.HELIOS_DOXYGEN_XML = copy
  }
  // The clean build and doxygen's HTML, one after the other, `--repeat` times: the figures are the medians, since
  // like runs on one machine spread wider than most changes move them.
  const peerWanted = source !== null && !process.argv.includes('--no-doxygen-html')
  const builds: RunResult[] = []
  const peers: RunResult[] = []
  let clean: RunResult | null = null
  // Where the last build's output starts in bench-build.log: its phases are read from there.
  let buildLogStart = 0
  for (let i = 0; i < repeat; i++) {
    clean = await run('npx', ['gatsby', 'clean'])
    if (clean.code !== 0) throw new Error('gatsby clean failed (see bench-build.log)')
    buildLogStart = fs.statSync(path.resolve('bench-build.log')).size
    // The README's build command, with whatever flags it sets.
    builds.push(await run('npm', ['run', '--silent', 'build']))
    if (builds[builds.length - 1].code !== 0) break
    // doxygen's own HTML output of the same sources, with the same settings and the graphs the site draws (each
    // class's inheritance), timed the same way. Into an empty folder each time: doxygen skips a graph whose image
    // an earlier run left beside it.
    if (peerWanted) {
      fs.rmSync(path.join(work, 'html'), { recursive: true, force: true })
      peers.push(await run('doxygen', ['-'], { cwd: source.cwd, input: `${source.text}\n${OUTPUT_OFF}\n${PEER_GRAPHS}\nOUTPUT_DIRECTORY = "${work}"\nGENERATE_HTML = YES\nHTML_OUTPUT = html\nQUIET = YES\nWARN_LOGFILE = ${work}/html-warnings.log\n` }))
    }
  }
  const build = builds[builds.length - 1]
  const ok = builds.every((b) => b.code === 0)
  const buildSeconds = median(builds.map((b) => b.seconds))
  const peakMb = median(builds.map((b) => b.peakMb))
  const peakPssMb = median(builds.map((b) => b.peakPssMb))
  const pages = (() => {
    let n = 0
    const walk = (d: string) => {
      for (const e of fs.readdirSync(d, { withFileTypes: true })) {
        if (e.isDirectory()) walk(path.join(d, e.name))
        else if (e.name === 'index.html') n++
      }
    }
    if (fs.existsSync('public')) walk('public')
    return n
  })()
  const apiPages = fs.existsSync(path.join('public', apiOptions.basePath)) ? fs.readdirSync(path.join('public', apiOptions.basePath), { recursive: true }).filter((f) => String(f).endsWith('index.html')).length : 0
  console.log(`bench:build ${env.HELIOS_DOXYGEN_XML ? `(HELIOS_DOXYGEN_XML=${env.HELIOS_DOXYGEN_XML})` : '(doxygen-xml/)'}`)
  console.log(`  clean build: ${ok ? 'ok' : `FAILED (exit ${build.code}, see bench-build.log)`}`)
  if (builds.length > 1) {
    console.log(`  ${builds.length} clean builds${peers.length ? ", each followed by doxygen's HTML" : ''}; the figures below are their medians, the details the last build's:`)
    builds.forEach((b, i) => console.log(`    build ${i + 1}: ${b.seconds.toFixed(1)} s${stolenNote(b)}, peak RSS ${b.peakMb.toFixed(0)} MB, PSS ${b.peakPssMb.toFixed(0)} MB${peers[i] ? `; doxygen HTML ${peers[i].seconds.toFixed(1)} s${stolenNote(peers[i])}` : ''}`))
  }
  console.log(`  wall time:   ${buildSeconds.toFixed(1)} s (gatsby clean ${clean!.seconds.toFixed(1)} s before it${builds.length > 1 ? '' : stolenNote(build)})`)
  console.log(`  peak RSS:    ${peakMb.toFixed(0)} MB (sum over gatsby and its workers; shared pages counted in each)`)
  console.log(`  peak PSS:    ${peakPssMb.toFixed(0)} MB (the same processes, shared pages shared out: each resident page counted once)`)
  console.log(`  at the peak: ${build.peakTop}`)
  printPeakBySteps(build)
  console.log(`  pages:       ${pages} (${apiPages} under ${apiOptions.basePath})`)
  const writtenMb = folderBytes('public') / 1024 / 1024
  console.log(`  written:     ${writtenMb.toFixed(1)} MB in public/`)
  // "the median of 3 builds, 131.6 to 156.6 s" after a figure measured more than once.
  const spread = (values: number[], format: (n: number) => string) =>
    values.length > 1 ? ` (the median of ${values.length} builds, ${format(Math.min(...values))} to ${format(Math.max(...values))})` : ''
  // With --rebuild the clean build is of a copy of the XML alone (no releases): a different site, whose figures would
  // overwrite the engine's clean-build rows; its ratio is in the rebuild's own row.
  if (ok && !rebuild) {
    record.add('clean-build-time', `${buildSeconds.toFixed(1)} s${spread(builds.map((b) => b.seconds), (n) => `${n.toFixed(1)} s`)}; ${count(pages)} pages (${count(apiPages)} under ${apiOptions.basePath}), ${writtenMb.toFixed(1)} MB written`)
    record.add('clean-build-memory', `peak RSS ${mb(peakMb)}${spread(builds.map((b) => b.peakMb), mb)}, PSS ${mb(peakPssMb)}${spread(builds.map((b) => b.peakPssMb), mb)}${budgetMb ? `; budget ${mb(budgetMb)}: ${verdict(peakMb <= budgetMb)} by RSS, ${verdict(peakPssMb <= budgetMb)} by PSS (each resident page counted once)` : ''}`)
  }
  console.log('  phases (as gatsby reports them; some overlap):')
  const buildPhases = phases(logSince(buildLogStart))
  for (const [name, secs] of buildPhases.slice(0, 14)) console.log(`    ${secs.toFixed(1).padStart(6)} s  ${name}`)
  // The post-build link check stays only while it is cheap (README, "What the link check still guards"): its share.
  const linkCheck = buildPhases.find(([name]) => name === 'link check over public/')?.[1]
  // What it read, as its report line says it ("1,234 pages scanned, 2,000 of generated links not read").
  // Gatsby's reporter wraps its lines to the terminal's width: the line is read with its breaks as spaces.
  const linkRead = /Link check: [^(]*\((\d+ pages scanned[^)]*)\)/.exec(plainLog(logSince(buildLogStart)).replace(/\s+/g, ' '))?.[1]
  if (ok && !rebuild && linkCheck !== undefined) record.add('link-check', `${linkCheck.toFixed(1)} s of the clean build's ${build.seconds.toFixed(1)} s (${((100 * linkCheck) / build.seconds).toFixed(1)} %)${linkRead ? `; ${linkRead}` : ''}`)
  let peerSeconds: number | undefined
  if (!source) {
    console.log('  doxygen HTML: not run (synthetic XML has no sources)')
  } else if (!peerWanted) {
    console.log('  doxygen HTML: not run (--no-doxygen-html)')
  } else {
    const html = peers[peers.length - 1]
    const htmlOk = peers.length === builds.length && peers.every((h) => h.code === 0)
    const htmlSeconds = median(peers.map((h) => h.seconds))
    console.log(`  doxygen HTML with inheritance graphs (${source.label}): ${htmlOk ? '' : `FAILED (exit ${html.code}) `}${htmlSeconds.toFixed(1)} s${peers.length > 1 ? '' : stolenNote(html)}, peak RSS ${html.peakMb.toFixed(0)} MB, ${(folderBytes(path.join(work, 'html')) / 1024 / 1024).toFixed(1)} MB written`)
    if (xmlRun) console.log(`  doxygen XML for the site: ${xmlRun.seconds.toFixed(1)} s, peak RSS ${xmlRun.peakMb.toFixed(0)} MB`)
    const ours = buildSeconds + (xmlRun?.seconds ?? 0)
    if (htmlOk) peerSeconds = htmlSeconds
    const steal = [...new Set(builds.map((b, i) => (peers[i] ? stolenInBoth(b, peers[i], "doxygen's") : '')).filter(Boolean))].join('; ')
    const stolen = steal && `; ${steal}`
    const ratios = builds.length > 1 ? ` (each build over the doxygen run after it: ${builds.map((b, i) => ((b.seconds + (xmlRun?.seconds ?? 0)) / peers[i].seconds).toFixed(2)).join(', ')})` : ''
    console.log(`  ratio: site ${xmlRun ? '(XML + build) ' : ''}${ours.toFixed(1)} s / doxygen HTML ${htmlSeconds.toFixed(1)} s = ${(ours / htmlSeconds).toFixed(2)}x time${ratios}; memory ${(peakMb / Math.max(1, html.peakMb)).toFixed(2)}x${stolen}`)
    if (ok && htmlOk) {
      record.add(
        'doxygen-html-ratio',
        `${(ours / htmlSeconds).toFixed(2)}x time (site ${xmlRun ? 'XML + build ' : ''}${ours.toFixed(1)} s, doxygen HTML with its inheritance graphs only ${htmlSeconds.toFixed(1)} s${builds.length > 1 ? `; medians of ${builds.length} runs each, one after the other${ratios}` : ''}), ` +
          `${(peakMb / Math.max(1, html.peakMb)).toFixed(2)}x memory (doxygen ${mb(html.peakMb)})${stolen}`,
      )
    }
  }
  if (process.argv.includes('--floor') && ok) await floorBuild({ ...build, seconds: buildSeconds, peakMb }, xmlRun?.seconds ?? 0, peerSeconds)
  if (rebuild && ok) {
    // One header changes: the brief of the first class (by file name) gets a sentence more. Then the README's build
    // command again, on Gatsby's cache, as an author's next build would run.
    const xmlDir = env.HELIOS_DOXYGEN_XML!
    const file = fs.readdirSync(xmlDir).filter((f) => /^(class|struct)\w+\.xml$/.test(f)).sort()[0]
    if (!file) throw new Error(`--rebuild: no class or struct XML in ${xmlDir}`)
    const text = fs.readFileSync(path.join(xmlDir, file), 'utf8')
    const before = publicFiles()
    const logStart = fs.statSync(path.resolve('bench-build.log')).size
    fs.writeFileSync(path.join(xmlDir, file), text.replace(/<briefdescription>\s*<para>/, (m) => `${m}${EDITED} `))
    const again = await run('npm', ['run', '--silent', 'build'])
    // The pages that show the entity show its new brief; a changed page without it changed for another reason.
    const shows = (f: string) => fs.existsSync(path.join('public', f)) && fs.readFileSync(path.join('public', f), 'utf8').includes(EDITED)
    reportRebuild(`editing ${file}`, again, buildSeconds, before, (html) => html.filter((f) => !shows(f)), logStart, 'rebuild-after-class-edit')
  }
  if (process.argv.includes('--rebuild-post') && ok) await rebuildAfterPostEdit(buildSeconds)
  fs.rmSync(work, { recursive: true, force: true })
  process.exitCode = ok ? 0 : build.code
  if (ok) record.save()
}

/**
 * The floor under the site's build: the smallest Gatsby site that carries the same pages with the same data through
 * Gatsby's data layer (scripts/buildFloor.ts), built with the same settings (scripts/build-env.sh) right after the
 * site, from its public/page-data. What the site takes beyond it is the site's own work: reading the XML, the model,
 * its outputs and its components. Read last: the floor's build replaces nothing of the project's.
 */
async function floorBuild(site: RunResult | null, xmlSeconds: number, peerSeconds: number | undefined): Promise<void> {
  const { dir, pages, dataMb } = writeFloorSite(path.resolve('public'), path.resolve('.'))
  const logStart = fs.statSync(path.resolve('bench-build.log')).size
  const floor = await run('sh', ['-c', `. '${path.resolve('scripts/build-env.sh')}' && exec ./node_modules/.bin/gatsby build`], { cwd: dir })
  const htmlMb = folderBytes(path.join(dir, 'public')) / 1024 / 1024
  fs.rmSync(dir, { recursive: true, force: true })
  console.log(`  Gatsby floor (${count(pages)} pages carrying the site's ${dataMb.toFixed(1)} MB of page data): ${floor.code === 0 ? '' : `FAILED (exit ${floor.code}, see bench-build.log) `}${floor.seconds.toFixed(1)} s${stolenNote(floor)}, peak RSS ${floor.peakMb.toFixed(0)} MB, ${htmlMb.toFixed(1)} MB written`)
  for (const [name, secs] of phases(logSince(logStart)).slice(0, 6)) console.log(`    ${secs.toFixed(1).padStart(6)} s  ${name}`)
  printPeakBySteps(floor, '    ')
  if (!site) return
  const steal = stolenInBoth(site, floor, "the floor's")
  const stolen = steal && ` (${steal})`
  const beyond = `the site ${(site.seconds / floor.seconds).toFixed(2)}x its time${stolen}, ${(site.peakMb / Math.max(1, floor.peakMb)).toFixed(2)}x its memory`
  const peer = peerSeconds ? `; floor and XML ${(floor.seconds + xmlSeconds).toFixed(1)} s = ${((floor.seconds + xmlSeconds) / peerSeconds).toFixed(2)}x doxygen's HTML` : ''
  const budget = budgetMb ? `; budget ${mb(budgetMb)}: the floor alone ${floor.peakMb <= budgetMb ? 'within' : 'over'} it` : ''
  console.log(`    ${beyond}${peer}${budget}`)
  if (floor.code === 0) record.add('gatsby-floor', `${floor.seconds.toFixed(1)} s, peak RSS ${mb(floor.peakMb)} for ${count(pages)} pages of ${dataMb.toFixed(1)} MB page data; ${beyond}${peer}${budget}`)
}

/** What bench-build.log says from a byte offset on (a size taken with statSync: bytes, not characters). */
const logSince = (offset: number): string => fs.readFileSync(path.resolve('bench-build.log')).subarray(offset).toString('utf8')

/** Every file under public/ with a hash of its bytes. */
function publicFiles(): Map<string, string> {
  const out = new Map<string, string>()
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name)
      if (e.isDirectory()) walk(p)
      else out.set(`/${path.relative('public', p)}`, createHash('sha1').update(fs.readFileSync(p)).digest('hex'))
    }
  }
  if (fs.existsSync('public')) walk('public')
  return out
}

/** A post's page, as opposed to the pages that list posts (/devlog/, its pages, tags, archive, authors). */
const POST_PAGE = /^\/devlog\/\d{4}\/\d{2}\/\d{2}\/[^/]+\//

/**
 * The cost of an author's edit: the newest devlog post gets a sentence more, the README's build command runs again
 * on Gatsby's cache, and every file of public/ is compared byte for byte with the clean build's. The HTML that
 * should change is the post's and the pages that list it (the devlog's lists and the home page). The post is put
 * back afterwards.
 */
async function rebuildAfterPostEdit(cleanSeconds: number): Promise<void> {
  const devlog = path.resolve('content/devlog')
  const post = fs.readdirSync(devlog).filter((d) => /^\d{4}-\d{2}-\d{2}-/.test(d)).sort().at(-1)!
  const file = path.join(devlog, post, 'index.mdx')
  const original = fs.readFileSync(file, 'utf8')
  const before = publicFiles()
  const logStart = fs.statSync(path.resolve('bench-build.log')).size
  let again: Awaited<ReturnType<typeof run>>
  try {
    fs.writeFileSync(file, `${original}\n${EDITED}\n`)
    again = await run('npm', ['run', '--silent', 'build'])
  } finally {
    fs.writeFileSync(file, original)
  }
  const edited = `/devlog/${post.slice(0, 10).replace(/-/g, '/')}/${post.slice(11)}/`
  const beyond = (html: string[]) => html.filter((f) => !f.startsWith(edited) && (POST_PAGE.test(f) || !(f.startsWith('/devlog/') || f === '/index.html')))
  reportRebuild(`editing ${post}`, again, cleanSeconds, before, beyond, logStart, 'rebuild-after-post-edit')
}

/** The sentence a rebuild bench adds to what it edits. */
const EDITED = 'Edited for the rebuild bench.'

/**
 * A rebuild's time against the clean build's, and every file of public/ compared byte for byte with what the build
 * before it wrote; `beyond` picks the changed HTML files the edit should not have changed.
 */
function reportRebuild(what: string, again: Awaited<ReturnType<typeof run>>, cleanSeconds: number, before: Map<string, string>, beyond: (html: string[]) => string[], logStart: number, key: string): void {
  const after = publicFiles()
  const changed = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f)).sort()
  const html = changed.filter((f) => f.endsWith('.html'))
  const unexpected = beyond(html)
  const ratio = again.seconds / cleanSeconds
  console.log(`  rebuild after ${what}: ${again.code === 0 ? '' : `FAILED (exit ${again.code}) `}${again.seconds.toFixed(1)} s = ${ratio.toFixed(2)}x the clean build (target at most 0.25x: ${verdict(ratio <= 0.25)}), peak RSS ${again.peakMb.toFixed(0)} MB`)
  console.log(`    files changed, byte for byte: ${changed.length} of ${after.size}`)
  const folderOf = (f: string) => f.split('/').slice(0, 3).join('/')
  const byFolder = new Map<string, number>()
  for (const f of changed) byFolder.set(folderOf(f), (byFolder.get(folderOf(f)) ?? 0) + 1)
  for (const [folder, n] of [...byFolder].sort((x, y) => y[1] - x[1]).slice(0, 12)) console.log(`      ${String(n).padStart(5)}  ${folder}`)
  console.log(`    HTML changed: ${html.length} (${html.slice(0, 12).join(', ')}${html.length > 12 ? ', …' : ''})`)
  console.log(`    HTML changed that the edit does not show on: ${unexpected.length}${unexpected.length ? ` (${unexpected.slice(0, 12).join(', ')})` : ''}`)
  if (again.code === 0) {
    record.add(
      key,
      `${again.seconds.toFixed(1)} s, ${ratio.toFixed(2)}x the clean build (target 0.25x: ${verdict(ratio <= 0.25)}), peak RSS ${mb(again.peakMb)}; ` +
        `${count(changed.length)} of ${count(after.size)} files changed byte for byte, ${count(html.length)} HTML, ${count(unexpected.length)} the edit does not show on`,
    )
  }
  for (const [name, secs] of phases(logSince(logStart)).slice(0, 10)) console.log(`    ${secs.toFixed(1).padStart(6)} s  ${name}`)
}

void main()
