import { slugify } from './slug'

/**
 * The ids of a changes page's namespace headings, unique where they are made (the DoxygenVersionChanges node, read
 * by the page and its twin): slugged as member anchors are (model/routes.ts), names that slug alike (`vtk_detail` and
 * `vtk::detail`, `App` and `app`) get -2, -3… after the first, skipping any id already taken.
 */
export function namespaceHeadingIds(namespaces: readonly string[]): string[] {
  const taken = new Set<string>()
  return namespaces.map((ns) => {
    const base = `ns-${slugify(ns) || 'global'}`
    let id = base
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`
    taken.add(id)
    return id
  })
}
