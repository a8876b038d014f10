/** Docs versions of the site config against versions.json: an unknown one stops the build naming those that exist. */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import { unknownDocsVersions } from '../../../src/sections/api/gatsby-node'
import { siteConfig } from '../../../src/shell/config/site'
import { readVersionsFile, releasesLayout } from '../../../src/sections/api/model/versions'
import { versionBasePath, versionDocsTag, versionRoute } from '../../../src/sections/api/options'

const releases = readVersionsFile(releasesLayout(path.resolve(__dirname, '../../..')).versionsFile)

test('the site config lists Next and every release of versions.json, each at its own base path', () => {
  assert.deepEqual(unknownDocsVersions(siteConfig.docs, releases), [])
  const versions = siteConfig.docs.find((d) => d.id === 'default')!.versions
  assert.deepEqual(versions.map((v) => v.name), ['current', ...releases])
  assert.equal(versions[0]!.label, 'Next')
  for (const v of releases) assert.equal(versions.find((x) => x.name === v)!.path, `/docs/${v}/helios/`)
})

test('a version that is neither current nor in versions.json is named, with the versions that exist', () => {
  const problems = unknownDocsVersions([{ id: 'default', versions: [{ name: 'current' }, { name: '0.4.0' }] }], ['0.3.0', '0.2.0'])
  assert.equal(problems.length, 1)
  assert.match(problems[0]!, /versions\[1\] is "0\.4\.0", which does not exist/)
  assert.match(problems[0]!, /"current", "0\.3\.0", "0\.2\.0"/)
})

test('routes and docs tags per version: Next at the spec routes, a release under /docs/<version>/', () => {
  assert.equal(versionBasePath('current'), '/docs/helios/')
  assert.equal(versionBasePath('0.2.0'), '/docs/0.2.0/helios/')
  assert.equal(versionRoute('0.2.0', 'classes'), '/docs/0.2.0/helios/classes/')
  assert.equal(versionDocsTag('current'), 'docs-default-current')
  assert.equal(versionDocsTag('0.2.0'), 'docs-default-0.2.0')
})
