/**
 * Synthesises a larger doxygen XML set for the benches: N renamed copies of a real one, each with its own pages and
 * valid refs (docs/sections/scripts-and-tests.md, "Search tests and tools").
 *
 *   npx tsx scripts/synth-doxygen.ts [--from doxygen-xml] [--to /tmp/doxygen-xml-x10] [--copies 10]
 */
import fs from 'node:fs'
import path from 'node:path'

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback
}

const from = path.resolve(arg('from', 'doxygen-xml'))
const to = path.resolve(arg('to', '/tmp/doxygen-xml-x10'))
const copies = Number(arg('copies', '10'))
const SINGLE_PAGES = new Set(['indexpage', 'todo', 'deprecated', 'bug', 'test'])
const XREF_ID = /^(todo|deprecated|bug|test)_1_(.*)$/

const index = fs.readFileSync(path.join(from, 'index.xml'), 'utf8')
const entries = [...index.matchAll(/<compound refid="([^"]+)" kind="([^"]+)"><name>([^<]*)<\/name>[\s\S]*?<\/compound>/g)]
const topNamespaces = entries.filter((e) => e[2] === 'namespace' && !e[3].includes('::')).map((e) => e[3])
const nsPattern = topNamespaces.length ? new RegExp(`(^|[^\\w:])(${topNamespaces.map((n) => n.replace(/[^\w]/g, '\\$&')).join('|')})(?=::|$|[^\\w])`, 'g') : null

function rewriteId(id: string, k: number): string {
  if (SINGLE_PAGES.has(id)) return id
  const x = XREF_ID.exec(id)
  if (x) return `${x[1]}_1_k${k}${x[2]}`
  return `k${k}_${id}`
}

function rewrite(xml: string, k: number): string {
  if (k === 0) return xml
  const renameNs = (s: string) => (nsPattern ? s.replace(nsPattern, (_m, pre: string, ns: string) => `${pre}${ns}_k${k}`) : s)
  return xml
    .replace(/\b(id|refid)="([^"]+)"/g, (_m, attr: string, id: string) => `${attr}="${rewriteId(id, k)}"`)
    .replace(/\b(file|bodyfile)="([^"]+)"/g, (_m, attr: string, p: string) => `${attr}="k${k}/${p}"`)
    .replace(/<(compoundname|qualifiedname|innerclass|innernamespace|innerconcept|definition|name)([^>]*)>([^<]*)</g, (_m, tag: string, attrs: string, text: string) => {
      let t = renameNs(text)
      if (tag === 'compoundname' && /kind="dir"/.test(xml.slice(0, 600))) t = `k${k}/${text}`
      return `<${tag}${attrs}>${t}<`
    })
    .replace(/<innerdir([^>]*)>([^<]*)</g, (_m, attrs: string, text: string) => `<innerdir${attrs}>k${k}/${text}<`)
}

fs.rmSync(to, { recursive: true, force: true })
fs.mkdirSync(to, { recursive: true })
const files = fs.readdirSync(from).filter((f) => f.endsWith('.xml') && f !== 'index.xml')
const others = fs.readdirSync(from).filter((f) => !f.endsWith('.xml'))
for (const f of others) fs.copyFileSync(path.join(from, f), path.join(to, f))
let written = 0
const indexParts: string[] = []
for (let k = 0; k < copies; k++) {
  for (const f of files) {
    const id = f.slice(0, -4)
    if (k > 0 && (SINGLE_PAGES.has(id) || f === 'Doxyfile.xml')) continue
    const xml = fs.readFileSync(path.join(from, f), 'utf8')
    fs.writeFileSync(path.join(to, k === 0 ? f : `${rewriteId(id, k)}.xml`), rewrite(xml, k))
    written++
  }
  for (const e of entries) {
    if (k > 0 && SINGLE_PAGES.has(e[1])) continue
    indexParts.push(rewrite(e[0], k).replace(/<name>([^<]*)<\/name>/, (_m, n: string) => (k > 0 && e[2] === 'dir' ? `<name>k${k}/${n}</name>` : `<name>${n}</name>`)))
  }
}
const head = index.slice(0, index.indexOf('<compound '))
fs.writeFileSync(path.join(to, 'index.xml'), `${head}${indexParts.join('\n  ')}\n</doxygenindex>\n`)
console.log(`synth-doxygen: ${copies} copies of ${from} → ${to}: ${written} compound files, ${indexParts.length} index entries`)
