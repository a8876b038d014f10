/**
 * The API model (src/sections/api/model/) on the engine's committed XML and releases, with no Gatsby: every
 * version read once, newest first, each from its own folder, with one history over all of them.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { readApiVersions } from '../../../src/sections/api/model'
import { CURRENT_VERSION, defaultLayout, readVersionsFile } from '../../../src/sections/api/model/versions'

const root = path.resolve(__dirname, '..', '..', '..')
const layout = defaultLayout(root)

test('the model reads the current XML and every release of versions.json, newest first, each from its own snapshot', () => {
  const warnings: string[] = []
  const versions = readApiVersions(layout.currentDir, layout, (m) => warnings.push(m))
  const releases = readVersionsFile(layout.versionsFile)
  assert.deepEqual(versions.map((v) => v.name), [CURRENT_VERSION, ...releases])
  for (const v of versions.slice(1)) {
    assert.equal(v.dir, path.join(layout.versionedDir, `version-${v.name}`))
    // Each version's model is its own snapshot's: the compounds of its index.xml, no more and no fewer.
    const listed = [...fs.readFileSync(path.join(v.dir, 'index.xml'), 'utf8').matchAll(/<compound refid="([^"]+)"/g)].map((m) => m[1])
    assert.deepEqual([...v.model.compounds.keys()].sort(), [...new Set(listed)].sort())
  }
  // One history over every version, shared by all of them, that places each version's entities in it.
  const history = versions[0].history
  assert.ok(history)
  for (const v of versions) {
    assert.equal(v.history, history)
    const someClass = [...v.model.compounds.values()].find((c) => c.kind === 'class')
    if (someClass) assert.ok(history.get(v.name, someClass.id), `${v.name}: ${someClass.name} has a history`)
  }
  assert.deepEqual(warnings, [])
})

test('without releases the model is the current XML alone, with no history', () => {
  const versions = readApiVersions(layout.currentDir, null, () => undefined)
  assert.deepEqual(versions.map((v) => [v.name, v.dir, v.history]), [[CURRENT_VERSION, layout.currentDir, null]])
  assert.ok(versions[0].model.compounds.size > 0)
})
