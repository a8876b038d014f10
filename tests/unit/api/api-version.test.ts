import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// `npm run api:version` on a scratch copy of the repository's scripts and Doxyfile, with engine trees written here.
const ROOT = path.resolve(__dirname, '../../..')
const hasDoxygen = spawnSync('doxygen', ['--version']).status === 0

function scratchRepo(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-version-'))
  fs.mkdirSync(path.join(dir, 'scripts'))
  fs.mkdirSync(path.join(dir, 'engine'))
  for (const script of ['api-version.sh', 'doxygen-common.sh']) fs.copyFileSync(path.join(ROOT, 'scripts', script), path.join(dir, 'scripts', script))
  fs.copyFileSync(path.join(ROOT, 'engine/Doxyfile'), path.join(dir, 'engine/Doxyfile'))
  return dir
}

function release(repo: string, version: string, header: string): void {
  const include = path.join(repo, 'engine/releases', version, 'include/demo')
  fs.mkdirSync(include, { recursive: true })
  fs.writeFileSync(path.join(include, 'demo.hpp'), header)
}

const run = (repo: string, ...args: string[]) => spawnSync('bash', [path.join(repo, 'scripts/api-version.sh'), ...args], { encoding: 'utf8' })

const documented = (fn: string) => `/**
 * \\file demo.hpp
 * \\brief A demo header.
 */
#pragma once

/** \\brief The demo namespace. */
namespace demo {
    /** \\brief Does nothing. \\return Zero. */
    int ${fn}();
}
`

test('api:version writes a snapshot per release and keeps versions.json newest first', { skip: !hasDoxygen && 'doxygen is not installed' }, () => {
  const repo = scratchRepo()
  release(repo, '0.2.0', documented('second'))
  release(repo, '0.10.0', documented('tenth'))
  release(repo, '0.1.0', documented('first'))
  for (const v of ['0.2.0', '0.10.0', '0.1.0']) assert.equal(run(repo, v).status, 0, v)
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(repo, 'versions.json'), 'utf8')), ['0.10.0', '0.2.0', '0.1.0'])
  const snapshot = path.join(repo, 'versioned_doxygen_xml/version-0.10.0')
  assert.match(fs.readFileSync(path.join(snapshot, 'namespacedemo.xml'), 'utf8'), /<name>tenth<\/name>/)
  // Doxyfile.xml names the release and no path of this machine.
  const doxyfile = fs.readFileSync(path.join(snapshot, 'Doxyfile.xml'), 'utf8')
  assert.match(doxyfile, /id='PROJECT_NUMBER'[^\n]*0\.10\.0/)
  assert.doesNotMatch(doxyfile, new RegExp(repo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  // Running again changes nothing; the check agrees, and finds a hand edit.
  assert.equal(run(repo, '0.2.0').status, 0)
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(repo, 'versions.json'), 'utf8')), ['0.10.0', '0.2.0', '0.1.0'])
  assert.equal(run(repo, '--check', '0.2.0').status, 0)
  fs.appendFileSync(path.join(repo, 'versioned_doxygen_xml/version-0.2.0/namespacedemo.xml'), '<!-- edited -->')
  const drift = run(repo, '--check', '0.2.0')
  assert.equal(drift.status, 1)
  assert.match(drift.stderr, /version-0\.2\.0 is out of date; run 'npm run api:version -- 0\.2\.0'/)
  fs.rmSync(repo, { recursive: true, force: true })
})

test('api:version takes another engine tree, and refuses bad input naming it', { skip: !hasDoxygen && 'doxygen is not installed' }, () => {
  const repo = scratchRepo()
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-tree-'))
  fs.mkdirSync(path.join(tree, 'include'))
  fs.writeFileSync(path.join(tree, 'include/demo.hpp'), documented('elsewhere'))
  assert.equal(run(repo, '1.0.0', tree).status, 0)
  assert.ok(fs.existsSync(path.join(repo, 'versioned_doxygen_xml/version-1.0.0/namespacedemo.xml')))

  const notANumber = run(repo, 'next')
  assert.equal(notANumber.status, 2)
  assert.match(notANumber.stderr, /"next" is not a release number like 0\.3\.0/)
  const missing = run(repo, '2.0.0')
  assert.equal(missing.status, 1)
  assert.match(missing.stderr, /engine\/releases\/2\.0\.0 has no include\/ folder/)
  // An undocumented entity is a doxygen warning: no snapshot is left behind and versions.json is untouched.
  release(repo, '3.0.0', documented('first').replace('/** \\brief Does nothing. \\return Zero. */\n', ''))
  const warned = run(repo, '3.0.0')
  assert.equal(warned.status, 1)
  assert.match(warned.stderr, /doxygen reported the warnings above for 3\.0\.0/)
  assert.ok(!fs.existsSync(path.join(repo, 'versioned_doxygen_xml/version-3.0.0')))
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(repo, 'versions.json'), 'utf8')), ['1.0.0'])
  fs.rmSync(repo, { recursive: true, force: true })
  fs.rmSync(tree, { recursive: true, force: true })
})

test('the committed releases: versions.json lists exactly the folders of versioned_doxygen_xml and engine/releases', () => {
  const listed = JSON.parse(fs.readFileSync(path.join(ROOT, 'versions.json'), 'utf8')) as string[]
  const folders = fs.readdirSync(path.join(ROOT, 'versioned_doxygen_xml')).map((f) => f.replace(/^version-/, ''))
  const trees = fs.readdirSync(path.join(ROOT, 'engine/releases')).filter((f) => fs.statSync(path.join(ROOT, 'engine/releases', f)).isDirectory())
  assert.deepEqual([...folders].sort(), [...listed].sort())
  assert.deepEqual([...trees].sort(), [...listed].sort())
  // The umbrella header of each release reports that release.
  for (const v of listed) {
    const [major, minor, patch] = v.split('.')
    const header = fs.readFileSync(path.join(ROOT, 'engine/releases', v, 'include/helios/version.hpp'), 'utf8')
    assert.match(header, new RegExp(`HELIOS_VERSION_MAJOR ${major}\\n[\\s\\S]*HELIOS_VERSION_MINOR ${minor}\\n[\\s\\S]*HELIOS_VERSION_PATCH ${patch}\\n`), v)
  }
})
