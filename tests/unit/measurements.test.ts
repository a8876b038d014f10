/**
 * The benches' recorder (scripts/measurements.ts): `--record` replaces the rows of the bench's ids in
 * docs/measurements.md, keeps every other row and the intro, writes the command and the load, and writes no other file.
 */
import { after, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CARRIED, commandLine, cpuTimes, formatMeasurements, measurementsFile, median, parseMeasurements, recorder, stolenShare, type CpuTimes, type MeasurementSection } from '../../scripts/measurements'

const scratch: string[] = []
after(() => {
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true })
})

/** A scratch project holding a measurements file with a carried row and another bench's row. */
function scratchProject(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'measurements-'))
  scratch.push(root)
  fs.writeFileSync(path.join(root, 'README.md'), 'readme\n')
  const sections: MeasurementSection[] = [
    {
      bench: 'bench:weight',
      about: 'Page weight.',
      rows: [
        { id: 'bench:weight/api-page-output', command: 'npm run bench:weight', date: `2026-11-26 · ${CARRIED}`, machine: '2 cores, 24 GiB; load about 20', result: '59.7 KB; budget 60 KB: met' },
        { id: 'bench:weight/first-visit-js', command: 'npm run bench:weight', date: `2026-11-27 · ${CARRIED}`, machine: '2 cores, 24 GiB', result: 'home 61.4 KB' },
      ],
    },
    {
      bench: 'bench:blocking',
      about: 'Blocking.',
      rows: [{ id: 'bench:blocking/load-blocking', command: 'npm run bench:blocking', date: '2026-11-27 at abc1234', machine: '2 cores, 24 GiB; load 1.00/1.00/1.00 → 1.00/1.00/1.00', result: 'home 0 ms \\| pipe | kept' }],
    },
  ]
  fs.mkdirSync(path.join(root, 'docs'))
  fs.writeFileSync(measurementsFile(root), formatMeasurements(sections))
  return root
}

function weightRecorder(root: string, argv = ['node', path.join(root, 'scripts/bench-weight.ts'), '--public', '/tmp/p x', '--record'], cpu: Array<CpuTimes | null> = [{ total: 1000, steal: 10 }, { total: 3000, steal: 410 }]) {
  const loads = [[1.5, 1, 0.5], [2.25, 1.25, 0.75]]
  return recorder('bench:weight', 'Page weight of the built site.', {
    argv,
    env: { npm_lifecycle_event: 'bench:weight', HELIOS_E2E_FIXTURES: '1' },
    root,
    now: () => new Date('2026-11-28T10:00:00Z'),
    loadavg: () => loads.shift()!,
    cpuTimes: () => cpu.shift()!,
    cores: 2,
    memoryBytes: 24 * 1024 ** 3,
    commit: 'def5678',
  })
}

function filesUnder(dir: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const name of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const p = path.join(dir, name)
    if (fs.lstatSync(p).isFile()) out.set(name, fs.readFileSync(p, 'utf8'))
  }
  return out
}

