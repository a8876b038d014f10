/**
 * The author's syntax of a live demo: a whole-program C++ block whose fence names it,
 * ```` ```cpp demo="first-cube" controls="Space: pause the turn" ````. The block (hidden lines included) is compiled
 * for the web at build time and runs under it on the page. Shared by the build (src/sections/demos/node/build.ts), the MDX step that
 * puts the player under the block (./remarkDemos.ts) and the code links (which compile a demo block against Next).
 * Authors: docs/authoring.md, "Live demos".
 */

import type { DemoControl } from './urls'

export { demoUrls, type DemoControl } from './urls'

/** A fence's meta string split into bare words and `name="value"` (or `name=value`) attributes. */
export function fenceAttributes(meta: string | null | undefined): { words: string[]; attributes: Map<string, string> } {
  const words: string[] = []
  const attributes = new Map<string, string>()
  const re = /([A-Za-z][\w-]*)=(?:"([^"]*)"|'([^']*)'|(\S+))|(\S+)/g
  for (let m = re.exec(meta ?? ''); m; m = re.exec(meta ?? '')) {
    if (m[5] !== undefined) words.push(m[5])
    else attributes.set(m[1], m[2] ?? m[3] ?? m[4] ?? '')
  }
  return { words, attributes }
}

export interface DemoSpec {
  /** The demo's name: lower-case words joined by hyphens, unique across the site; its files are /demos/<name>/. */
  name: string
  controls: DemoControl[]
}

const NAMED_KEYS: Record<string, number> = { Space: 32, Enter: 13, Tab: 9, Left: 37, Up: 38, Right: 39, Down: 40 }

function keyCodeOf(key: string): number | null {
  if (/^[A-Z0-9]$/.test(key)) return key.charCodeAt(0)
  return NAMED_KEYS[key] ?? null
}

/** The fence attributes demoOfFence reads: a block naming neither is not a demo, nor a demo's error. */
const DEMO_ATTRIBUTES = ['demo', 'controls'] as const

/** False when `text` cannot hold a fence that declares a demo (or errs at it): it names no demo attribute. */
export const mayDeclareDemo = (text: string): boolean => DEMO_ATTRIBUTES.some((name) => text.includes(name))

/**
 * The demo a C++ fence declares, or null when its meta has no `demo` attribute. Throws an Error saying what is
 * wrong (the caller adds the file and line) for a bad name, a control that is not `Key: label`, or `controls`
 * without `demo`.
 */
export function demoOfFence(meta: string | null | undefined): DemoSpec | null {
  const { attributes } = fenceAttributes(meta)
  const name = attributes.get('demo')
  const controlsText = attributes.get('controls')
  if (name === undefined) {
    if (controlsText !== undefined) throw new Error('`controls` on a C++ block without `demo="<name>"`: only a demo has controls')
    return null
  }
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name)) {
    throw new Error(`demo name \`${name}\`: use lower-case letters and digits in words joined by hyphens (demo="first-cube")`)
  }
  const controls: DemoControl[] = []
  for (const part of (controlsText ?? '').split(';').map((s) => s.trim()).filter(Boolean)) {
    const m = /^([^:]+):\s*(.+)$/.exec(part)
    const key = m?.[1].trim() ?? ''
    const keyCode = m ? keyCodeOf(key) : null
    if (!m || keyCode === null) {
      throw new Error(
        `demo \`${name}\`: control \`${part}\` is not \`Key: what it does\` with a key the engine reads (a letter, a digit, ${Object.keys(NAMED_KEYS).join(', ')}); separate controls with \`;\``,
      )
    }
    controls.push({ key, label: m[2].trim(), keyCode })
  }
  return { name, controls }
}
