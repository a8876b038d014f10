/**
 * The generative test's check of templates: what the generated library declares (tests/generative/cppLibrary.ts)
 * is what the model relates and the pages show. Each header's concept constrains the class templates written with
 * it and its function; its documentation asserts `int` satisfies it and `void` does not; each class template's
 * `<int>` and `<T *>` specialisations belong to it. Expectations come from the library, not from the code under test.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Library } from './cppLibrary'
import { conceptName, constrainedFunctionName } from './cppLibrary'
import { readDoxygenFolder, type DoxygenModel } from '../../src/sections/api/model/model'
import { templateRelations } from '../../src/sections/api/model/templates'
import { plainText } from '../../src/sections/api/model/doc'
import { buildRoutes } from '../../src/sections/api/model/routes'
import { hrefFor } from '../../src/sections/api/model/hrefs'

export interface TemplateExpectations {
  /** concept → names it constrains. */
  constrains: Array<{ concept: string; entity: string }>
  satisfied: Array<{ concept: string; type: string; holds: boolean }>
  /** primary → specialisation (names without spaces). */
  specialisations: Array<{ primary: string; specialisation: string }>
}

const norm = (s: string) => s.replace(/\s+/g, '')

export function templateExpectations(lib: Library): TemplateExpectations {
  const out: TemplateExpectations = { constrains: [], satisfied: [], specialisations: [] }
  const seen = new Set<string>()
  lib.headers.forEach((h, hi) => {
    const concept = `${h.ns}::${conceptName(hi)}`
    // A header without an extension is C++ to doxygen only through EXTENSION_MAPPING.
    const parsed = !h.noExtension || lib.settings.EXTENSION_MAPPING
    if (h.concept && parsed) {
      out.constrains.push({ concept, entity: `${h.ns}::${constrainedFunctionName(hi)}` })
      out.satisfied.push({ concept, type: 'int', holds: true }, { concept, type: 'void', holds: false })
    }
    for (const c of h.classes) {
      const name = `${h.ns}::${c.name}`
      if (seen.has(name)) continue
      seen.add(name)
      if (!c.template || !parsed) continue
      if (h.concept && c.constrained && c.constrained !== 'none') out.constrains.push({ concept, entity: name })
      if (c.specialise) out.specialisations.push({ primary: name, specialisation: `${name}<int>` })
      if (c.partial) out.specialisations.push({ primary: name, specialisation: `${name}<T*>` })
    }
  })
  return out
}

/** Ids by normalised name (compounds and members); an entity doxygen left out (undocumented) has none. */
function idsByName(model: DoxygenModel): Map<string, string[]> {
  const out = new Map<string, string[]>()
  const add = (name: string, id: string) => out.set(norm(name), [...(out.get(norm(name)) ?? []), id])
  for (const c of model.compounds.values()) if (c.kind !== 'file' && c.kind !== 'dir' && c.kind !== 'page') add(c.name, c.id)
  for (const m of model.members.values()) add(m.qualifiedName, m.id)
  return out
}

/** What the model relates that the library does not say, or misses of what it says. */
export function relationProblems(lib: Library, model: DoxygenModel): string[] {
  const want = templateExpectations(lib)
  const rel = templateRelations(model)
  const ids = idsByName(model)
  const one = (name: string) => ids.get(norm(name))?.find((id) => model.compounds.has(id) || model.members.get(id)?.kind === 'function')
  const problems: string[] = []
  for (const { concept, entity } of want.constrains) {
    const c = one(concept)
    const e = one(entity)
    if (!c) problems.push(`concept ${concept} is not in the XML`)
    else if (e && !(rel.constrains.get(c) ?? []).includes(e)) problems.push(`${concept} does not list ${entity} among what it constrains`)
  }
  for (const { concept, type, holds } of want.satisfied) {
    const c = one(concept)
    if (c && !(rel.satisfiedBy.get(c) ?? []).some((s) => plainText(s.type) === type && s.holds === holds)) problems.push(`${concept}: static_assert(${holds ? '' : '!'}…<${type}>) is not among its documented types`)
  }
  for (const { primary, specialisation } of want.specialisations) {
    const p = one(primary)
    const s = one(specialisation)
    if (!p || !s) continue
    if (rel.primaryOf.get(s) !== p) problems.push(`${specialisation} is not linked to its primary ${primary}`)
    if (!(rel.specialisations.get(p) ?? []).includes(s)) problems.push(`${primary} does not list its specialisation ${specialisation}`)
  }
  // Nothing related that the library did not write: every specialisation found is one of those written.
  const written = new Set(want.specialisations.map((x) => norm(x.specialisation)))
  for (const s of rel.primaryOf.keys()) if (!written.has(norm(model.compounds.get(s)!.name))) problems.push(`${model.compounds.get(s)!.name} taken for a specialisation`)
  return problems
}

/** On a build: each relation the library declares is a link on the pages at `basePath`, in both directions for specialisations. */
export function templatePageProblems(lib: Library, xmlDir: string, publicDir: string, basePath: string): string[] {
  const model = readDoxygenFolder(xmlDir)
  const routes = buildRoutes(model, basePath)
  const want = templateExpectations(lib)
  const ids = idsByName(model)
  const one = (name: string) => ids.get(norm(name))?.find((id) => model.compounds.has(id) || model.members.get(id)?.kind === 'function')
  const html = (id: string) => {
    const route = routes.compounds.get(id)
    const file = route && path.join(publicDir, route, 'index.html')
    return file && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined
  }
  /** The HTML of a page's section marked with `attr` (up to its closing </section>, or the paragraph's end). */
  const section = (page: string | undefined, attr: string) => {
    const at = page?.indexOf(attr) ?? -1
    if (!page || at < 0) return ''
    const end = page.indexOf(page.lastIndexOf('<p', at) > page.lastIndexOf('<section', at) ? '</p>' : '</section>', at)
    return page.slice(at, end < 0 ? undefined : end)
  }
  const linksTo = (part: string, id: string) => {
    const href = hrefFor(id, routes, model)
    return href !== undefined && part.includes(`href="${href.replace(/&/g, '&amp;')}"`)
  }
  const problems: string[] = []
  for (const { concept, entity } of want.constrains) {
    const c = one(concept)
    const e = one(entity)
    if (!c || !e) continue
    if (!linksTo(section(html(c), 'data-constrains'), e)) problems.push(`the page of ${concept} (${routes.compounds.get(c)}) does not link to ${entity} under Constrains`)
  }
  for (const { concept, type } of want.satisfied) {
    const c = one(concept)
    if (c && !section(html(c), 'data-satisfied-by').includes(`>${type}<`)) problems.push(`the page of ${concept} does not show ${type} under Satisfied by`)
  }
  for (const { primary, specialisation } of want.specialisations) {
    const p = one(primary)
    const s = one(specialisation)
    if (!p || !s) continue
    if (!linksTo(section(html(p), 'data-specialisations'), s)) problems.push(`the page of ${primary} does not link to its specialisation ${specialisation}`)
    if (!linksTo(section(html(s), 'data-primary-template'), p)) problems.push(`the page of ${specialisation} does not link back to ${primary}`)
  }
  return problems
}
