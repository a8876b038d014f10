/**
 * Counts, in the built site (public/), what the links from prose promise: code spans linked to the API (and single
 * class names left unlinked, which should be none), inheritance diagrams, and source links. Whether a span names
 * one class is decided from the XML alone, independently of the resolver.
 *
 *   npm run report:prose-links [-- --record]        (after npm run build)
 */
import fs from 'node:fs'
import path from 'node:path'
import { parse, type HTMLElement } from 'node-html-parser'
import { readDoxygenFolder } from '../src/sections/api/model/model'
import { buildRoutes } from '../src/sections/api/model/routes'
import { apiOptions } from '../src/sections/api/options'
import { count, recorder, variantOf } from './measurements'

const record = recorder('report:prose-links', "Links the built site promises, counted from public/ and the XML: code spans in prose, class names in prose, inheritance diagrams and source links.", {
  variant: variantOf({ vars: ['HELIOS_DOXYGEN_XML'] }),
})

const publicDir = path.resolve('public')
const xmlDir = path.resolve(process.env.HELIOS_DOXYGEN_XML ?? 'doxygen-xml')
const model = readDoxygenFolder(xmlDir)
const routes = buildRoutes(model, apiOptions.basePath)
const read = (route: string): HTMLElement | null => {
  const f = path.join(publicDir, decodeURI(route), 'index.html')
  return fs.existsSync(f) ? parse(fs.readFileSync(f, 'utf8')) : null
}

// Names → entities, from the XML: every compound and member by its qualified name and each shorter qualification.
const entities = new Map<string, Set<string>>()
const add = (qualified: string, id: string) => {
  const parts = qualified.split('::')
  for (let i = 0; i < parts.length; i++) {
    const k = parts.slice(i).join('::')
    const set = entities.get(k) ?? new Set()
    set.add(id)
    entities.set(k, set)
  }
}
const classIds = new Set<string>()
const classNames = new Map<string, string>()
for (const c of model.compounds.values()) {
  if (['page', 'dir', 'group', 'example'].includes(c.kind)) continue
  add(c.name, c.id)
  if (c.kind === 'class' || c.kind === 'struct') {
    classIds.add(c.id)
    classNames.set(c.id, c.name)
  }
}
for (const m of model.members.values()) {
  // A constructor (or a friend declaration) of a class is the class as far as a mention goes.
  const owner = model.compounds.get(m.compoundId)
  if (owner && owner.name.split('::').pop() === m.name && (m.kind === 'function' || m.kind === 'friend')) continue
  if (m.kind === 'friend' && [...classNames.values()].some((n) => n.split('::').pop() === m.name)) continue
  add(m.qualifiedName, m.id)
  for (const ev of m.enumValues) add(`${m.qualifiedName}::${ev.name}`, ev.id)
}
/** The one class a span names, or null. */
function uniqueClass(span: string): string | null {
  const name = span.trim().replace(/\(.*\)$/, '').replace(/<[^<>]*>/g, '').replace(/^::/, '')
  const ids = entities.get(name)
  if (!ids || ids.size !== 1) return null
  const [id] = ids
  return classIds.has(id) ? id : null
}

const prosePages: string[] = []
const devlog = path.join(publicDir, 'devlog')
for (const y of fs.readdirSync(devlog).filter((d) => /^\d{4}$/.test(d)))
  for (const m of fs.readdirSync(path.join(devlog, y)))
    for (const d of fs.readdirSync(path.join(devlog, y, m)))
      // (A slug with a space is the redirect page of an old spelling, not a post.)
      for (const slug of fs.readdirSync(path.join(devlog, y, m, d))) if (!slug.includes(' ') && fs.existsSync(path.join(devlog, y, m, d, slug, 'index.html'))) prosePages.push(`/devlog/${y}/${m}/${d}/${slug}/`)
prosePages.push('/docs/', '/docs/introduction/', '/helios/', '/markdown-page/')

let spans = 0
let linked = 0
let linkedClass = 0
const unlinkedClass: string[] = []
for (const route of prosePages) {
  const root = read(route)
  const article = root?.querySelector('article')
  if (!article) throw new Error(`${route}: no article in public/`)
  for (const code of article.querySelectorAll('code')) {
    let inPre = false
    let link: HTMLElement | null = null
    for (let p = code.parentNode; p; p = p.parentNode) {
      if (p.tagName === 'PRE') inPre = true
      if (p.tagName === 'A' && !link) link = p
    }
    if (inPre || code.classList.contains('katex') || code.closest('.katex')) continue
    spans++
    const isApi = link?.classList.contains('api-link') ?? false
    if (isApi) linked++
    const cls = uniqueClass(code.textContent)
    if (cls && isApi) linkedClass++
    if (cls && !link) unlinkedClass.push(`${route}: ${code.textContent}`)
  }
}

const related = [...model.compounds.values()].filter((c) => (c.kind === 'class' || c.kind === 'struct') && c.bases.length + c.derived.length > 0)
const withDiagram = related.filter((c) => read(routes.compounds.get(c.id)!)?.querySelector('svg[data-inheritance-diagram]'))
const located = [...model.compounds.values()].filter((c) => c.location?.file && c.kind !== 'page' && c.kind !== 'dir')
const withSource = located.filter((c) => read(routes.compounds.get(c.id)!)?.querySelector('a[data-source-link]'))

console.log(`prose pages: ${prosePages.length}; inline code spans: ${spans}`)
console.log(`spans linked to the API reference: ${linked}`)
console.log(`spans naming exactly one class or struct: ${linkedClass + unlinkedClass.length}, linked: ${linkedClass}, not linked: ${unlinkedClass.length}`)
for (const u of unlinkedClass) console.log(`  not linked: ${u}`)
console.log(`classes and structs with a base or a derived class: ${related.length}, with a diagram: ${withDiagram.length}`)
for (const c of related.filter((x) => !withDiagram.includes(x))) console.log(`  no diagram: ${c.name}`)
console.log(`compounds with a declaration: ${located.length}, linking it to the source host: ${withSource.length}`)
for (const c of located.filter((x) => !withSource.includes(x)).slice(0, 20)) console.log(`  no source link: ${c.kind} ${c.name}`)
record.add('code-spans-linked', `${count(linked)} of ${count(spans)} inline code spans on ${prosePages.length} prose pages linked to the reference`)
record.add('class-names-linked', `${count(linkedClass)} of ${count(linkedClass + unlinkedClass.length)} spans naming exactly one class or struct`)
record.add('inheritance-diagrams', `${count(withDiagram.length)} of ${count(related.length)} classes and structs with a base or a derived class`)
record.add('source-links', `${count(withSource.length)} of ${count(located.length)} compounds with a declaration`)
record.save()
process.exitCode = unlinkedClass.length === 0 && withDiagram.length === related.length ? 0 : 1