test('recording replaces the rows of its ids and keeps every other row and the intro', () => {
  const root = scratchProject()
  const before = fs.readFileSync(measurementsFile(root), 'utf8')
  const r = weightRecorder(root)
  assert.equal(r.recording, true)
  r.add('api-page-output', '59.9 KB over 242 pages; budget 60 KB: met')
  r.add('new-figure', 'a | b')
  r.save()
  const text = fs.readFileSync(measurementsFile(root), 'utf8')
  assert.equal(text.slice(0, text.indexOf('\n## ')), before.slice(0, before.indexOf('\n## ')), 'the intro is kept')
  assert.match(text, /must not|Do not edit it by hand/)
  const sections = parseMeasurements(text)
  assert.deepEqual(sections.map((s) => s.bench), ['bench:blocking', 'bench:weight'], 'one section per bench, sorted')
  const weight = sections.find((s) => s.bench === 'bench:weight')!
  assert.equal(weight.about, 'Page weight of the built site.')
  assert.deepEqual(weight.rows.map((row) => row.id), ['bench:weight/api-page-output', 'bench:weight/first-visit-js', 'bench:weight/new-figure'])
  const replaced = weight.rows[0]
  assert.equal(replaced.result, '59.9 KB over 242 pages; budget 60 KB: met')
  assert.equal(replaced.command, "HELIOS_E2E_FIXTURES=1 npm run bench:weight -- --public '/tmp/p x'")
  assert.equal(replaced.date, '2026-11-28 at def5678')
  assert.equal(replaced.machine, '2 cores, 24 GiB; load 1.50/1.00/0.50 → 2.25/1.25/0.75; 20 % of the CPU time stolen by the host', 'the load at the start and at the end, and the steal between')
  assert.equal(weight.rows[1].date, `2026-11-27 · ${CARRIED}`, 'a row of another id keeps its carried mark')
  assert.equal(weight.rows[2].result, 'a | b', 'a pipe in a cell survives the table')
  const blocking = sections.find((s) => s.bench === 'bench:blocking')!
  assert.equal(blocking.rows.length, 1)
  assert.equal(blocking.rows[0].result, 'home 0 ms \\| pipe | kept')
  assert.equal(text.match(/bench:weight\/api-page-output/g)?.length, 1, 'the replaced row is gone')
})

test('a machine whose CPU times are unknown is described by its load alone', () => {
  const r = weightRecorder(scratchProject(), undefined, [null, null])
  r.add('api-page-output', 'x')
  assert.equal(r.save()[0].machine, '2 cores, 24 GiB; load 1.50/1.00/0.50 → 2.25/1.25/0.75')
})

test("Linux's CPU times count the stolen time inside the total, and grow", { skip: !fs.existsSync('/proc/stat') && 'no /proc/stat here' }, () => {
  const before = cpuTimes()!
  const spin = Date.now() + 50
  while (Date.now() < spin);
  const after = cpuTimes()!
  assert.ok(before.steal >= 0 && before.steal <= before.total)
  assert.ok(after.total > before.total, 'the machine spent time between the readings')
  const share = stolenShare(before, after)!
  assert.ok(share >= 0 && share <= 1)
  assert.equal(stolenShare(after, before), null, 'readings out of order give no share')
})

test('a second record of the same ids leaves one row each', () => {
  const root = scratchProject()
  for (const result of ['first', 'second']) {
    const r = weightRecorder(root)
    r.add('api-page-output', result)
    r.save()
  }
  const rows = parseMeasurements(fs.readFileSync(measurementsFile(root), 'utf8')).flatMap((s) => s.rows)
  assert.deepEqual(rows.filter((row) => row.id === 'bench:weight/api-page-output').map((row) => row.result), ['second'])
  assert.equal(rows.length, 3)
})

test('without --record nothing is written; with it, docs/measurements.md is the only file that changes', () => {
  const root = scratchProject()
  const before = filesUnder(root)
  const dry = weightRecorder(root, ['node', 'scripts/bench-weight.ts'])
  dry.add('api-page-output', 'not written')
  assert.equal(dry.save().length, 1)
  assert.deepEqual(filesUnder(root), before)

  const r = weightRecorder(root)
  r.add('api-page-output', 'written')
  r.save()
  const after = filesUnder(root)
  assert.deepEqual([...after.keys()].sort(), [...before.keys()].sort(), 'no file is added')
  const changed = [...after].filter(([name, text]) => before.get(name) !== text).map(([name]) => name)
  assert.deepEqual(changed, [path.join('docs', 'measurements.md')])
})

test('a measurements file or docs folder that links out of the project is refused, and the target is left alone', () => {
  for (const link of ['file', 'dangling file', 'folder'] as const) {
    const root = scratchProject()
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'measurements-outside-'))
    scratch.push(outside)
    const target = path.join(outside, 'measurements.md')
    if (link !== 'dangling file') fs.writeFileSync(target, 'not ours\n')
    if (link !== 'folder') {
      fs.rmSync(measurementsFile(root))
      fs.symlinkSync(target, measurementsFile(root))
    } else {
      fs.rmSync(path.join(root, 'docs'), { recursive: true })
      fs.symlinkSync(outside, path.join(root, 'docs'))
    }
    const r = weightRecorder(root)
    r.add('api-page-output', 'must not land outside')
    assert.throws(() => r.save(), /not written/)
    if (link === 'dangling file') assert.equal(fs.existsSync(target), false, 'no file made at the end of the link')
    else assert.equal(fs.readFileSync(target, 'utf8'), 'not ours\n')
  }
})

