/**
 * The C++ reader's reference on a built corpus (issue 42's items), checked on the pages and twins the build wrote,
 * against what the section's node code makes of the corpus' XML: every overload set's block is on its page under
 * its id; a concept's page links what it constrains; a primary template's page links its specialisations, and each
 * specialisation's page links back; their Markdown twins list the same; every formula is typeset as MathML
 * (tests/generative/formulas.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { readDoxygenFolder } from '../../src/sections/api/model/model'
import { buildRoutes } from '../../src/sections/api/model/routes'
import { resolveAll } from '../../src/sections/api/model/resolve'
import { linkRows } from '../../src/sections/api/model/overloads'
import { compoundPayloads, memberPayloads } from '../../src/sections/api/node/nodes'
import { absoluteHref } from '../../src/shell/markdownTwin'
import { formulaProblems } from '../generative/formulas'

export interface BuiltReference {
  /** What was checked, for the run's log. */
  summary: string
  problems: string[]
}

/** The HTML of a page's section marked with `attr`, up to its end (a paragraph for the primary's line). */
function section(page: string, attr: string): string {
  const at = page.indexOf(attr)
  if (at < 0) return ''
  const end = page.indexOf(page.lastIndexOf('<p', at) > page.lastIndexOf('<section', at) ? '</p>' : '</section>', at)
  return page.slice(at, end < 0 ? undefined : end)
}

const escaped = (href: string) => href.replace(/&/g, '&amp;')

export function builtReferenceProblems(xmlDir: string, publicDir: string, basePath: string): BuiltReference {
  const model = readDoxygenFolder(xmlDir, { warn: () => undefined })
  const routes = buildRoutes(model, basePath)
  resolveAll(model, routes, () => undefined)
  const compounds = compoundPayloads(model, routes)
  const members = memberPayloads(model, routes)
  const problems: string[] = []
  const read = (route: string, file: string) => {
    const f = path.join(publicDir, route, file)
    return fs.existsSync(f) ? fs.readFileSync(f, 'utf8') : undefined
  }
  const pages = new Map<string, string | undefined>()
  const html = (route: string) => {
    if (!pages.has(route)) pages.set(route, read(route, 'index.html'))
    return pages.get(route)
  }
  const twin = (route: string) => read(route, 'index.md')

  // Overload sets: the set's block carries its id on the page that documents it.
  const sets = new Map<string, { route: string; anchor: string }>()
  for (const m of members) if (m.overloadSet) sets.set(m.overloadSet.href, { route: m.route, anchor: m.overloadSet.anchor })
  for (const [href, s] of sets) {
    const page = html(s.route)
    if (!page) problems.push(`overload set ${href}: no page at ${s.route}`)
    else if (!page.includes(`id="${s.anchor}"`)) problems.push(`overload set ${href}: no id "${s.anchor}" on its page`)
  }

  // Template lists: on the page, then in its twin, each row linked: overloads of one function share a row, which links
  // their overload set's entry when they all belong to one (linkRows, as the page and the twin make their rows).
  let lists = 0
  const check = (owner: string, route: string, attr: string, heading: string | null, hrefs: Array<string | null>) => {
    lists++
    const page = html(route)
    const md = twin(route)
    if (!page) return problems.push(`${owner}: no page at ${route}`)
    const part = section(page, attr)
    if (!part) problems.push(`${owner}: its page has no ${attr} section`)
    for (const h of hrefs) if (h && !part.includes(`href="${escaped(h)}"`)) problems.push(`${owner}: its page's ${attr} section does not link ${h}`)
    if (!md) return problems.push(`${owner}: no twin at ${route}index.md`)
    if (heading && !md.includes(`\n## ${heading}\n`)) problems.push(`${owner}: its twin has no "${heading}" heading`)
    for (const h of hrefs) {
      const url = h ? absoluteHref(h, route) : undefined
      if (url && !md.includes(`](${url})`)) problems.push(`${owner}: its twin does not link ${url}`)
    }
  }
  for (const c of compounds) {
    if (c.constrains.length > 0) check(c.name, c.route, 'data-constrains', 'Constrains', linkRows(c.constrains).map((r) => r.href))
    if (c.specialisations.length > 0) check(c.name, c.route, 'data-specialisations', 'Specialisations', c.specialisations.map((l) => l.href))
    if (c.primaryTemplate) check(c.name, c.route, 'data-primary-template', null, [c.primaryTemplate.href])
  }
  problems.push(...formulaProblems(xmlDir, publicDir, basePath))
  return { summary: `${sets.size} overload sets and ${lists} template lists checked on their pages and twins; formulas checked`, problems }
}
