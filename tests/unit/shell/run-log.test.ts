import { test } from 'node:test'
import assert from 'node:assert/strict'
import { RunLog } from '../../../src/shell/server/runLog'

/** Runs `lines` through one run of `log` and returns the lines it printed. */
function run(log: RunLog, lines: string[]): string[] {
  const printed: string[] = []
  log.startRun()
  for (const line of lines) log.say(line, (l) => printed.push(l))
  log.finishRun()
  return printed
}

test('in the development server a run says only the lines the run before did not say', () => {
  const log = new RunLog(() => true)
  assert.deepEqual(run(log, ['API reference: 12 pages', 'code links: 3 blocks']), ['API reference: 12 pages', 'code links: 3 blocks'])
  assert.deepEqual(run(log, ['API reference: 12 pages', 'code links: 4 blocks']), ['code links: 4 blocks'])
  // A line left out by one run is said again when it comes back.
  assert.deepEqual(run(log, ['API reference: 12 pages', 'code links: 3 blocks']), ['code links: 3 blocks'])
})

test('a build says every line of every run', () => {
  const log = new RunLog(() => false)
  assert.deepEqual(run(log, ['a', 'b']), ['a', 'b'])
  assert.deepEqual(run(log, ['a', 'b']), ['a', 'b'])
})
