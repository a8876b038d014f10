/**
 * Memory of a process tree, read from /proc: the bench of a build (scripts/bench-build.ts) and the
 * corpora and sweep harness (tests/corpora/run.ts) sample it while gatsby and its workers run.
 */
import fs from 'node:fs'
import path from 'node:path'

const PAGE_KB = 4

/** A process and all its descendants, from /proc. */
function treePids(root: number): number[] {
  const children = new Map<number, number[]>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      const list = children.get(ppid) ?? []
      list.push(Number(entry))
      children.set(ppid, list)
    } catch {
      // the process ended while we looked
    }
  }
  const out: number[] = []
  const stack = [root]
  while (stack.length) {
    const pid = stack.pop()!
    out.push(pid)
    stack.push(...(children.get(pid) ?? []))
  }
  return out
}

/** One process of the tree: its pid and command, its resident memory and the file-backed part of it, in kB. */
export interface ProcessMemory {
  label: string
  rssKb: number
  /** Resident pages of mapped files (the binary, libraries, LMDB's maps): RSS counts them whole, PSS shares them out. */
  fileKb: number
}

/**
 * Memory in kB of a process and all its descendants. RSS and its file-backed part come from `statm`, which the kernel
 * answers from counters. PSS (shared pages, LMDB's map and code, shared out) only when asked: `smaps_rollup` walks
 * every mapping of a process, kernel time that a sampler reading it at every sample took from the build it measured
 * (figures: docs/measurements.md).
 */
export function treeMemoryKb(root: number, options: { pss?: boolean } = {}): { rss: number; pss: number; top: ProcessMemory[] } {
  const total = { rss: 0, pss: 0, top: [] as ProcessMemory[] }
  for (const pid of treePids(root)) {
    try {
      // statm: size, resident, shared (resident pages of files and shared memory), in pages.
      const [, resident, shared] = fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ').map(Number)
      const r = resident * PAGE_KB
      if (options.pss) total.pss += Number(/^Pss:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0)
      total.rss += r
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).map((a) => path.basename(a)).slice(0, 3).join(' ')
      total.top.push({ label: `${pid} ${cmd}`, rssKb: r, fileKb: shared * PAGE_KB })
    } catch {
      // gone
    }
  }
  return total
}

/**
 * The peak of a process tree's summed RSS, read at every sample, and of its PSS, read at most every `pssMs` and only
 * while the RSS is within a sixth of its peak, so the sampler stays off the CPU the build needs. PSS can peak at
 * another moment than RSS: RSS counts a file page once in every map of it, and lmdb keeps each earlier map of a
 * store it grows (docs/sections/shell.md, "Memory of the build"); a second between readings catches a capture of a
 * few seconds.
 */
export class TreePeak {
  rssKb = 0
  pssKb = 0
  private lastPss = 0

  constructor(private readonly pssMs = 1000) {}

  /** Takes one sample; true when its RSS is a new peak. */
  sample(pid: number): { rising: boolean; top: ProcessMemory[] } {
    const now = Date.now()
    const cheap = treeMemoryKb(pid)
    const nearPeak = cheap.rss >= (5 / 6) * this.rssKb
    const m = nearPeak && now - this.lastPss >= this.pssMs ? ((this.lastPss = now), treeMemoryKb(pid, { pss: true })) : cheap
    this.pssKb = Math.max(this.pssKb, m.pss)
    const rising = m.rss > this.rssKb
    this.rssKb = Math.max(this.rssKb, m.rss)
    return { rising, top: m.top }
  }
}

/** Samples a running process tree every `ms` and keeps the peak (summed RSS and PSS, in MB) until stopped. */
export function samplePeak(pid: number, ms = 200): { stop: () => { rssMb: number; pssMb: number } } {
  const peak = new TreePeak()
  const timer = setInterval(() => peak.sample(pid), ms)
  return {
    stop: () => {
      clearInterval(timer)
      return { rssMb: peak.rssKb / 1024, pssMb: peak.pssKb / 1024 }
    },
  }
}
