/**
 * Puts a demo's player under the C++ block that is its source: a `<HeliosDemo>` element (./components/HeliosDemo.tsx,
 * one of the MDX components every file has) naming the demo and its controls. A fence that declares no demo is left
 * alone; a malformed one is reported, with its file and line, by the build's demo step (src/sections/demos/node/build.ts), which
 * runs before any MDX is compiled.
 */
import { demoOfFence, type DemoSpec } from './fence'
import { isCppLang } from '../hiddenLines'

interface Node {
  type: string
  lang?: string | null
  meta?: string | null
  children?: Node[]
  [key: string]: unknown
}

function specOf(node: Node): DemoSpec | null {
  if (node.type !== 'code' || !isCppLang(node.lang)) return null
  try {
    return demoOfFence(node.meta)
  } catch {
    return null
  }
}

/** The element the player is, as MDX's syntax tree writes a component with string attributes. */
export function demoElement(spec: DemoSpec): Node {
  const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value })
  return {
    type: 'mdxJsxFlowElement',
    name: 'HeliosDemo',
    attributes: [attribute('name', spec.name), attribute('controls', JSON.stringify(spec.controls))],
    children: [],
  }
}

export function remarkDemos() {
  return (tree: unknown): void => {
    const walk = (node: Node) => {
      if (!node.children) return
      const children: Node[] = []
      for (const child of node.children) {
        walk(child)
        children.push(child)
        const spec = specOf(child)
        if (spec) children.push(demoElement(spec))
      }
      node.children = children
    }
    walk(tree as Node)
  }
}
