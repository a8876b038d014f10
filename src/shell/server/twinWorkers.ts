/**
 * Twins serialised in worker threads. Serialising is most of a twin's cost; in the build's main thread it also
 * runs in Gatsby's heap of gigabytes, where every collection walks the whole store. A worker has a small heap of
 * its own, and the workers run beside the main thread on the other cores. The text is the one markdownOf gives
 * (tests/unit/markdown/twin-workers.test.ts).
 *
 * Workers start on first use and never keep the process alive while idle (`unref`), so `gatsby develop`,
 * `gatsby build` and the tests end as they would without them.
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
  resolve(text: string): void
  reject(error: Error): void
  what: string
}
interface TwinWorker {
  worker: Worker
  jobs: Map<number, Job>
}

const pool: TwinWorker[] = []
let nextId = 0

function start(): TwinWorker {
  const entry: TwinWorker = { worker: new Worker(WORKER_FILE, { workerData: TWIN_MARKDOWN_SETTINGS }), jobs: new Map() }
  const fail = (error: Error) => {
    pool.splice(pool.indexOf(entry), 1)
    for (const job of entry.jobs.values()) job.reject(new Error(`Markdown twin of ${job.what}: the twin worker stopped: ${error.message}`))
    entry.jobs.clear()
  }
  entry.worker.on('message', ({ id, text, error }: { id: number; text?: string; error?: string }) => {
    const job = entry.jobs.get(id)
    if (!job) return
    entry.jobs.delete(id)
    if (entry.jobs.size === 0) entry.worker.unref()
    if (error !== undefined) job.reject(new Error(`Markdown twin of ${job.what}: ${error}`))
    else job.resolve(text!)
  })
  entry.worker.on('error', fail)
  entry.worker.on('exit', (code) => {
    if (pool.includes(entry)) fail(new Error(`exit code ${code}`))
  })
  entry.worker.unref()
  pool.push(entry)
  return entry
}

/** The worker with the fewest jobs waiting, started when the pool is not full and every worker is busy. */
function leastBusy(): TwinWorker {
  const idle = pool.reduce<TwinWorker | null>((best, w) => (!best || w.jobs.size < best.jobs.size ? w : best), null)
  return idle && (idle.jobs.size === 0 || pool.length >= WORKERS) ? idle : start()
}

/** The Markdown text of a twin (`blocks`: a page's blocks, as twinMarkdown takes them); `what` names it in an error. */
export function twinMarkdownInWorker(blocks: Md[], what: string): Promise<string> {
  const tree = twinRoot(blocks)
  return new Promise((resolve, reject) => {
    const target = leastBusy()
    const id = nextId++
    target.jobs.set(id, { resolve, reject, what })
    target.worker.ref()
    target.worker.postMessage({ id, tree })
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
