/**
 * The generative test's check of formulas: every formula of a case's XML is typeset on its version's pages, its TeX
 * in the annotation of a <math> element as KaTeX was given it (src/sections/api/model/math.ts), never left as source in code.
 */
import fs from 'node:fs'
import path from 'node:path'
import { formulaTex, katexTex } from '../../src/sections/api/model/math'

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#x27': "'", '#39': "'" }
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|apos|#x27|#39);/g, (_, e: string) => ENTITIES[e])
const norm = (tex: string) => tex.replace(/\s+/g, ' ').trim()

function htmlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name))
}

export function formulaProblems(xmlDir: string, publicDir: string, basePath: string): string[] {
  const wanted = new Set<string>()
  for (const f of fs.readdirSync(xmlDir).filter((x) => x.endsWith('.xml'))) {
    for (const m of fs.readFileSync(path.join(xmlDir, f), 'utf8').matchAll(/<formula id="\d+">([\s\S]*?)<\/formula>/g)) wanted.add(norm(katexTex(formulaTex(decode(m[1])).tex)))
  }
  if (wanted.size === 0) return []
  const typeset = new Set<string>()
  for (const file of htmlFiles(path.join(publicDir, basePath))) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/<annotation encoding="application\/x-tex">([^<]*)<\/annotation>/g)) typeset.add(norm(decode(m[1])))
  }
  const missing = [...wanted].filter((t) => !typeset.has(t))
  return missing.length ? [`formulas not typeset as MathML on ${basePath} (${missing.length} of ${wanted.size}):\n${missing.slice(0, 10).map((t) => `  ${t}`).join('\n')}`] : []
}
