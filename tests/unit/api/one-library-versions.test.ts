/**
 * A site built from one library's XML without releases (HELIOS_DOXYGEN_XML set, HELIOS_DOXYGEN_RELEASES unset)
 * offers no engine release: gatsby-config hands the API no releases, so the build makes a reference for Next alone;
 * the navbar's version menu then lists Next alone, and the /search page offers no version choice. The engine's own
 * XML stands in for the library (the engine's releases are what such a build must not offer).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ServerLocation } from '@gatsbyjs/reach-router'
import { readApiVersions } from '../../../src/sections/api/model'
import { readVersionsFile, releasesLayout, type VersionsLayout } from '../../../src/sections/api/model/versions'
import { versionDocsTag } from '../../../src/sections/api/options'
import { ApiVersionMenu } from '../../../src/sections/api/components/ApiVersionDropdown'
import { VersionChoice } from '../../../src/sections/search/components/SearchPage'
import { readVersion, searchableVersions } from '../../../src/sections/search/versions'

const root = path.resolve(__dirname, '../../..')
const xml = path.join(root, 'doxygen-xml')
const engineReleases = readVersionsFile(releasesLayout(root).versionsFile)

type ReleasesOption = Pick<VersionsLayout, 'versionsFile' | 'versionedDir' | 'renamesFile'> | null

/** The releases option gatsby-config gives the doxygen transformer under `env` (it reads the environment as it loads). */
async function configuredReleases(env: Record<string, string>): Promise<ReleasesOption> {
  const read = `import('./gatsby-config.ts').then((m) => {
    const config = m.default.default ?? m.default
    const doxygen = config.plugins.find((p) => p.resolve === 'gatsby-transformer-doxygen')
    process.stdout.write(JSON.stringify(doxygen.options.versions))
  })`
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('HELIOS_DOXYGEN_')))
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', read], { cwd: root, env: { ...clean, ...env }, encoding: 'utf8' })
  return JSON.parse(stdout) as ReleasesOption
}

/** The versions a build makes a reference for (one sidebar each), as the doxygen transformer reads them. */
const builtVersions = (releases: ReleasesOption) => readApiVersions(xml, releases, () => undefined).map((v) => v.name)

/** The docs tags of a build's pages: the site's own sections, and each built version's API pages. */
const docsTagsOf = (built: string[]) => ['devlog', 'default', ...built.map(versionDocsTag)]

/** The navbar's version menu: its entries' labels. */
function menuEntries(built: string[]): string[] {
  const html = renderToStaticMarkup(React.createElement(ServerLocation, { url: '/docs/helios/' }, React.createElement(ApiVersionMenu, { built })))
  return [...html.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1]!)
}

// Both configs load at once (each takes seconds); each build's versions are read once.
const [alone, withReleases] = [configuredReleases({ HELIOS_DOXYGEN_XML: xml }), configuredReleases({ HELIOS_DOXYGEN_XML: xml, HELIOS_DOXYGEN_RELEASES: root })]
const [builtAlone, builtWithReleases] = [alone.then(builtVersions), withReleases.then(builtVersions)]

test('gatsby-config gives a library built alone no releases, so its build makes Next alone; a releases folder brings its releases', async () => {
  assert.equal(await alone, null)
  assert.deepEqual(await builtAlone, ['current'])
  assert.deepEqual(await withReleases, releasesLayout(root))
  assert.deepEqual(await builtWithReleases, ['current', ...engineReleases])
})

test("the navbar's version menu of a library built alone lists Next alone, though the site config names the engine's releases", async () => {
  assert.deepEqual(menuEntries(await builtAlone), ['Next'])
  assert.deepEqual(menuEntries(await builtWithReleases), ['Next', ...engineReleases])
})

test('the /search page of a library built alone offers no version choice, and a release named in its URL searches Next', async () => {
  const versions = searchableVersions(docsTagsOf(await builtAlone))
  assert.equal(readVersion('?q=Ring&version=0.2.0', versions), 'current')
  assert.equal(renderToStaticMarkup(React.createElement(VersionChoice, { versions, version: 'current', onChange: () => undefined })), '')
  const engine = searchableVersions(docsTagsOf(await builtWithReleases))
  const offered = renderToStaticMarkup(React.createElement(VersionChoice, { versions: engine, version: 'current', onChange: () => undefined }))
  assert.match(offered, /data-testid="search-page-version"/)
  assert.deepEqual([...offered.matchAll(/<option [^>]*>([^<]*)<\/option>/g)].map((m) => m[1]), ['Next', ...engineReleases])
})
