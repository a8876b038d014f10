#!/usr/bin/env node
// Draws the module dependency graph of the helios engine from its public headers: hard edges from includes,
// soft edges from forward declarations, modules in rows so every solid arrow points down
// (docs/sections/scripts-and-tests.md, "The devlog's figures"). Writes the SVG next to the post.
//
//   node scripts/figures/2025-09-13-the-great-modular-restructuring.mjs

import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const repo = path.resolve(here, '..', '..')
const includeRoot = path.join(repo, 'engine', 'include', 'helios')
const out = path.join(repo, 'content', 'devlog', '2025-09-13-the-great-modular-restructuring', 'module-dependencies.svg')

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? walk(p) : e.name.endsWith('.hpp') ? [p] : []
  })
}

/** "math/vec3.hpp" -> "math", "ext/glfw/GLFWWindow.hpp" -> "ext/glfw", "helios.hpp" -> null (root). */
function moduleOf(rel) {
  const parts = rel.split('/')
  if (parts.length === 1) return null
  return parts[0] === 'ext' ? `ext/${parts[1]}` : parts[0]
}

const headers = walk(includeRoot).map((abs) => ({ rel: path.relative(includeRoot, abs).split(path.sep).join('/'), abs }))
const modules = new Map() // name -> header count
const hard = new Set()
const soft = new Map() // "a->b" -> declared names

