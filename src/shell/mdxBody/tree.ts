/**
 * The data of an MDX page's body (./compile.ts makes it, ./BodyTree.tsx renders it): a text, or an element as
 * `[type, props, ...children]` where `type` is an HTML tag, a component of ./components.ts or FRAGMENT, and `props`
 * are React's (className, htmlFor, style as an object), or null when there are none.
 */
export type BodyNode = string | BodyElement
export type BodyElement = [type: string, props: Record<string, unknown> | null, ...children: BodyNode[]]

/** The type of the tree's root, which holds the body's top-level elements. */
export const FRAGMENT = '#'
