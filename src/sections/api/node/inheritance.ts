/**
 * Inheritance diagrams, laid out at build time by graphviz's `dot` (Debian's
 * graphviz; scripts/install-system-deps.sh installs it) and stored on the
 * compound node as plain coordinates. The page draws them as SVG React
 * elements: no layout code and no SVG string ever reaches the browser, and
 * every name is text React escapes. `dot` only ever sees generated ids and
 * box sizes, never a name from the XML.
 */
import type { CompoundNode, RefPayload } from '../model/apiShape'
import { spawnSync } from 'node:child_process'

/** What the diagram needs of a compound: its id, name, page and direct relatives (fields of its node, model/apiShape.ts). */
export type DiagramCompound = Pick<CompoundNode, 'refid' | 'name' | 'route' | 'bases' | 'derived'>

/** A base or derived class, as the compound's node links it. */
export type DiagramRef = RefPayload

export type { DiagramBox, DiagramEdge, InheritanceDiagram } from '../model/diagram'
import type { DiagramBox, DiagramEdge, InheritanceDiagram } from '../model/diagram'

/** Box metrics: the page draws labels in the monospace font at 13px (about 7.8px a character). */
export const BOX_FONT_SIZE = 13
const CHAR_WIDTH = 7.9
const BOX_HEIGHT = 30
const BOX_PADDING = 14
const MARGIN = 4
/** A diagram shows at most this many classes; beyond it, only direct derived classes are drawn. */
export const MAX_BOXES = 40

interface Graph {
  boxes: Array<{ key: string; name: string; route: string | null; current: boolean; label: string }>
  edges: Array<{ from: number; to: number; nonPublic: boolean; virtual: boolean }>
}

const key = (r: { refid: string | null; name: string }) => (r.refid ? `id:${r.refid}` : `name:${r.name}`)

/** The namespace part of a qualified name ("a::b::C" → "a::b::"), which labels leave out. */
function scopeOf(name: string): string {
  const i = name.lastIndexOf('::')
  return i < 0 ? '' : name.slice(0, i + 2)
}

/** Ancestors and descendants of one class, as boxes and derived→base edges. Null when it has no relatives. */
export function inheritanceGraph(c: DiagramCompound, byId: Map<string, DiagramCompound>): Graph | null {
  if (c.bases.length + c.derived.length === 0) return null
  const scope = scopeOf(c.name)
  const boxes: Graph['boxes'] = []
  const index = new Map<string, number>()
  const add = (r: { refid: string | null; name: string; route: string | null }, current = false): number => {
    const k = key(r)
    let i = index.get(k)
    if (i === undefined) {
      i = boxes.length
      index.set(k, i)
      const label = scope && r.name.startsWith(scope) ? r.name.slice(scope.length) : r.name
      boxes.push({ key: k, name: r.name, route: r.route, current, label })
    }
    return i
  }
  const edges: Graph['edges'] = []
  const edgeSeen = new Set<string>()
  const addEdge = (from: number, to: number, r: DiagramRef) => {
    const k = `${from}>${to}`
    if (edgeSeen.has(k)) return
    edgeSeen.add(k)
    edges.push({ from, to, nonPublic: r.protection === 'protected' || r.protection === 'private', virtual: r.virtual === 'virtual' })
  }
  add({ refid: c.refid, name: c.name, route: c.route }, true)
  // Ancestors: walk the bases upwards.
  const up: DiagramCompound[] = [c]
  const visitedUp = new Set<string>([c.refid])
  while (up.length > 0) {
    const cur = up.shift()!
    const from = add({ refid: cur.refid, name: cur.name, route: cur.route })
    for (const b of cur.bases) {
      const to = add(b)
      addEdge(from, to, b)
      const bc = b.refid ? byId.get(b.refid) : undefined
      if (bc && !visitedUp.has(bc.refid)) {
        visitedUp.add(bc.refid)
        up.push(bc)
      }
    }
  }
  // Descendants: walk the derived classes downwards, all generations while the diagram stays small.
  const down: Array<{ c: DiagramCompound; depth: number }> = [{ c, depth: 0 }]
  const visitedDown = new Set<string>([c.refid])
  while (down.length > 0) {
    const { c: cur, depth } = down.shift()!
    const to = add({ refid: cur.refid, name: cur.name, route: cur.route })
    for (const d of cur.derived) {
      if (depth > 0 && boxes.length >= MAX_BOXES) break
      const from = add(d)
      // The derived class's own entry for this base says how it inherits.
      const dc = d.refid ? byId.get(d.refid) : undefined
      const how = dc?.bases.find((b) => b.refid === cur.refid) ?? d
      addEdge(from, to, how)
      if (dc && !visitedDown.has(dc.refid)) {
        visitedDown.add(dc.refid)
        down.push({ c: dc, depth: depth + 1 })
      }
    }
  }
  return { boxes, edges }
}

const boxWidth = (label: string) => Math.ceil(label.length * CHAR_WIDTH + 2 * BOX_PADDING)

/** The dot source of one graph: ids n0, n1... and fixed box sizes only. */
export function dotSource(g: Graph, name: string): string {
  const lines = [`digraph ${name} {`, '  graph [rankdir=BT, nodesep=0.25, ranksep=0.45];', '  node [shape=box, fixedsize=true, label=""];', '  edge [arrowhead=none];']
  g.boxes.forEach((b, i) => lines.push(`  n${i} [width=${(boxWidth(b.label) / 72).toFixed(4)}, height=${(BOX_HEIGHT / 72).toFixed(4)}];`))
  for (const e of g.edges) lines.push(`  n${e.from} -> n${e.to};`)
  lines.push('}')
  return lines.join('\n')
}

