#!/usr/bin/env node
// Plots how helios's projection matrices map view-space distance to NDC depth, and what that means for a 24-bit
// depth buffer, applying the rows of perspective() and orthographic() as the engine does. Writes depth-mapping.svg
// next to the post.
//
//   node scripts/figures/2025-09-17-orthographic-and-perspective-projection.mjs

import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const repo = path.resolve(here, '..', '..')
const out = path.join(repo, 'content', 'devlog', '2025-09-17-orthographic-and-perspective-projection', 'depth-mapping.svg')

// --- the math, row for row as in engine/include/helios/math/transform/projection.hpp ---

function perspectiveDepthRows(n, f) {
  return { z: [0, 0, (f + n) / (n - f), (2 * f * n) / (n - f)], w: [0, 0, -1, 0] }
}
function orthographicDepthRows(n, f) {
  return { z: [0, 0, -2 / (f - n), -(f + n) / (f - n)], w: [0, 0, 0, 1] }
}
const dot4 = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3]
/** NDC depth of a point at distance d in front of the camera. */
function ndcDepth(rows, d) {
  const p = [0, 0, -d, 1]
  return dot4(rows.z, p) / dot4(rows.w, p)
}
/**
 * Smallest change of distance a depth buffer with `bits` bits can resolve at distance d:
 * one step of the window depth (z_ndc + 1) / 2 is 2^-bits, i.e. 2^(1-bits) in NDC,
 * divided by the slope of z_ndc(d), measured numerically.
 */
function depthStep(rows, d, bits = 24) {
  const h = d * 1e-6
  const slope = (ndcDepth(rows, d + h) - ndcDepth(rows, d - h)) / (2 * h)
  return 2 ** (1 - bits) / slope
}

const far = 100
const curves = [
  { label: 'perspective, near 0.1', rows: perspectiveDepthRows(0.1, far), near: 0.1, color: '#4056a1', dash: '' },
  { label: 'perspective, near 1', rows: perspectiveDepthRows(1, far), near: 1, color: '#0f766e', dash: '7 4' },
  { label: 'perspective, near 0.01', rows: perspectiveDepthRows(0.01, far), near: 0.01, color: '#9333ea', dash: '2 3', stepsOnly: true },
  { label: 'orthographic, near 0.1', rows: orthographicDepthRows(0.1, far), near: 0.1, color: '#c2410c', dash: '' },
]

// Sanity checks: both ends of the range land on -1 and +1.
for (const c of curves) {
  for (const [d, want] of [[c.near, -1], [far, 1]]) {
    const got = ndcDepth(c.rows, d)
    if (Math.abs(got - want) > 1e-9) throw new Error(`${c.label}: z_ndc(${d}) = ${got}, expected ${want}`)
  }
}

// --- drawing ---

const W = 780
const H = 392
const panel = { top: 70, height: 240 }
const left = { x: 62, w: 290 }
const right = { x: 462, w: 290 }
const f2 = (v) => v.toFixed(2)
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;')

const svg = []
svg.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" role="img" aria-labelledby="title desc">`)
svg.push('<title id="title">Depth mapping of perspective and orthographic projection</title>')
svg.push(`<desc id="desc">Left: NDC depth as a function of distance for far = ${far}. Right: the smallest distance step a 24-bit depth buffer resolves, on logarithmic axes.</desc>`)
svg.push(`<rect width="${W}" height="${H}" rx="10" fill="#fbfbfd"/>`)

function axisFrame(p, title, xTicks, yTicks, xLabel, yLabel) {
  svg.push(`<text x="${p.x}" y="${panel.top - 30}" font-size="14" font-weight="600" fill="#1f2430">${esc(title)}</text>`)
  for (const t of yTicks) {
    svg.push(`<line x1="${p.x}" x2="${p.x + p.w}" y1="${f2(t.y)}" y2="${f2(t.y)}" stroke="#e3e5ec"/>`)
    svg.push(`<text x="${p.x - 6}" y="${f2(t.y + 4)}" text-anchor="end" font-size="11" fill="#5b6070">${t.label}</text>`)
  }
  for (const t of xTicks) {
    svg.push(`<line x1="${f2(t.x)}" x2="${f2(t.x)}" y1="${panel.top}" y2="${panel.top + panel.height}" stroke="#e3e5ec"/>`)
    svg.push(`<text x="${f2(t.x)}" y="${panel.top + panel.height + 16}" text-anchor="middle" font-size="11" fill="#5b6070">${t.label}</text>`)
  }
  svg.push(`<rect x="${p.x}" y="${panel.top}" width="${p.w}" height="${panel.height}" fill="none" stroke="#8a90a2"/>`)
  svg.push(`<text x="${p.x + p.w / 2}" y="${panel.top + panel.height + 34}" text-anchor="middle" font-size="12" fill="#1f2430">${esc(xLabel)}</text>`)
  svg.push(`<text transform="translate(${p.x - 44} ${panel.top + panel.height / 2}) rotate(-90)" text-anchor="middle" font-size="12" fill="#1f2430">${esc(yLabel)}</text>`)
}

