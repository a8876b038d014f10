/**
 * The benches' memory figures: the peak of a process tree's summed RSS and PSS, a child's memory counted with its
 * parent's, read while the tree runs; PSS counts a page mapped twice once.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { TreePeak, treeMemoryKb } from '../../../scripts/processTree'

test('the peak counts a grandchild that holds 200 MB for a moment, and its PSS', async () => {
  // A shell whose child fills 200 MB of its heap, holds it for a second, then frees it and exits.
  const hold = "const b = Buffer.alloc(200 * 1024 * 1024, 1); setTimeout(() => b.length, 1500)"
  const child = spawn('sh', ['-c', `${process.execPath} -e "${hold}"; sleep 0.5`], { stdio: 'ignore' })
  const peak = new TreePeak(300)
  const timer = setInterval(() => peak.sample(child.pid!), 100)
  await new Promise((resolve) => child.on('exit', resolve))
  clearInterval(timer)
  assert.ok(peak.rssKb / 1024 >= 200, `peak RSS ${Math.round(peak.rssKb / 1024)} MB`)
  assert.ok(peak.pssKb / 1024 >= 150, `peak PSS ${Math.round(peak.pssKb / 1024)} MB`)
  assert.ok(peak.pssKb <= peak.rssKb)
})

test('each process of the tree shows the file-backed part of its resident memory', async () => {
  // Node's own binary is a mapped file: a running Node process has megabytes of it resident, within its RSS.
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 2000)'], { stdio: 'ignore' })
  await new Promise((resolve) => setTimeout(resolve, 500))
  const own = treeMemoryKb(child.pid!).top.find((p) => p.label.startsWith(`${child.pid} `))!
  child.kill()
  assert.ok(own.fileKb > 1024, `a Node process has its binary mapped: ${own.fileKb} kB file-backed`)
  assert.ok(own.fileKb < own.rssKb, `${own.fileKb} kB file-backed of ${own.rssKb} kB resident`)
})

test('RSS counts a file mapped twice in one process twice, PSS counts its pages once (as lmdb keeps the maps of a store it grew)', async () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'maps-')), 'store.mdb')
  fs.writeFileSync(file, Buffer.alloc(64 * 1024 * 1024, 7))
  // Two read-only maps of the same 64 MB, every page of each read, then held.
  const mapTwice = [
    'import mmap, sys, time',
    `f = open(${JSON.stringify(file)}, "rb")`,
    'maps = [mmap.mmap(f.fileno(), 0, prot=mmap.PROT_READ) for _ in range(2)]',
    'total = sum(m[i] for m in maps for i in range(0, len(m), 4096))',
    'print(total, flush=True)',
    'time.sleep(3)',
  ].join('\n')
  const child = spawn('python3', ['-c', mapTwice], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise((resolve) => child.stdout.once('data', resolve))
  const peak = new TreePeak(0)
  peak.sample(child.pid!)
  peak.sample(child.pid!)
  child.kill()
  fs.rmSync(path.dirname(file), { recursive: true, force: true })
  const rssMb = peak.rssKb / 1024
  const pssMb = peak.pssKb / 1024
  assert.ok(rssMb >= 128, `RSS ${Math.round(rssMb)} MB counts both maps`)
  assert.ok(pssMb >= 64 && pssMb < 100, `PSS ${Math.round(pssMb)} MB counts the file's 64 MB once`)
})
