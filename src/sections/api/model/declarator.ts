/** Where C writes a declared name inside its type; type-only, so the pages' components can use it. */
import type { DocNode } from './doc'

/**
 * A parameter's type cut where C writes the parameter's name: inside the parentheses of a pointer or reference to a
 * function or an array (`int (*` name `)(void *)`), which doxygen's <type> leaves empty. Null when the name simply
 * follows the type.
 */
export function splitAtDeclarator(type: readonly DocNode[]): [DocNode[], DocNode[]] | null {
  for (let i = 0; i < type.length; i++) {
    const n = type[i]
    if (typeof n !== 'string') continue
    const m = /\(\s*[*&^]+\s*\)/.exec(n)
    if (!m) continue
    const cut = m.index + m[0].length - 1
    return [[...type.slice(0, i), n.slice(0, cut)], [n.slice(cut), ...type.slice(i + 1)]]
  }
  return null
}
