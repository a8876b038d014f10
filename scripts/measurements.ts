/**
 * docs/measurements.md, written by the benches: a bench run with `--record` replaces its own rows (matched by id) and
 * keeps every other row, so each figure in the file carries the command, date, machine and load that produced it.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export interface MeasurementRow {
  /** Stable key: the bench and which figure, e.g. `bench:build/clean-build-time`. */
  id: string
  command: string
  date: string
  machine: string
  result: string
}

export interface MeasurementSection {
  /** The script that writes the section (`bench:build`), or the command of carried rows no bench writes. */
  bench: string
  /** One or two sentences on what the section measures. */
  about: string
  rows: MeasurementRow[]
}

export const RECORD_FLAG = '--record'

/** The marker of rows measured before the benches wrote this file. */
export const CARRIED = 'earlier machine, carried from the README'

const PROJECT_ROOT = path.resolve(__dirname, '..')

const INTRO = `# Measurements

This file is written by the benches: \`npm run bench:<name> -- --record\` (and \`npm run report:<name> -- --record\`)
replaces that script's rows, matched by id, and keeps every other row. **Do not edit it by hand**: run a row's
command again with \`--record\` to bring it up to date. A bench prints more than it records; its output holds the
details behind a row's result.

- **id**: the script, the figure, and in parentheses the flags that chose another input than the default (the engine).
- **command**: what was run, \`--record\` left out, with the \`HELIOS_*\` variables it was run with.
- **date**: the day and the commit the bench ran at. "${CARRIED}" marks a figure measured before this
  file existed and copied once from the README's old tables; the bench's next \`--record\` replaces it.
- **machine**: cores, memory and the 1-, 5- and 15-minute load averages at the bench's start → at its end, and on
  Linux the share of the CPU time the host stole over the run (a virtual machine's CPUs waiting while the host ran
  others). Wall times and browser figures move with both: compare rows measured under a like load and a like steal.
`

const HEADER = '| id | command | date | machine | result |'
const RULE = '|---|---|---|---|---|'

/** The one file the benches write: docs/measurements.md of the project (a test passes a scratch project's root). */
export function measurementsFile(root: string = PROJECT_ROOT): string {
  return path.join(root, 'docs', 'measurements.md')
}

