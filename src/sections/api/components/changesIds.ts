/** The ids of a changes page's headings. */
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'global'

/**
 * The ids of the page's namespace headings, unique where they are made: names that slug alike (`vtk_detail` and
 * `vtk::detail`, `App` and `app`) get -2, -3… after the first, skipping any id already taken.
 */
export function namespaceHeadingIds(namespaces: readonly string[]): string[] {
  const taken = new Set<string>()
  return namespaces.map((ns) => {
    const base = `ns-${slug(ns)}`
    let id = base
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`
    taken.add(id)
    return id
  })
}
