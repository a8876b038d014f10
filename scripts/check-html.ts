/**
 * The W3C Nu HTML checker (npm vnu-jar, run with Debian's Java) over the built HTML of one page of every page
 * family (tests/support/pageFamilies.ts) in public/. Prints each error with its file and line, and exits
 * non-zero on any. Warnings are printed with --warnings only.
 *
 *   npx tsx scripts/check-html.ts [--warnings]      (HELIOS_DOXYGEN_XML names the XML the build read)
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { pageFamilies } from '../tests/support/pageFamilies'

/** vnu-jar's main export is the path of vnu.jar (its documented use). */
const VNU_JAR = String(createRequire(__filename)('vnu-jar'))
const JAVA = process.env.JAVA ?? '/usr/bin/java'
const root = path.resolve(__dirname, '..')
const publicDir = path.join(root, 'public')

interface Message {
  type: string
  subType?: string
  url?: string
  lastLine?: number
  message: string
  extract?: string
}

export function checkHtml(files: string[]): Message[] {
  if (!fs.existsSync(JAVA)) throw new Error(`${JAVA} not found: install Java 17 (scripts/install-system-deps.sh installs openjdk-17-jre-headless)`)
  const r = spawnSync(JAVA, ['-Xss8m', '-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (r.status !== 0) throw new Error(`vnu failed (exit ${r.status}): ${r.stderr.slice(0, 2000)}`)
  // vnu writes its JSON report to stderr.
  return (JSON.parse(r.stderr) as { messages: Message[] }).messages
}

const isError = (m: Message) => m.type === 'error' || m.type === 'non-document-error'

/** The errors among vnu's messages, one line each: file (relative to public/), line, message, extract. */
export function htmlErrors(messages: Message[], publicDir: string, withWarnings = false): string[] {
  return messages
    .filter((m) => isError(m) || (withWarnings && m.type === 'info' && m.subType === 'warning'))
    .map((m) => {
      const file = m.url ? path.relative(publicDir, new URL(m.url).pathname) : '?'
      return `${isError(m) ? 'error' : 'warning'}: ${file}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ').slice(0, 160)}` : ''}`
    })
}

if (require.main === module) {
  const showWarnings = process.argv.includes('--warnings')
  const { pages, missing } = pageFamilies()
  const files = [...new Set(pages.map((p) => path.join(publicDir, p.file)))]
  const t0 = Date.now()
  const messages = checkHtml(files)
  const errors = messages.filter(isError)
  const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning')
  for (const line of htmlErrors(messages, publicDir, showWarnings)) console.log(line)
  console.log(`vnu: ${files.length} pages, ${errors.length} errors, ${warnings.length} warnings (${((Date.now() - t0) / 1000).toFixed(1)} s)${missing.length ? `; families this build lacks: ${missing.join(', ')}` : ''}`)
  process.exit(errors.length ? 1 : 0)
}