const escapeCell = (text: string) => text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|').trim()
const unescapeCell = (text: string) => text.replace(/\\\|/g, '|').trim()
/** A code span around text that may hold backticks itself. */
const code = (text: string) => {
  const fence = '`'.repeat(Math.max(0, ...(text.match(/`+/g) ?? []).map((r) => r.length)) + 1)
  return fence.length > 1 ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`
}
const uncode = (cell: string) => {
  const m = /^(`+)\s?([\s\S]*?)\s?\1$/.exec(cell)
  return m ? m[2] : cell
}

export function parseMeasurements(text: string): MeasurementSection[] {
  const sections: MeasurementSection[] = []
  let current: MeasurementSection | null = null
  const about: string[] = []
  for (const line of text.split('\n')) {
    const heading = /^## (.+)$/.exec(line)
    if (heading) {
      current = { bench: heading[1].trim(), about: '', rows: [] }
      sections.push(current)
      about.length = 0
      continue
    }
    if (!current) continue
    if (line.startsWith('|')) {
      if (line === HEADER || line === RULE) continue
      const cells = line.replace(/^\|/, '').replace(/\|\s*$/, '').split(/(?<!\\)\|/).map(unescapeCell)
      if (cells.length !== 5) throw new Error(`${measurementsFile()}: a row of ${current.bench} has ${cells.length} cells, not 5: ${line}`)
      const [id, command, date, machine, result] = cells
      current.rows.push({ id: uncode(id), command: uncode(command), date, machine, result })
    } else if (line.trim() && current.rows.length === 0) {
      about.push(line.trim())
      current.about = about.join(' ')
    }
  }
  return sections
}

/** Code-point order, the same on every machine (a locale's order is not). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

export function formatMeasurements(sections: MeasurementSection[]): string {
  const out = [INTRO]
  for (const s of [...sections].sort((a, b) => byText(a.bench, b.bench))) {
    if (s.rows.length === 0) continue
    out.push(`## ${s.bench}`, '')
    if (s.about) out.push(s.about, '')
    out.push(HEADER, RULE)
    for (const r of [...s.rows].sort((a, b) => byText(a.id, b.id))) {
      out.push(`| ${[code(r.id), code(r.command), r.date, r.machine, r.result].map(escapeCell).join(' | ')} |`)
    }
    out.push('')
  }
  return out.join('\n')
}

/** The sections with `rows` in the bench's section: a row of the same id replaced, every other row kept. */
export function mergeRows(sections: MeasurementSection[], bench: string, about: string, rows: MeasurementRow[]): MeasurementSection[] {
  const ids = new Set(rows.map((r) => r.id))
  const kept = sections.map((s) => ({ ...s, rows: s.rows.filter((r) => !ids.has(r.id)) }))
  const own = kept.find((s) => s.bench === bench)
  if (own) {
    own.rows.push(...rows)
    if (about) own.about = about
  } else kept.push({ bench, about, rows })
  return kept
}

/** Writes the rows into docs/measurements.md under `root`, and nowhere else: a link out of the project is refused. */
export function writeRows(bench: string, about: string, rows: MeasurementRow[], root: string = PROJECT_ROOT): string {
  const file = measurementsFile(root)
  const docs = path.dirname(file)
  fs.mkdirSync(docs, { recursive: true })
  if (fs.realpathSync(docs) !== path.join(fs.realpathSync(root), 'docs')) throw new Error(`${docs} leads out of ${root}: not written`)
  if (fs.lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink()) throw new Error(`${file} is a link: not written`)
  const sections = fs.existsSync(file) ? parseMeasurements(fs.readFileSync(file, 'utf8')) : []
  fs.writeFileSync(file, formatMeasurements(mergeRows(sections, bench, about, rows)))
  return file
}

/** A row of docs/measurements.md by id, as last recorded; undefined when the file has none. */
export function recordedRow(id: string, root: string = PROJECT_ROOT): MeasurementRow | undefined {
  const file = measurementsFile(root)
  if (!fs.existsSync(file)) return undefined
  return parseMeasurements(fs.readFileSync(file, 'utf8')).flatMap((s) => s.rows).find((r) => r.id === id)
}

const SAFE_WORD = /^[\w@%+=:,./-]+$/
const quote = (word: string) => (SAFE_WORD.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`)

/** The command as typed: `npm run <script> -- <args>` when npm ran this script, `npx tsx <file> <args>` otherwise. */
export function commandLine(bench: string, argv: string[], env: NodeJS.ProcessEnv, root: string = PROJECT_ROOT): string {
  const args = argv.slice(2).filter((a) => a !== RECORD_FLAG).map(quote)
  const vars = Object.keys(env).filter((k) => k.startsWith('HELIOS_')).sort().map((k) => `${k}=${quote(env[k] ?? '')}`)
  const run = env.npm_lifecycle_event === bench
    ? [`npm run ${bench}`, ...(args.length ? ['--', ...args] : [])]
    : ['npx tsx', path.relative(root, argv[1] ?? '') || bench, ...args]
  return [...vars, ...run].join(' ')
}

function currentCommit(root: string): string {
  const git = (args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' })
  const head = git(['rev-parse', '--short', 'HEAD'])
  if (head.status !== 0) return 'outside git'
  // The file this module writes is left out: an earlier `--record` would mark every later run.
  const dirty = git(['status', '--porcelain', '--untracked-files=no', '--', '.', ':!docs/measurements.md']).stdout.trim()
  return `${head.stdout.trim()}${dirty ? ' with local changes' : ''}`
}

export interface RecorderOptions {
  /** Appended to every id in parentheses: the flags that choose what was measured (another input, say). */
  variant?: string
  argv?: string[]
  env?: NodeJS.ProcessEnv
  root?: string
  now?: () => Date
  loadavg?: () => number[]
  /** The machine's CPU times so far (default: Linux's /proc/stat), read at the start and at `save()`. */
  cpuTimes?: () => CpuTimes | null
  cores?: number
  memoryBytes?: number
  commit?: string
}

export interface Recorder {
  /** Whether `--record` was given. */
  readonly recording: boolean
  /** A figure of this run; its id is the bench, the figure and the variant. */
  add(figure: string, result: string): void
  /** With `--record`, writes the run's rows into docs/measurements.md; returns the rows either way. */
  save(): MeasurementRow[]
}

/** The CPU time of the whole machine so far, in clock ticks: all of it, and the part the host gave to other guests. */
export interface CpuTimes {
  total: number
  steal: number
}

/**
 * The machine's CPU times from Linux's /proc/stat (user, nice, system, idle, iowait, irq, softirq, steal; guest time
 * is inside user's); null where there is no such file. On a virtual machine, steal is time this machine's CPUs waited
 * while the host ran someone else: a bench's wall times stretch with it whatever the load average says.
 */
export function cpuTimes(): CpuTimes | null {
  let first: string
  try {
    first = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]
  } catch {
    return null
  }
  const fields = first.trim().split(/\s+/)
  if (fields[0] !== 'cpu' || fields.length < 9) return null
  const ticks = fields.slice(1, 9).map(Number)
  if (ticks.some((n) => !Number.isFinite(n))) return null
  return { total: ticks.reduce((a, b) => a + b, 0), steal: ticks[7] }
}

/** The share of the machine's CPU time stolen by the host between two readings; null when either is unknown. */
export function stolenShare(before: CpuTimes | null, after: CpuTimes | null): number | null {
  if (!before || !after || after.total <= before.total) return null
  return (after.steal - before.steal) / (after.total - before.total)
}

/** Clock ticks a second in /proc's process times (`getconf CLK_TCK`; 100 on every Linux build Debian ships). */
const CLOCK_TICKS = 100

/**
 * The CPU seconds a process and every process below it have used: their user and system time, and that of their
 * children already waited for, from /proc/<pid>/stat; null where there is no /proc. Unlike wall time it does not
 * stretch when the host steals the machine's CPUs, so two runs on a stolen machine still compare.
 * `procDir` is /proc, or a folder laid out like it.
 */
export function processTreeCpuSeconds(rootPid: number, procDir = '/proc'): number | null {
  let names: string[]
  try {
    names = fs.readdirSync(procDir).filter((n) => /^\d+$/.test(n))
  } catch {
    return null
  }
  const parentOf = new Map<number, number>()
  const ticksOf = new Map<number, number>()
  for (const name of names) {
    let text: string
    try {
      text = fs.readFileSync(path.join(procDir, name, 'stat'), 'utf8')
    } catch {
      continue // gone since the listing
    }
    // The command name is in parentheses and may hold spaces or parentheses: the fields start after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).trim().split(/\s+/)
    // After the name: state, ppid, …; utime, stime, cutime and cstime are the 14th to 17th fields of the whole line.
    const ppid = Number(fields[1])
    const ticks = fields.slice(11, 15).map(Number)
    if (!Number.isFinite(ppid) || ticks.some((t) => !Number.isFinite(t))) continue
    parentOf.set(Number(name), ppid)
    ticksOf.set(Number(name), ticks.reduce((a, b) => a + b, 0))
  }
  if (!ticksOf.has(rootPid)) return null
  let ticks = 0
  for (const [pid, own] of ticksOf) {
    for (let at: number | undefined = pid; at !== undefined && at > 0; at = parentOf.get(at)) {
      if (at === rootPid) {
        ticks += own
        break
      }
    }
  }
  return ticks / CLOCK_TICKS
}

/** A stolen share as the rows and the benches' output write it. */
export const stolenText = (share: number): string => `${Math.round(share * 100)} % of the CPU time stolen by the host`

/** Starts a bench's record: the load average and the CPU times are read now and again at `save()`. */
export function recorder(bench: string, about: string, options: RecorderOptions = {}): Recorder {
  const argv = options.argv ?? process.argv
  const env = options.env ?? process.env
  const root = options.root ?? PROJECT_ROOT
  const loadavg = options.loadavg ?? os.loadavg
  const now = options.now ?? (() => new Date())
  const startLoad = loadavg()
  const readCpu = options.cpuTimes ?? cpuTimes
  const startCpu = readCpu()
  const started = now()
  const commit = options.commit ?? currentCommit(root)
  const command = commandLine(bench, argv, env, root)
  const figures = new Map<string, string>()
  const recording = argv.includes(RECORD_FLAG)
  const load = (l: number[]) => l.slice(0, 3).map((x) => x.toFixed(2)).join('/')
  return {
    recording,
    add(figure, result) {
      figures.set(`${bench}/${figure}${options.variant ? ` (${options.variant})` : ''}`, result)
    },
    save() {
      const cores = options.cores ?? os.cpus().length
      const memory = ((options.memoryBytes ?? os.totalmem()) / 1024 ** 3).toFixed(0)
      const stolen = stolenShare(startCpu, readCpu())
      const machine = `${cores} cores, ${memory} GiB; load ${load(startLoad)} → ${load(loadavg())}${stolen === null ? '' : `; ${stolenText(stolen)}`}`
      const date = `${started.toISOString().slice(0, 10)} at ${commit}`
      const rows = [...figures].map(([id, result]) => ({ id, command, date, machine, result }))
      if (recording) {
        const file = writeRows(bench, about, rows, root)
        console.log(`recorded ${rows.length} row${rows.length === 1 ? '' : 's'} of ${bench} in ${path.relative(process.cwd(), file) || file}`)
      }
      return rows
    },
  }
}

/** A count as the rows write it: 1,759. */
export const count = (n: number): string => n.toLocaleString('en-US')

/** The middle value of repeated runs (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** "met" or "missed", as the rows write a budget or a target. */
export const verdict = (ok: boolean): string => (ok ? 'met' : 'missed')

/**
 * An id's variant: the flags (as typed) and variables that choose what a bench measures, such as `--xml DIR`, so a
 * figure of another input gets rows of its own instead of replacing the default input's.
 */
export function variantOf(
  choice: { values?: string[]; switches?: string[]; vars?: string[] },
  argv: string[] = process.argv,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const parts: string[] = []
  for (const name of choice.values ?? []) {
    const i = argv.indexOf(`--${name}`)
    if (i > 0 && argv[i + 1] !== undefined) parts.push(`--${name} ${quote(argv[i + 1])}`)
  }
  for (const name of choice.switches ?? []) if (argv.includes(`--${name}`)) parts.push(`--${name}`)
  for (const name of choice.vars ?? []) if (env[name]) parts.push(`${name}=${quote(env[name])}`)
  return parts.join(' ') || undefined
}
