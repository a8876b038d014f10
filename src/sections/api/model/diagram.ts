/**
 * An inheritance diagram as a compound's node carries it (DoxygenCompound.inheritanceDiagram): boxes and edges laid
 * out at build time (node/inheritance.ts), drawn by the page as SVG elements.
 */

export interface DiagramBox {
  /** Name shown in the box (qualified, minus the namespace the page's class sits in). */
  label: string
  /** Fully qualified name (the box's tooltip). */
  name: string
  /** The class's page; null for entities outside the XML (plain boxes). */
  route: string | null
  /** The class whose page shows the diagram. */
  current: boolean
  x: number
  y: number
  width: number
  height: number
}

export interface DiagramEdge {
  /** SVG path data of the line, from the derived class to the base. */
  d: string
  /** Arrowhead (hollow triangle at the base), as SVG polygon points. */
  arrow: string
  /** protected or private inheritance (drawn dashed). */
  nonPublic: boolean
  virtual: boolean
}

export interface InheritanceDiagram {
  width: number
  height: number
  boxes: DiagramBox[]
  edges: DiagramEdge[]
}