test('the command is the one typed: npm run with its arguments, or the script through tsx', () => {
  const root = '/project'
  assert.equal(commandLine('bench:build', ['node', '/project/scripts/bench-build.ts', '--record', '--headers', '/usr/include/OGRE'], { npm_lifecycle_event: 'bench:build' }, root), 'npm run bench:build -- --headers /usr/include/OGRE')
  assert.equal(commandLine('bench:build', ['node', '/project/scripts/bench-build.ts', '--record'], { npm_lifecycle_event: 'bench:build' }, root), 'npm run bench:build')
  assert.equal(commandLine('bench:build', ['node', '/project/scripts/bench-build.ts', '--synth', '10'], { npm_lifecycle_event: 'test' }, root), 'npx tsx scripts/bench-build.ts --synth 10')
})

test("the project's docs/measurements.md is as the recorder writes it (no hand edits, every row five cells)", () => {
  const text = fs.readFileSync(measurementsFile(), 'utf8')
  assert.equal(formatMeasurements(parseMeasurements(text)), text)
  const ids = parseMeasurements(text).flatMap((s) => s.rows.map((r) => r.id))
  assert.equal(new Set(ids).size, ids.length, 'one row per id')
})

test("a process tree's CPU seconds: its own, its descendants' and their waited-for children's, and no one else's", async () => {
  const { processTreeCpuSeconds } = await import('../../scripts/measurements')
  const proc = fs.mkdtempSync(path.join(os.tmpdir(), 'proc-'))
  // pid, command name, ppid, utime, stime, cutime, cstime (in clock ticks)
  const processes: Array<[number, string, number, number, number, number, number]> = [
    [10, 'npm exec', 1, 5, 5, 0, 0],
    [11, 'node (gatsby) develop', 10, 300, 50, 40, 10],
    [12, 'worker', 11, 100, 20, 0, 0],
    [13, 'unrelated', 1, 999, 999, 0, 0],
  ]
  for (const [pid, name, ppid, ...ticks] of processes) {
    fs.mkdirSync(path.join(proc, String(pid)))
    const after = ['S', ppid, pid, pid, 0, -1, 4194560, 0, 0, 0, 0, ...ticks, 20, 0, 1, 0]
    fs.writeFileSync(path.join(proc, String(pid), 'stat'), `${pid} (${name}) ${after.join(' ')}\n`)
  }
  fs.mkdirSync(path.join(proc, 'self'))
  assert.equal(processTreeCpuSeconds(10, proc), (10 + 400 + 120) / 100)
  assert.equal(processTreeCpuSeconds(12, proc), 1.2)
  assert.equal(processTreeCpuSeconds(99, proc), null, 'no such process')
  assert.equal(processTreeCpuSeconds(10, path.join(proc, 'missing')), null, 'no /proc')
  fs.rmSync(proc, { recursive: true, force: true })
  if (process.platform === 'linux') {
    // Busy until Node itself counts 0.3 s more CPU time (by CPU time, not the clock: a loaded machine gives this
    // process a share of a core); /proc must count it too, to its clock ticks.
    const before = processTreeCpuSeconds(process.pid)!
    const start = process.cpuUsage()
    while ((process.cpuUsage(start).user + process.cpuUsage(start).system) / 1e6 < 0.3) Math.sqrt(Math.random())
    assert.ok(processTreeCpuSeconds(process.pid)! >= before + 0.25, 'a busy loop of 0.3 s of CPU adds to this process\'s CPU time')
  }
})

test('the median of repeated runs: the middle one, the mean of the two middle ones for an even count, whatever their order', () => {
  assert.equal(median([156.2, 143.3, 150.2]), 150.2)
  assert.equal(median([1757, 1444]), 1600.5)
  assert.equal(median([7]), 7)
  assert.throws(() => median([]), /no values/)
})
