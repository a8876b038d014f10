/**
 * Sizes of the Markdown twins of a built site (public/): /llms.txt, /llms-full.txt (raw and gzip), the
 * number of page twins (index.md beside an index.html) and of HTML pages without one, the twins' total and
 * largest sizes per section, and, given the XML, the share of description paragraphs the twins show.
 *
 *   npm run bench:markdown [-- --public DIR] [--xml DIR] [--record]    (default XML: the engine's doxygen-xml/)
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { paragraphShare } from '../tests/corpora/paragraphShare'
import { apiOptions } from '../src/sections/api/options'
import { count, recorder, variantOf } from './measurements'

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}
const publicDir = path.resolve(arg('public') ?? 'public')
const xmlDir = path.resolve(arg('xml') ?? process.env.HELIOS_DOXYGEN_XML ?? 'doxygen-xml')
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const record = recorder('bench:markdown', "The Markdown twins of a built site: llms.txt, llms-full.txt, the page twins per section, and the share of the XML's description paragraphs they show.", {
  variant: variantOf({ values: ['public', 'xml'], vars: ['HELIOS_DOXYGEN_XML'] }),
})

function filesNamed(dir: string, name: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) filesNamed(p, name, out)
    else if (e.name === name) out.push(p)
  }
  return out
}

function main(): number {
  if (!fs.existsSync(path.join(publicDir, 'index.html'))) {
    console.error(`${publicDir} holds no built site: run npm run build first`)
    return 2
  }
  for (const f of ['llms.txt', 'llms-full.txt']) {
    const file = path.join(publicDir, f)
    if (!fs.existsSync(file)) {
      console.log(`/${f}: missing`)
      continue
    }
    const body = fs.readFileSync(file)
    const summary = `${kb(body.length)} (${count(body.toString('utf8').split('\n').length)} lines), gzip ${kb(zlib.gzipSync(body).length)}`
    console.log(`/${f}: ${summary}`)
    record.add(f.replace('.', '-'), summary)
  }
  const twins = filesNamed(publicDir, 'index.md')
  const html = filesNamed(publicDir, 'index.html').filter((f) => !f.includes(`${path.sep}__e2e${path.sep}`))
  const withTwin = new Set(twins.map((f) => path.dirname(f)))
  const sections = new Map<string, { n: number; bytes: number; largest: [number, string] }>()
  for (const f of twins) {
    const route = `/${path.relative(publicDir, path.dirname(f)).split(path.sep).join('/')}/`
    const section = route.startsWith(apiOptions.basePath) ? 'API' : route.startsWith('/devlog/') ? 'devlog' : 'docs and pages'
    const size = fs.statSync(f).size
    const s = sections.get(section) ?? { n: 0, bytes: 0, largest: [0, ''] }
    s.n++
    s.bytes += size
    if (size > s.largest[0]) s.largest = [size, route]
    sections.set(section, s)
  }
  const without = html.filter((f) => !withTwin.has(path.dirname(f))).length
  console.log(`page twins: ${twins.length} (HTML pages without a twin: ${without} of ${html.length}: lists, tags, archive, home, search, 404)`)
  for (const [name, s] of sections) console.log(`  ${name}: ${s.n} twins, ${kb(s.bytes)}, average ${kb(s.bytes / s.n)}, largest ${kb(s.largest[0])} ${s.largest[1]}`)
  record.add(
    'page-twins',
    `${count(html.length - without)} of ${count(html.length)} HTML pages have one; ` + [...sections].map(([name, s]) => `${name} ${count(s.n)} twins, ${kb(s.bytes)} (largest ${kb(s.largest[0])})`).join('; '),
  )
  if (fs.existsSync(path.join(xmlDir, 'index.xml'))) {
    const t0 = Date.now()
    const md = paragraphShare({ xmlDir, publicDir, basePath: apiOptions.basePath, format: 'markdown' })
    console.log(`paragraph share in the Markdown twins (${path.relative(process.cwd(), xmlDir) || xmlDir}): ${md.share.toFixed(2)} % (${md.shown}/${md.total}) in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
    for (const m of md.missing.slice(0, 10)) console.log(`  missing: ${m.xmlFile} ${m.entity} on ${m.page ?? '(no page)'}index.md: ${m.text.slice(0, 100)}`)
    record.add('paragraph-share', `${md.share.toFixed(2)} % (${count(md.shown)} of ${count(md.total)})`)
  }
  record.save()
  return 0
}

process.exit(main())
