/**
 * Memory of a process tree, read from /proc: the bench of a build (scripts/bench-build.ts) and the
 * corpora and sweep harness (tests/corpora/run.ts) sample it while gatsby and its workers run.
 */
import fs from 'node:fs'
import path from 'node:path'

/** Memory in kB of a process and all its descendants, from /proc. */
export function treeMemoryKb(root: number): { rss: number; pss: number; top: Array<[string, number]> } {
  const children = new Map<number, number[]>()
  const rss = new Map<number, number>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const pid = Number(entry)
      const ppid = Number(fields[1])
      const list = children.get(ppid) ?? []
      list.push(pid)
      children.set(ppid, list)
      rss.set(pid, 0)
    } catch {
      // the process ended while we looked
    }
  }
  const total = { rss: 0, pss: 0, top: [] as Array<[string, number]> }
  const stack = [root]
  while (stack.length) {
    const pid = stack.pop()!
    stack.push(...(children.get(pid) ?? []))
    try {
      // smaps_rollup: Rss counts shared pages (LMDB maps, code) in every process; Pss shares them out.
      const roll = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8')
      const r = Number(/^Rss:\s+(\d+)/m.exec(roll)?.[1] ?? 0)
      const p = Number(/^Pss:\s+(\d+)/m.exec(roll)?.[1] ?? 0)
      total.rss += r
      total.pss += p
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).map((a) => path.basename(a)).slice(0, 3).join(' ')
      total.top.push([`${pid} ${cmd}`, r])
    } catch {
      // gone
    }
  }
  return total
}


/** Samples a running process tree every `ms` and keeps the peak (summed RSS and PSS, in MB) until stopped. */
export function samplePeak(pid: number, ms = 200): { stop: () => { rssMb: number; pssMb: number } } {
  let rss = 0
  let pss = 0
  const timer = setInterval(() => {
    const m = treeMemoryKb(pid)
    rss = Math.max(rss, m.rss)
    pss = Math.max(pss, m.pss)
  }, ms)
  return {
    stop: () => {
      clearInterval(timer)
      return { rssMb: rss / 1024, pssMb: pss / 1024 }
    },
  }
}
