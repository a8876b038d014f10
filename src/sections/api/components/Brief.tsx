import * as React from 'react'
import { Inline } from './DocContent'
import type { DocNode } from './types'

/** An API page's brief description, under its title (./ApiFrame.tsx): one paragraph's content, inline. */
export default function Brief({ nodes }: { nodes: DocNode[] }) {
  const only = nodes.length === 1 ? nodes[0] : null
  return <Inline nodes={only && typeof only !== 'string' && only.t === 'p' ? only.c : nodes} />
}
