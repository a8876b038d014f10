/**
 * Generates the doxygen XML of the doxygen-features fixture
 * (tests/fixtures/doxygen-features) with Debian's doxygen, into a folder the
 * caller names or a fresh temporary one. The XML is never committed.
 *
 *   npx tsx tests/corpora/featuresXml.ts OUT_DIR    → writes OUT_DIR/xml and prints its path
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const FEATURES_FIXTURE = path.resolve(__dirname, '../fixtures/doxygen-features')

/** Runs doxygen on the fixture; returns the XML folder. Throws with doxygen's output when it fails. */
export function generateFeaturesXml(outDir?: string): string {
  const out = outDir ? path.resolve(outDir) : fs.mkdtempSync(path.join(os.tmpdir(), 'doxygen-features-'))
  fs.mkdirSync(out, { recursive: true })
  fs.rmSync(path.join(out, 'xml'), { recursive: true, force: true })
  const config = `${fs.readFileSync(path.join(FEATURES_FIXTURE, 'Doxyfile'), 'utf8')}\nOUTPUT_DIRECTORY = ${out}\n`
  try {
    execFileSync('doxygen', ['-'], { cwd: FEATURES_FIXTURE, input: config, stdio: ['pipe', 'pipe', 'pipe'] })
  } catch (e) {
    const err = e as { stderr?: Buffer; message: string }
    throw new Error(`doxygen failed on ${FEATURES_FIXTURE}: ${err.stderr?.toString() || err.message} (Debian: apt-get install doxygen)`, { cause: e })
  }
  const xml = path.join(out, 'xml')
  if (!fs.existsSync(path.join(xml, 'index.xml'))) throw new Error(`doxygen wrote no ${xml}/index.xml`)
  return xml
}

if (require.main === module) {
  const out = process.argv[2]
  if (!out) {
    console.error('usage: npx tsx tests/corpora/featuresXml.ts OUT_DIR')
    process.exit(2)
  }
  console.log(generateFeaturesXml(out))
}
