/**
 * The build the Algolia browser tests run against: the whole site with the Algolia variables pointing at the local
 * stub, in public-algolia/. The main build in public/ is set aside and put back, so the main browser tests keep
 * the embedded-index site. The main build is copied aside, not moved: without public/ Gatsby takes its cache for
 * incomplete and starts cold, while with it only the bundles and the HTML are rebuilt.
 *
 * `npx tsx scripts/build-algolia-e2e.ts` (prints the wall time)
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ALGOLIA_E2E, algoliaBuildEnv } from '../tests/e2e-algolia/env'

const root = path.resolve(__dirname, '..')
const publicDir = path.join(root, 'public')
const aside = path.join(root, '.public-main-build')

const started = Date.now()
if (fs.existsSync(aside)) fs.rmSync(aside, { recursive: true, force: true })
const hadMain = fs.existsSync(publicDir)
if (hadMain) fs.cpSync(publicDir, aside, { recursive: true })
let status: number
try {
  const env: NodeJS.ProcessEnv = { ...process.env, HELIOS_E2E_FIXTURES: '1', ...algoliaBuildEnv() }
  // Never push records anywhere from a test build.
  delete env.ALGOLIA_ADMIN_KEY
  const run = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, env, stdio: 'inherit' })
  status = run.status ?? 1
  if (status === 0) {
    fs.rmSync(ALGOLIA_E2E.outDir, { recursive: true, force: true })
    fs.renameSync(publicDir, ALGOLIA_E2E.outDir)
  }
} finally {
  if (fs.existsSync(publicDir) && hadMain) fs.rmSync(publicDir, { recursive: true, force: true })
  if (hadMain) fs.renameSync(aside, publicDir)
}
console.log(`Algolia test build: ${status === 0 ? `written to ${path.relative(root, ALGOLIA_E2E.outDir)}/` : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
process.exit(status)
