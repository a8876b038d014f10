/**
 * Doxygen names what the source leaves unnamed "@N", scoped "ImGuiStyleMod::@3": an unnamed enum, the member an
 * unnamed union or struct is, and that union's or struct's type; with INLINE_SIMPLE_STRUCTS such a union gets a page
 * of its own, named "sf::Event.__unnamed6__". Readers write neither, so the pages, twins and cards show such a member
 * as "(anonymous)" (its qualified name `Style::(anonymous)`, the ApiSymbol contract's form) and such a type as an
 * elided body, `union {…}`. The model keeps doxygen's names as the members' identity (anchors, overload sets,
 * history); only what is shown changes.
 */
import type { DocNode } from './doc'

/** What a page calls a member the source leaves unnamed. */
export const ANONYMOUS_DISPLAY_NAME = '(anonymous)'

/** One part of a doxygen name that stands for something unnamed. */
const UNNAMED = '@\\d+|__unnamed\\d+__'
const ANY_UNNAMED = new RegExp(UNNAMED)
const UNNAMED_LAST = new RegExp(`(^|::|\\.)(?:${UNNAMED})$`)
const UNNAMED_PARTS = new RegExp(`(^|::|\\.)(?:${UNNAMED})(?=::|\\.|$)`, 'g')

/**
 * The scope of a compound doxygen made for an unnamed union or struct with INLINE_SIMPLE_STRUCTS
 * ("sf::Event.__unnamed6__" → "sf::Event"), or null for any other name.
 */
export function unnamedCompoundScope(name: string): string | null {
  const m = /^(.+)\.__unnamed\d+__$/.exec(name)
  return m ? m[1] : null
}

/** Whether any scope of `name` is doxygen's name for something unnamed. */
export const hasAnonymousPart = (name: string): boolean => ANY_UNNAMED.test(name)

/** A member's name as its page shows it. */
export const displayName = (name: string): string => (UNNAMED_LAST.test(name) ? ANONYMOUS_DISPLAY_NAME : name)

/** A qualified name as pages and cards show it: `Style::@4` and `Style.__unnamed6__` → `Style::(anonymous)`. */
export const displayQualifiedName = (qualifiedName: string): string =>
  qualifiedName.replace(UNNAMED_PARTS, (_, separator: string) => `${separator && '::'}${ANONYMOUS_DISPLAY_NAME}`)

const ANONYMOUS_TYPE = /(?:[A-Za-z_]\w*::)*@\d+/g

/** Type text with each unnamed type as an elided body: `union ImGuiStyleMod::@3` → `union {…}`. */
export const elideAnonymousTypes = (text: string): string => text.replace(ANONYMOUS_TYPE, '{…}')

/** A type's tree with each unnamed type elided in its text. */
export function elideAnonymousTypeNodes(nodes: DocNode[]): DocNode[] {
  if (!nodes.some(hasAnonymous)) return nodes
  return nodes.map((n) => (typeof n === 'string' ? elideAnonymousTypes(n) : 'c' in n && Array.isArray(n.c) ? ({ ...n, c: elideAnonymousTypeNodes(n.c) } as DocNode) : n))
}

const hasAnonymous = (n: DocNode): boolean => (typeof n === 'string' ? n.includes('@') : 'c' in n && Array.isArray(n.c) && n.c.some(hasAnonymous))