for (const { rel, abs } of headers) {
  const from = moduleOf(rel)
  if (!from) continue
  modules.set(from, (modules.get(from) ?? 0) + 1)
  const text = fs.readFileSync(abs, 'utf8')
  for (const m of text.matchAll(/#include\s+"helios\/([^"]+)"/g)) {
    const to = moduleOf(m[1])
    if (to && to !== from) hard.add(`${from}->${to}`)
  }
  for (const m of text.matchAll(/namespace\s+helios::(\w+)\s*\{\s*((?:(?:class|struct)\s+\w+;\s*)+)\}/g)) {
    const to = m[1]
    if (to === from) continue
    const names = [...m[2].matchAll(/(?:class|struct)\s+(\w+);/g)].map((x) => x[1])
    soft.set(`${from}->${to}`, names)
  }
}

const names = [...modules.keys()].sort()
const hardEdges = [...hard].map((e) => e.split('->'))
const softEdges = [...soft.entries()].map(([e, declared]) => [...e.split('->'), declared])

// Longest path over hard edges gives the row (0 = bottom).
const level = new Map()
function levelOf(n, seen = new Set()) {
  if (level.has(n)) return level.get(n)
  if (seen.has(n)) throw new Error(`cycle of #includes through ${n}`)
  seen.add(n)
  const deps = hardEdges.filter(([a]) => a === n).map(([, b]) => b)
  const l = deps.length === 0 ? 0 : 1 + Math.max(...deps.map((d) => levelOf(d, seen)))
  level.set(n, l)
  return l
}
names.forEach((n) => levelOf(n))
const rows = []
for (const n of names) (rows[level.get(n)] ??= []).push(n)

// Order each row by the mean position of its neighbours (a few barycentre sweeps).
const pos = new Map()
rows.forEach((row) => row.forEach((n, i) => pos.set(n, (i + 0.5) / row.length)))
const neighbours = (n) => hardEdges.flatMap(([a, b]) => (a === n ? [b] : b === n ? [a] : []))
for (let sweep = 0; sweep < 6; sweep++) {
  for (const row of rows) {
    row.sort((a, b) => {
      const bary = (n) => {
        const ns = neighbours(n)
        return ns.length ? ns.reduce((s, x) => s + pos.get(x), 0) / ns.length : pos.get(n)
      }
      return bary(a) - bary(b) || a.localeCompare(b)
    })
    row.forEach((n, i) => pos.set(n, (i + 0.5) / row.length))
  }
}

// Geometry.
const W = 760
const rowGap = 118
const boxW = 132
const boxH = 46
const top = 64
const H = top + (rows.length - 1) * rowGap + boxH + 30
const box = new Map()
rows.forEach((row, l) => {
  const y = top + (rows.length - 1 - l) * rowGap
  const span = W - 80
  row.forEach((n, i) => {
    const cx = 40 + span * ((i + 0.5) / row.length)
    box.set(n, { x: cx - boxW / 2, y, w: boxW, h: boxH, cx })
  })
})

// Spread attachment points along the bottom (outgoing) and top (incoming) edges.
function attach(list, side) {
  const byNode = new Map()
  for (const item of list) {
    const key = item[side.node]
    ;(byNode.get(key) ?? byNode.set(key, []).get(key)).push(item)
  }
  for (const [n, items] of byNode) {
    items.sort((p, q) => box.get(p[side.other]).cx - box.get(q[side.other]).cx)
    const b = box.get(n)
    items.forEach((it, i) => {
      it[side.out] = b.x + 14 + ((b.w - 28) * (i + 0.5)) / items.length
    })
  }
}
const drawn = [
  ...hardEdges.map(([from, to]) => ({ upper: from, lower: to, kind: 'hard' })),
  ...softEdges.map(([from, to, declared]) => {
    const [upper, lower] = level.get(from) >= level.get(to) ? [from, to] : [to, from]
    return { upper, lower, kind: 'soft', from, to, declared }
  }),
]
attach(drawn, { node: 'upper', other: 'lower', out: 'x1' })
attach(drawn, { node: 'lower', other: 'upper', out: 'x2' })

// An edge that skips rows passes each intermediate row through the gap between boxes
// nearest to the straight line, so that it never crosses a module box.
const gapUse = new Map()
function route(e, y1, y2) {
  const pts = [[e.x1, y1]]
  const lu = level.get(e.upper)
  const ll = level.get(e.lower)
  for (let l = lu - 1; l > ll; l--) {
    const row = rows[l]
    const boxes = row.map((n) => box.get(n)).sort((p, q) => p.x - q.x)
    const gaps = [(boxes[0].x + 20) / 2]
    for (let i = 1; i < boxes.length; i++) gaps.push((boxes[i - 1].x + boxes[i - 1].w + boxes[i].x) / 2)
    gaps.push((boxes[boxes.length - 1].x + boxes[boxes.length - 1].w + W - 20) / 2)
    const y = boxes[0].y + boxH / 2
    const t = (y - y1) / (y2 - y1)
    const want = e.x1 + (e.x2 - e.x1) * t
    const gx = gaps.reduce((best, g) => (Math.abs(g - want) < Math.abs(best - want) ? g : best))
    const key = `${l}:${gx}`
    const used = gapUse.get(key) ?? 0
    gapUse.set(key, used + 1)
    const x = gx + (used % 2 ? 1 : -1) * Math.ceil(used / 2) * 7
    pts.push([x, y - boxH / 2], [x, y + boxH / 2])
  }
  pts.push([e.x2, y2])
  let d = `M${pts[0][0].toFixed(1)},${pts[0][1]}`
  for (let i = 1; i < pts.length; i++) {
    const [xa, ya] = pts[i - 1]
    const [xb, yb] = pts[i]
    if (xa === xb) {
      d += ` L${xb.toFixed(1)},${yb}`
      continue
    }
    const dy = (yb - ya) * 0.45
    d += ` C${xa.toFixed(1)},${(ya + dy).toFixed(1)} ${xb.toFixed(1)},${(yb - dy).toFixed(1)} ${xb.toFixed(1)},${yb}`
  }
  return d
}

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const parts = []
parts.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" role="img" aria-labelledby="title desc">`)
parts.push(`<title id="title">Module dependencies of helios</title>`)
parts.push(`<desc id="desc">Generated from the #include lines and forward declarations of engine/include/helios. Solid arrows are includes and point from a module to a module it depends on; dashed arrows are forward declarations.</desc>`)
parts.push(`<defs>
  <marker id="hard" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#3b4252"/></marker>
  <marker id="soft" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#c2410c"/></marker>
</defs>`)
parts.push(`<rect width="${W}" height="${H}" rx="10" fill="#fbfbfd"/>`)
parts.push(`<text x="24" y="32" font-size="16" font-weight="600" fill="#1f2430">helios modules and who includes whom</text>`)
parts.push(`<text x="24" y="50" font-size="12" fill="#5b6070">computed from ${headers.length} headers in engine/include/helios — solid: #include, dashed: forward declaration only</text>`)

for (const e of drawn) {
  const a = box.get(e.upper)
  const b = box.get(e.lower)
  const y1 = a.y + a.h
  const y2 = b.y
  const d = route(e, y1, y2)
  if (e.kind === 'hard') {
    parts.push(`<path d="${d}" fill="none" stroke="#3b4252" stroke-width="1.4" marker-end="url(#hard)"><title>${esc(e.upper)} includes ${esc(e.lower)}</title></path>`)
  } else {
    const marker = e.from === e.upper ? 'marker-end' : 'marker-start'
    parts.push(`<path d="${d}" fill="none" stroke="#c2410c" stroke-width="1.4" stroke-dasharray="5 4" ${marker}="url(#soft)"><title>${esc(e.from)} forward-declares ${esc(e.declared.join(', '))} from ${esc(e.to)}</title></path>`)
  }
}

for (const n of names) {
  const b = box.get(n)
  const isExt = n.startsWith('ext/')
  parts.push(`<g><rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="8" fill="${isExt ? '#fff4e6' : '#eef2ff'}" stroke="${isExt ? '#c2410c' : '#4056a1'}" stroke-width="1.3"/>`)
  parts.push(`<text x="${b.cx}" y="${b.y + 20}" text-anchor="middle" font-size="14" font-weight="600" fill="#1f2430">${esc(n)}</text>`)
  const count = modules.get(n)
  parts.push(`<text x="${b.cx}" y="${b.y + 36}" text-anchor="middle" font-size="11" fill="#5b6070">${count} header${count === 1 ? '' : 's'}</text></g>`)
}

// Label the soft edges at their midpoints with the declared names.
for (const e of drawn.filter((x) => x.kind === 'soft')) {
  const a = box.get(e.upper)
  const b = box.get(e.lower)
  const mx = (e.x1 + e.x2) / 2
  const my = (a.y + a.h + b.y) / 2
  const label = e.declared.join(', ')
  const w = label.length * 6.6 + 10
  parts.push(`<rect x="${(mx - w / 2).toFixed(1)}" y="${my - 9}" width="${w.toFixed(1)}" height="16" rx="4" fill="#fbfbfd" opacity="0.92"/>`)
  parts.push(`<text x="${mx.toFixed(1)}" y="${my + 3}" text-anchor="middle" font-size="11" font-style="italic" fill="#c2410c">${esc(label)}</text>`)
}

parts.push('</svg>')
fs.writeFileSync(out, parts.join('\n') + '\n')

console.log(`wrote ${path.relative(repo, out)}`)
for (const [l, row] of rows.entries()) console.log(`  row ${l}: ${row.join(', ')}`)
console.log(`  ${hardEdges.length} include edges, ${softEdges.length} forward-declaration edges: ${softEdges.map(([a, b, d]) => `${a} -> ${b} (${d.join(', ')})`).join('; ')}`)
