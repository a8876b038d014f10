/**
 * Hrefs of the API section's targets, made from the route table, the same table the pages' ids come from:
 * a doxygen id (compound, member, anchor, xref item) or a source location → the page and anchor that show
 * it. Both the ref resolver (resolve.ts) and the resolver of doxygen's HTML file names (doxygenLinks.ts)
 * build on this module. A location the pages cannot show degrades to the nearest target that exists (the
 * file page without its line anchor; no link when the file has no page), counted in `routes.degraded`.
 */
import type { DoxygenModel } from './model'
import { partRoute } from './pageParts'
import { type RouteTable, xrefItemKey } from './routes'

/** Reasons a link to a source location loses its anchor (keys of RouteTable.degraded). */
export const DEGRADED = {
  lineOutsideListing: 'line not in the file page\'s listing',
  fileWithoutListing: 'file page without a listing',
  fileNotInXml: 'file not in the XML',
} as const

export function countDegraded(routes: RouteTable, reason: string): void {
  routes.degraded.set(reason, (routes.degraded.get(reason) ?? 0) + 1)
}

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
    const list = model.pageNames.get(id.slice(0, i)) ?? id.slice(0, i)
    if (model.xrefs.some((x) => x.list === list)) return `${routes.basePath}pages/${list}/#${id.slice(i + 2)}`
  }
  return undefined
}

/** An xref item's entry on its list page (the id that page gives it), or the list page when the table lacks it. */
export function xrefHref(list: string, anchor: string, ownerId: string, routes: RouteTable): string {
  const id = routes.xrefIds.get(xrefItemKey(list, anchor, ownerId))
  return `${routes.basePath}pages/${list}/${id ? `#${id}` : ''}`
}

/**
 * A line of a file page: `#L<n>` on the part of the page whose listing renders line n (routes.listingLines);
 * otherwise the file page itself, counted by reason.
 */
export function lineHref(route: string, line: number, routes: RouteTable): string {
  const lines = routes.listingLines.get(route)
  const part = lines?.get(line)
  if (part !== undefined) return `${partRoute(route, part)}#L${line}`
  countDegraded(routes, lines ? DEGRADED.lineOutsideListing : DEGRADED.fileWithoutListing)
  return route
}

/** Source location → link to the file page, at the line when the page renders it; undefined when the file has no page. */
export function locationHref(file: string | undefined, line: number | undefined, routes: RouteTable): string | undefined {
  if (!file) return undefined
  const route = routes.fileByPath.get(file)
  if (!route) {
    countDegraded(routes, DEGRADED.fileNotInXml)
    return undefined
  }
  return line !== undefined ? lineHref(route, line, routes) : route
}
