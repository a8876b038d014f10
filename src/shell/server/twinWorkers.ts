/**
 * Twins serialised in worker threads, which have small heaps of their own and use the other cores, instead of in
 * Gatsby's large main heap. Workers start on first use and are unref'd, so they never keep a process alive.
 */
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { TWIN_MARKDOWN_SETTINGS, twinRoot, type Md } from '../markdownTwin'

/** The worker's code: plain JavaScript, loaded by Node itself (Gatsby compiles only its own files). */
const WORKER_FILE = path.join(process.cwd(), 'src/shell/server/twinWorker.mjs')
/** At most one worker per core, and a few: beyond that they wait on each other. */
const WORKERS = Math.max(1, Math.min(4, os.availableParallelism()))

interface Job {
  /** Makes the twin's blocks: called when a worker is about to be free, so few trees are alive at once. */
  blocks: () => Md[]
  resolve(text: string): void
  reject(error: Error): void
  what: string
}
interface TwinWorker {
  worker: Worker
  jobs: Map<number, Job>
  /** The timer that stops the worker once it has been idle for IDLE_MS. */
  idle: NodeJS.Timeout | null
}

/** Jobs a worker holds at most: the one it serialises and the next, so it never waits on the main thread. */
const JOBS_PER_WORKER = 2
/**
 * A worker idle this long stops. The build makes twins in two bursts (the API pages' in the sourcing, the others in
 * onPostBuild); kept between them, the workers' heaps stayed in the build's memory through the queries and the HTML.
 */
const IDLE_MS = 1000

const pool: TwinWorker[] = []
const waiting: Job[] = []
let nextId = 0

function start(): TwinWorker {
  const entry: TwinWorker = { worker: new Worker(WORKER_FILE, { workerData: TWIN_MARKDOWN_SETTINGS }), jobs: new Map(), idle: null }
  const fail = (error: Error) => {
    if (!leavePool(entry)) return
    for (const job of entry.jobs.values()) job.reject(new Error(`Markdown twin of ${job.what}: the twin worker stopped: ${error.message}`))
    entry.jobs.clear()
    dispatch()
  }
  entry.worker.on('message', ({ id, text, error }: { id: number; text?: string; error?: string }) => {
    const job = entry.jobs.get(id)
    if (!job) return
    entry.jobs.delete(id)
    if (error !== undefined) job.reject(new Error(`Markdown twin of ${job.what}: ${error}`))
    else job.resolve(text!)
    dispatch()
    if (entry.jobs.size === 0) {
      entry.worker.unref()
      stopWhenIdle(entry)
    }
  })
  entry.worker.on('error', fail)
  entry.worker.on('exit', (code) => fail(new Error(`exit code ${code}`)))
  entry.worker.unref()
  pool.push(entry)
  return entry
}

/** Stops `entry` if it is still idle after IDLE_MS; out of the pool first, so its exit rejects nothing. */
function stopWhenIdle(entry: TwinWorker): void {
  entry.idle = setTimeout(() => {
    entry.idle = null
    if (entry.jobs.size === 0 && leavePool(entry)) void entry.worker.terminate()
  }, IDLE_MS)
  entry.idle.unref()
}

/** Takes `entry` out of the pool; false when it had left already (stopped, or failed). */
function leavePool(entry: TwinWorker): boolean {
  const at = pool.indexOf(entry)
  if (at < 0) return false
  pool.splice(at, 1)
  return true
}

/** How many twin workers are running (for the tests). */
export const runningTwinWorkers = (): number => pool.length

/** A worker with room for a job: an idle one, else a new one while the pool is not full, else the least busy with room. */
function withRoom(): TwinWorker | null {
  const least = pool.reduce<TwinWorker | null>((best, w) => (!best || w.jobs.size < best.jobs.size ? w : best), null)
  if (least && least.jobs.size === 0) return least
  if (pool.length < WORKERS) return start()
  return least && least.jobs.size < JOBS_PER_WORKER ? least : null
}

/** Hands waiting jobs to workers with room, making each job's tree only then. */
function dispatch(): void {
  for (let target = waiting.length > 0 ? withRoom() : null; target; target = waiting.length > 0 ? withRoom() : null) {
    const job = waiting.shift()!
    const id = nextId++
    let tree: Md
    try {
      tree = twinRoot(job.blocks())
    } catch (error) {
      job.reject(error instanceof Error ? error : new Error(String(error)))
      continue
    }
    if (target.idle) clearTimeout(target.idle)
    target.idle = null
    target.jobs.set(id, job)
    target.worker.ref()
    target.worker.postMessage({ id, tree })
  }
}

/**
 * The Markdown text of a twin (`blocks`: a page's blocks, as twinMarkdown takes them, or a function making them
 * when a worker is ready for them); `what` names it in an error.
 */
export function twinMarkdownInWorker(blocks: Md[] | (() => Md[]), what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    waiting.push({ blocks: typeof blocks === 'function' ? blocks : () => blocks, resolve, reject, what })
    dispatch()
  })
}

/**
 * Runs `tasks` (each makes a twin and writes it) with a few at a time in flight: enough to keep every worker busy
 * while the main thread reads the next pages' nodes, few enough that the trees waiting stay small.
 */
export async function runTwinTasks(tasks: Iterable<() => Promise<void>>, inFlight = 4 * WORKERS): Promise<void> {
  const iterator = tasks[Symbol.iterator]()
  const lane = async () => {
    for (let next = iterator.next(); !next.done; next = iterator.next()) await next.value()
  }
  await Promise.all(Array.from({ length: inFlight }, lane))
}
