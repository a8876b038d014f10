import * as React from 'react'
import * as styles from './api.module.css'
import { MATHML_ATTRIBUTES, MATHML_ELEMENTS, type MathTree } from '../model/mathml'

/** A formula's MathML tree as React elements: only MathML's own elements and attributes, text escaped by React. */
export function MathML({ tree }: { tree: MathTree }): React.ReactElement | null {
  if (typeof tree === 'string') return <>{tree}</>
  if (!MATHML_ELEMENTS.has(tree.n)) return null
  const attributes = Object.fromEntries(Object.entries(tree.a ?? {}).filter(([k]) => MATHML_ATTRIBUTES.has(k)))
  return React.createElement(tree.n, attributes, ...(tree.c ?? []).map((c, i) => <MathML key={i} tree={c} />))
}

/** A formula of a description: MathML in the line or set apart (scrolling sideways when wide, as the devlog's), else its TeX as code. */
export function Formula({ tex, display, mathml, codeClassName }: { tex: string; display: boolean; mathml?: MathTree; codeClassName?: string }) {
  if (!mathml) return <code className={codeClassName}>{tex}</code>
  if (!display) return <MathML tree={mathml} />
  return (
    // Spans shown as a block: a brief can hold a display formula and be shown inside a paragraph.
    <span className={`math-display ${styles.mathDisplay}`}>
      {/* The box that scrolls, reachable by keyboard (src/shell/rehypeScrollRegions.ts does the same for posts). */}
      <span className="katex" tabIndex={0}>
        <MathML tree={mathml} />
      </span>
    </span>
  )
}
