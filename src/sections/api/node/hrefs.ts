/**
 * Hrefs of the API section's targets, made from the route table: a doxygen id
 * (compound, member, anchor, xref item) or a source location → the page and
 * anchor that show it. Both the ref resolver (resolve.ts) and the resolver of
 * doxygen's HTML file names (doxygenLinks.ts) build on this module.
 */
import type { DoxygenModel } from './model'
import type { RouteTable } from './routes'

export function hrefFor(id: string, routes: RouteTable, model: DoxygenModel): string | undefined {
  const m = routes.members.get(id)
  if (m) return `${m.route}#${m.anchor}`
  const c = routes.compounds.get(id)
  if (c) return c
  const a = model.anchors.get(id)
  if (a) {
    const route = routes.compounds.get(a.compoundId)
    if (route) return `${route}#${a.anchor}`
  }
  // xrefsect items: "<list>_1<anchor>" point at the list page.
  const i = id.lastIndexOf('_1')
  if (i > 0) {
    const list = id.slice(0, i)
    if (model.xrefs.some((x) => x.list === list)) return `${routes.basePath}pages/${list}/#${id.slice(i + 2)}`
  }
  return undefined
}

/** Source location → link to the file page, at the line when the page has a listing. */
export function locationHref(file: string | undefined, line: number | undefined, routes: RouteTable): string | undefined {
  if (!file) return undefined
  const route = routes.fileByPath.get(file)
  if (!route) return undefined
  return line !== undefined && routes.filesWithListing.has(route) ? `${route}#L${line}` : route
}
