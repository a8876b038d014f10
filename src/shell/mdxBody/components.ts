/**
 * The components an MDX page's body may use, by the name an author writes (<Admonition type="tip">). The body is
 * data (./compile.ts), so this list is all it can reach; ../components/mdx/MdxComponents.tsx maps each name to its
 * component, and its type makes a name missing there a type error.
 */
export const BODY_COMPONENTS = ['Admonition'] as const
export type BodyComponent = (typeof BODY_COMPONENTS)[number]

export const isBodyComponent = (name: string): name is BodyComponent => (BODY_COMPONENTS as readonly string[]).includes(name)