function polyline(points, c, clip) {
  const d = points.map(([x, y], i) => `${i ? 'L' : 'M'}${f2(x)},${f2(y)}`).join(' ')
  svg.push(`<path d="${d}" fill="none" stroke="${c.color}" stroke-width="2" ${c.dash ? `stroke-dasharray="${c.dash}"` : ''} stroke-linejoin="round" clip-path="url(#${clip})"/>`)
}
for (const [id, p] of [['clipLeft', left], ['clipRight', right]]) {
  svg.push(`<clipPath id="${id}"><rect x="${p.x}" y="${panel.top}" width="${p.w}" height="${panel.height}"/></clipPath>`)
}

// Left panel: z_ndc over d in [0, far], linear axes.
{
  const X = (d) => left.x + (d / far) * left.w
  const Y = (z) => panel.top + ((1 - z) / 2) * panel.height
  axisFrame(
    left,
    'NDC depth vs. distance (far = 100)',
    [0, 20, 40, 60, 80, 100].map((d) => ({ x: X(d), label: String(d) })),
    [-1, -0.5, 0, 0.5, 1].map((z) => ({ y: Y(z), label: String(z) })),
    'distance in front of the camera',
    'z in NDC',
  )
  for (const c of curves.filter((x) => !x.stepsOnly)) {
    const pts = []
    // dense sampling near the near plane, where the perspective curve bends
    for (let i = 0; i <= 600; i++) {
      const t = i / 600
      const d = c.near + (far - c.near) * t * t
      pts.push([X(d), Y(ndcDepth(c.rows, d))])
    }
    polyline(pts, c, 'clipLeft')
  }
  // Mark where the default perspective (near 0.1) reaches the middle of the range.
  const n = 0.1
  const mid = (2 * far * n) / (far + n)
  const z1 = ndcDepth(curves[0].rows, 1)
  svg.push(`<circle cx="${f2(X(1))}" cy="${f2(Y(z1))}" r="3.5" fill="#4056a1"/>`)
  svg.push(`<text x="${f2(X(7))}" y="${f2(Y(0.62))}" font-size="11" fill="#4056a1">near 0.1: z = ${z1.toFixed(3)} at d = 1,</text>`)
  svg.push(`<text x="${f2(X(7))}" y="${f2(Y(0.62) + 14)}" font-size="11" fill="#4056a1">90% of the range is used up;</text>`)
  svg.push(`<text x="${f2(X(7))}" y="${f2(Y(0.62) + 28)}" font-size="11" fill="#4056a1">z = 0 is reached at d = ${mid.toFixed(3)}</text>`)
  svg.push(`<line x1="${f2(X(7) - 4)}" y1="${f2(Y(0.62) - 4)}" x2="${f2(X(1) + 5)}" y2="${f2(Y(z1) + 3)}" stroke="#4056a1" stroke-width="1"/>`)
}

// Right panel: depth step over d, log-log.
{
  const lx0 = Math.log10(0.01)
  const lx1 = Math.log10(far)
  const ly0 = -9
  const ly1 = 0
  const X = (d) => right.x + ((Math.log10(d) - lx0) / (lx1 - lx0)) * right.w
  const Y = (s) => panel.top + ((ly1 - Math.log10(s)) / (ly1 - ly0)) * panel.height
  const sup = (e) => `10<tspan dy="-5" font-size="8">${e}</tspan>`
  axisFrame(
    right,
    'Depth step of a 24-bit buffer',
    [0.01, 0.1, 1, 10, 100].map((d) => ({ x: X(d), label: String(d) })),
    [-8, -6, -4, -2, 0].map((e) => ({ y: Y(10 ** e), label: sup(e) })),
    'distance in front of the camera',
    'smallest resolvable step',
  )
  for (const c of curves) {
    const pts = []
    for (let i = 0; i <= 200; i++) {
      const d = c.near * (far / c.near) ** (i / 200)
      pts.push([X(d), Y(depthStep(c.rows, d))])
    }
    polyline(pts, c, 'clipRight')
  }
  // 1 mm reference line
  svg.push(`<line x1="${right.x}" x2="${right.x + right.w}" y1="${f2(Y(1e-3))}" y2="${f2(Y(1e-3))}" stroke="#8a90a2" stroke-dasharray="3 3"/>`)
  svg.push(`<text x="${right.x + 4}" y="${f2(Y(1e-3) - 4)}" font-size="10" fill="#5b6070">1 mm (1 unit = 1 m)</text>`)
}

// Legend.
let legendX = 40
curves.forEach((c) => {
  const x = legendX
  const y = H - 16
  legendX += 42 + (c.label.length + (c.stepsOnly ? 8 : 0)) * 5.9
  svg.push(`<line x1="${x}" x2="${x + 26}" y1="${y - 4}" y2="${y - 4}" stroke="${c.color}" stroke-width="2" ${c.dash ? `stroke-dasharray="${c.dash}"` : ''}/>`)
  svg.push(`<text x="${x + 32}" y="${y}" font-size="11" fill="#1f2430">${esc(c.label)}${c.stepsOnly ? ' (right)' : ''}</text>`)
})

svg.push('</svg>')
fs.writeFileSync(out, svg.join('\n') + '\n')

console.log(`wrote ${path.relative(repo, out)}`)
for (const c of curves) {
  const at = [1, 10, 50, 100].map((d) => `d=${d}: z=${ndcDepth(c.rows, d).toFixed(5)} step=${depthStep(c.rows, d).toExponential(2)}`)
  console.log(`  ${c.label}: ${at.join(' | ')}`)
}
