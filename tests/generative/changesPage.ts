/**
 * The generative test's check of a version's changes page: every generated library holds two namespaces whose names
 * slug alike (cppLibrary.ts, lib/detail.h), so the page lists both. Their headings must keep apart (one id each,
 * every id once), every link of the page's table of contents must reach a heading, and the page's Markdown twin
 * must hold the same headings, with every link it gives reaching a page (and the id it names) of the build.
 */
import fs from 'node:fs'
import path from 'node:path'
import { forEachTag } from '../../src/sections/api/node/link-check'
import { siteUrlOf } from '../../src/shell/markdownTwin'
import { CHANGES_SEGMENT } from '../../src/sections/api/options'

/** The ids of a page's elements, in order (repeats kept). */
function idsOf(html: string): string[] {
  const ids: string[] = []
  forEachTag(html, ({ attrs }) => {
    if (attrs.id !== undefined) ids.push(attrs.id)
  })
  return ids
}

/** The HTML file of a route in the built site. */
const htmlOf = (publicDir: string, route: string) => path.join(publicDir, decodeURI(route), 'index.html')

/** Problems of the changes page at `basePath` and of its twin; `namespaces` are names the page must list apart. */
export function changesPageProblems(publicDir: string, basePath: string, namespaces: readonly string[]): string[] {
  const route = `${basePath}${CHANGES_SEGMENT}/`
  const file = htmlOf(publicDir, route)
  if (!fs.existsSync(file)) return [`no changes page at ${route}`]
  const html = fs.readFileSync(file, 'utf8')
  const problems: string[] = []
  const ids = idsOf(html)
  const headings: Array<{ id: string; text: string }> = []
  for (const m of html.matchAll(/<h2 id="([^"]*)"[^>]*>([^<]*)<\/h2>/g)) headings.push({ id: m[1], text: m[2].replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>') })
  for (const ns of namespaces) {
    const h = headings.filter((x) => x.text === ns)
    if (h.length !== 1) problems.push(`${route}: namespace ${ns} has ${h.length} headings (one expected)`)
  }
  for (const h of headings) if (ids.filter((id) => id === h.id).length !== 1) problems.push(`${route}: heading id "${h.id}" (${h.text}) is not unique on the page`)
  const own = new Set(ids)
  for (const m of html.matchAll(/href="#([^"]+)"/g)) if (!own.has(m[1])) problems.push(`${route}: link to #${m[1]} reaches no id of the page`)

  const twinFile = path.join(publicDir, decodeURI(route), 'index.md')
  if (!fs.existsSync(twinFile)) return [...problems, `${route}: no Markdown twin (index.md)`]
  const twin = fs.readFileSync(twinFile, 'utf8')
  const twinHeadings = [...twin.matchAll(/^## (.*)$/gm)].map((m) => m[1].replace(/\\(.)/g, '$1'))
  if (JSON.stringify(twinHeadings) !== JSON.stringify(headings.map((h) => h.text))) problems.push(`${route}index.md: headings ${JSON.stringify(twinHeadings)}, the page's ${JSON.stringify(headings.map((h) => h.text))}`)
  const site = siteUrlOf('/')
  const pageIds = new Map<string, Set<string> | null>()
  for (const m of twin.matchAll(/\]\(([^)\s]+)\)/g)) {
    const url = m[1]
    if (!url.startsWith(site)) continue
    const [target, hash] = `/${url.slice(site.length)}`.split('#') as [string, string | undefined]
    if (!pageIds.has(target)) pageIds.set(target, fs.existsSync(htmlOf(publicDir, target)) ? new Set(idsOf(fs.readFileSync(htmlOf(publicDir, target), 'utf8'))) : null)
    const there = pageIds.get(target)
    if (!there) problems.push(`${route}index.md: link ${url} reaches no page`)
    else if (hash && !there.has(decodeURIComponent(hash))) problems.push(`${route}index.md: link ${url}: no id "${hash}" on ${target}`)
  }
  return problems
}
