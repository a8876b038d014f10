/**
 * The Gatsby floor of `bench:build --floor` (scripts/buildFloor.ts): it carries every page of the built site with the
 * data its query returned, and leaves Gatsby's own pages to Gatsby.
 */
import { after, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { installProjectPackages, writeFloorSite } from '../../scripts/buildFloor'

const root = path.resolve(__dirname, '../..')
const scratch: string[] = []
after(() => {
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true })
})

/** A built site's public/ holding the page data of the given routes. */
function builtSite(pages: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'floor-public-'))
  scratch.push(dir)
  for (const [route, data] of Object.entries(pages)) {
    const folder = path.join(dir, 'page-data', route === '/' ? 'index' : route.replace(/^\/|\/$/g, ''))
    fs.mkdirSync(folder, { recursive: true })
    fs.writeFileSync(path.join(folder, 'page-data.json'), JSON.stringify({ componentChunkName: 'component---x', path: route, result: { data, pageContext: { route } }, staticQueryHashes: [] }))
  }
  return dir
}

test('the floor site carries each page of the built site with the data its query returned', () => {
  const pages = { '/': { home: 'welcome' }, '/docs/helios/classes/a/': { compound: { name: 'A', members: [1, 2, 3] } }, '/404/': { gatsby: true } }
  const floor = writeFloorSite(builtSite(pages), root)
  scratch.push(floor.dir)
  const carried = fs.readFileSync(path.join(floor.dir, 'pages.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { route: string; data: { data: unknown } })
  assert.deepEqual(carried.map((p) => p.route).sort(), ['/', '/docs/helios/classes/a/'])
  for (const page of carried) assert.deepEqual(page.data.data, pages[page.route as keyof typeof pages])
  assert.equal(floor.pages, 2)
  assert.ok(floor.dataMb > 0)
  // It runs with the site's packages, installed in a folder of its own, and the preload scripts/build-env.sh names.
  assert.ok(!fs.lstatSync(path.join(floor.dir, 'node_modules')).isSymbolicLink())
  assert.deepEqual(fs.readFileSync(path.join(floor.dir, 'node_modules/gatsby/package.json')), fs.readFileSync(path.join(root, 'node_modules/gatsby/package.json')))
  assert.ok(fs.existsSync(path.join(floor.dir, 'src/shell/server/build-heap.cjs')))
  assert.match(fs.readFileSync(path.join(floor.dir, 'src/templates/page.js'), 'utf8'), /floorPage\(id: \{ eq: \$id \}\)/)
})

test('a site not built yet is named', () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'floor-public-'))
  scratch.push(empty)
  assert.throws(() => writeFloorSite(empty, root), /page-data: no page data \(build the site first\)/)
})

test('a floor gets the project\'s packages as a folder of its own, as an install makes one, not a link Gatsby\'s compile step would not walk', () => {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'floor-project-'))
  const floor = fs.mkdtempSync(path.join(os.tmpdir(), 'floor-site-'))
  scratch.push(project, floor)
  fs.mkdirSync(path.join(project, 'node_modules/some-package/lib'), { recursive: true })
  fs.writeFileSync(path.join(project, 'node_modules/some-package/package.json'), '{"name":"some-package","version":"1.2.3"}')
  fs.writeFileSync(path.join(project, 'node_modules/some-package/lib/index.js'), 'module.exports = 42\n')
  fs.mkdirSync(path.join(floor, 'node_modules/left-over'), { recursive: true })
  installProjectPackages(project, floor)
  const installed = path.join(floor, 'node_modules')
  assert.ok(fs.lstatSync(installed).isDirectory() && !fs.lstatSync(installed).isSymbolicLink())
  assert.deepEqual(fs.readdirSync(installed), ['some-package'])
  assert.equal(fs.readFileSync(path.join(installed, 'some-package/lib/index.js'), 'utf8'), 'module.exports = 42\n')
})

test('a project without installed packages is named', () => {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'floor-project-'))
  const floor = fs.mkdtempSync(path.join(os.tmpdir(), 'floor-site-'))
  scratch.push(project, floor)
  assert.throws(() => installProjectPackages(project, floor), (error: Error) => error.message.includes(path.join(project, 'node_modules')))
})
