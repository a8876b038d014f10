/**
 * A concept's definition as its page and twin show it. Imports nothing but types, so the page's browser bundle can
 * use it (model/templates.ts reads routes, which need Node's modules).
 */
import type { DocNode } from './doc'

/**
 * A concept's constraint: doxygen's initializer of a concept is its whole definition (`template<typename T>
 * concept Name = expr`); the expression after the first `=` is the constraint. Null when it has no `=`.
 */
export function conceptConstraint(initializer: DocNode[]): DocNode[] | null {
  for (let i = 0; i < initializer.length; i++) {
    const n = initializer[i]
    if (typeof n !== 'string') continue
    const eq = n.indexOf('=')
    if (eq < 0) continue
    const rest = [n.slice(eq + 1).trimStart(), ...initializer.slice(i + 1)]
    const last = rest.length - 1
    if (typeof rest[last] === 'string') rest[last] = (rest[last] as string).trimEnd()
    return rest.filter((x) => x !== '')
  }
  return null
}
