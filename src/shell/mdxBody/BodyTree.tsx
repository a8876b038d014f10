/**
 * Renders an MDX page's body from its data (./tree.ts): each element as React creates it, HTML tags and markdown's
 * elements through the site's MDX components (links and images through the URL sanitiser, code blocks framed).
 */
import * as React from 'react'
import { mdxComponents } from '../components/mdx/MdxComponents'
import { FRAGMENT, type BodyNode } from './tree'

const components = mdxComponents as Record<string, React.ElementType | undefined>

function render(node: BodyNode): React.ReactNode {
  if (typeof node === 'string') return node
  const [type, props, ...children] = node
  const component = type === FRAGMENT ? React.Fragment : (components[type] ?? type)
  return React.createElement(component, props, ...children.map(render))
}

/** `tree`: an Mdx node's `tree` field as a page query gives it (GraphQL's JSON), made by ./compile.ts. */
export default function BodyTree({ tree }: { tree: unknown }) {
  return <>{render(tree as BodyNode)}</>
}
