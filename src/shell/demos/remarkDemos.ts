/**
 * Puts a demo's player under the C++ block that is its source: plain markup (figure, poster, Run button, one
 * disabled button per control, status line), styled by ./demos.css, so only the posts with a demo carry it and the
 * app's bundle has no component for it. A press on Run is turned into loading the player by the shell's one click
 * listener (../browser/copyCode.ts). A fence that declares no demo is left alone; a malformed one is reported, with
 * its file and line, by the build's demo step (src/sections/demos/node/build.ts), which runs before any MDX is
 * compiled.
 */
import { demoOfFence, type DemoSpec } from './fence'
import { isCppLang } from '../hiddenLines'
import { demoUrls } from './urls'
import { DEMO_ATTRIBUTE } from './browser/attributes'

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

type Attributes = Record<string, string | null>

/** An element as MDX's syntax tree writes one with string attributes (null: an attribute without a value). */
function element(name: string, attributes: Attributes, children: Node[] = []): Node {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([n, value]) => ({ type: 'mdxJsxAttribute', name: n, value })),
    children,
  }
}
const text = (value: string): Node => ({ type: 'text', value })

/** The player's markup; the player (./browser/player.ts) finds its parts by their data attributes. */
export function demoElement(spec: DemoSpec): Node {
  const urls = demoUrls(spec.name)
  const controls = spec.controls.map((c) =>
    element('button', { type: 'button', className: 'helios-demo-control', 'data-demo-key': String(c.keyCode), disabled: null }, [element('kbd', {}, [text(c.key)]), text(` ${c.label}`)]),
  )
  return element('figure', { id: `demo-${spec.name}`, className: 'helios-demo', [DEMO_ATTRIBUTE]: spec.name, 'data-demo-script': urls.script }, [
    element('div', { className: 'helios-demo-stage' }, [
      element('img', { className: 'helios-demo-poster', src: urls.poster, alt: 'A frame of the program above, captured from it running in a browser.', width: '640', height: '360', loading: 'lazy' }),
    ]),
    element('div', { className: 'helios-demo-bar' }, [
      element('button', { type: 'button', className: 'helios-demo-run', 'data-demo-run': '' }, [text('Run')]),
      ...controls,
      element('output', { className: 'helios-demo-status', 'aria-live': 'polite', 'data-demo-status': '' }),
    ]),
    element('figcaption', { className: 'helios-demo-caption' }, [
      text("The program above, compiled to WebAssembly from this post's code and the engine's sources; it runs in the page with WebGL 2."),
    ]),
  ])
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
