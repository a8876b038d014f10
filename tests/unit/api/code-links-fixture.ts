import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** The code links fixture: a small header set (include/demo/gfx.hpp) and its Doxyfile. */
export const CODE_LINKS_FIXTURE = path.resolve(__dirname, '../../fixtures/code-links')
export const CODE_LINKS_INCLUDE = path.join(CODE_LINKS_FIXTURE, 'include')

/** The fixture's doxygen XML, made now with Debian's doxygen (never committed). */
export function codeLinksFixtureXml(): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'code-links-xml-'))
  const doxyfile = `${fs.readFileSync(path.join(CODE_LINKS_FIXTURE, 'Doxyfile'), 'utf8')}\nINPUT = ${CODE_LINKS_INCLUDE}\nOUTPUT_DIRECTORY = ${out}\n`
  execFileSync('doxygen', ['-'], { input: doxyfile, cwd: CODE_LINKS_FIXTURE, stdio: ['pipe', 'ignore', 'inherit'] })
  return path.join(out, 'xml')
}