/** Tokens of a line of dot's plain output (quoted strings kept whole). */
function tokens(line: string): string[] {
  const out: string[] = []
  const re = /"((?:[^"\\]|\\.)*)"|(\S+)/g
  for (let m = re.exec(line); m; m = re.exec(line)) out.push(m[1] ?? m[2])
  return out
}

const r1 = (n: number) => Math.round(n * 10) / 10

/** Turns one graph's plain-format block into page coordinates (pixels, y down). */
function fromPlain(block: string[], g: Graph): InheritanceDiagram {
  let height = 0
  let width = 0
  const boxes: DiagramBox[] = []
  const edges: DiagramEdge[] = []
  const px = (inches: string) => Number(inches) * 72
  let edgeIndex = 0
  for (const line of block) {
    const t = tokens(line)
    if (t[0] === 'graph') {
      width = px(t[2])
      height = px(t[3])
    } else if (t[0] === 'node') {
      const i = Number(t[1].slice(1))
      const b = g.boxes[i]
      const w = px(t[4])
      const h = px(t[5])
      boxes[i] = { label: b.label, name: b.name, route: b.route, current: b.current, x: r1(px(t[2]) - w / 2 + MARGIN), y: r1(height - px(t[3]) - h / 2 + MARGIN), width: r1(w), height: r1(h) }
    } else if (t[0] === 'edge') {
      const n = Number(t[3])
      const pts: Array<[number, number]> = []
      for (let k = 0; k < n; k++) pts.push([px(t[4 + 2 * k]) + MARGIN, height - px(t[5 + 2 * k]) + MARGIN])
      const e = g.edges[edgeIndex++]
      let d = `M${r1(pts[0][0])},${r1(pts[0][1])}`
      for (let k = 1; k + 2 < pts.length; k += 3) {
        d += ` C${r1(pts[k][0])},${r1(pts[k][1])} ${r1(pts[k + 1][0])},${r1(pts[k + 1][1])} ${r1(pts[k + 2][0])},${r1(pts[k + 2][1])}`
      }
      edges.push({ d, arrow: arrowHead(pts), nonPublic: e?.nonPublic ?? false, virtual: e?.virtual ?? false })
    }
  }
  return { width: Math.ceil(width + 2 * MARGIN), height: Math.ceil(height + 2 * MARGIN), boxes, edges }
}

/** A hollow triangle whose tip is the line's end (at the base class), pointing along the line. */
function arrowHead(pts: Array<[number, number]>): string {
  const [tx, ty] = pts[pts.length - 1]
  let k = pts.length - 2
  while (k > 0 && Math.hypot(pts[k][0] - tx, pts[k][1] - ty) < 0.5) k--
  const [sx, sy] = pts[Math.max(k, 0)]
  const len = Math.hypot(tx - sx, ty - sy) || 1
  const ux = (tx - sx) / len
  const uy = (ty - sy) / len
  const L = 11
  const W = 6
  const bx = tx - ux * L
  const by = ty - uy * L
  return [
    [tx, ty],
    [bx - uy * W, by + ux * W],
    [bx + uy * W, by - ux * W],
  ]
    .map(([x, y]) => `${r1(x)},${r1(y)}`)
    .join(' ')
}

export class GraphvizError extends Error {}

/** Lays out many graphs with one run of `dot -Tplain`. */
export function layoutGraphs(graphs: Graph[], dotCommand = process.env.HELIOS_DOT ?? 'dot'): InheritanceDiagram[] {
  if (graphs.length === 0) return []
  const input = graphs.map((g, i) => dotSource(g, `g${i}`)).join('\n')
  const res = spawnSync(dotCommand, ['-Tplain'], { input, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
  if (res.error || res.status !== 0) {
    const why = res.error ? res.error.message : res.stderr.trim()
    throw new GraphvizError(`Inheritance diagrams need graphviz's \`${dotCommand}\` (Debian package graphviz, installed by scripts/install-system-deps.sh): ${why}`)
  }
  const blocks: string[][] = []
  let cur: string[] | null = null
  for (const line of res.stdout.split('\n')) {
    if (line.startsWith('graph ')) cur = [line]
    else if (line === 'stop') {
      if (cur) blocks.push(cur)
      cur = null
    } else if (cur) cur.push(line)
  }
  if (blocks.length !== graphs.length) throw new GraphvizError(`dot laid out ${blocks.length} of ${graphs.length} inheritance graphs`)
  return blocks.map((b, i) => fromPlain(b, graphs[i]))
}

/** The diagram of every class with a base or a derived class, by refid. */
export function inheritanceDiagrams(compounds: DiagramCompound[], dotCommand?: string): Map<string, InheritanceDiagram> {
  const byId = new Map(compounds.map((c) => [c.refid, c]))
  const ids: string[] = []
  const graphs: Graph[] = []
  for (const c of compounds) {
    const g = inheritanceGraph(c, byId)
    if (!g) continue
    ids.push(c.refid)
    graphs.push(g)
  }
  const laid = layoutGraphs(graphs, dotCommand)
  return new Map(ids.map((id, i) => [id, laid[i]]))
}
