/**
 * `#include` lines of C++ blocks link to the file page of the header they name, in the page's version: the header
 * must be a file of that version's include folder (where clang finds it) and have a page in its reference.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { CodeLink } from '../../../../shell/codeLinks'

/** Header path as an #include names it (helios/scene/Camera.hpp) → its file page, from the file symbols' #include lines. */
export function headerPages(symbols: ReadonlyArray<{ kind: string; url: string; include?: string | null }>): Map<string, string> {
  const out = new Map<string, string>()
  for (const s of symbols) {
    const m = s.kind === 'file' && s.include ? /^#include\s*[<"]([^>"]+)[>"]/.exec(s.include) : null
    if (m && !out.has(m[1])) out.set(m[1], s.url)
  }
  return out
}

/** Links over the path of each `#include <…>` or `#include "…"` line of `code` naming a header of `includeDir` with a page. */
export function includeLinks(code: string, headers: ReadonlyMap<string, string>, includeDir: string): CodeLink[] {
  const links: CodeLink[] = []
  const re = /^([ \t]*#[ \t]*include[ \t]*[<"])([^>"\n]+)[>"]/gm
  for (let m = re.exec(code); m; m = re.exec(code)) {
    const header = m[2]
    const href = headers.get(header)
    if (href && fs.existsSync(path.join(includeDir, header))) links.push({ offset: m.index + m[1].length, length: header.length, href, kind: 'file' })
  }
  return links
}
