// Generates content/devlog/2025-09-02-model-matrix-rotations/rotation-order.svg:
// an "F" in the xy plane rotated by 90 degrees about x and about y, in both orders.
// rotate() below is the axis-angle (Rodrigues) matrix exactly as helios::math::rotate() fills it;
// the 3D scene is drawn with an orthographic view built like helios::math::lookAt().
// Run: node scripts/figures/model-matrix-rotations.mjs
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { at, identity, mul, set } from './mat4.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const out = join(root, 'content/devlog/2025-09-02-model-matrix-rotations/rotation-order.svg')

// --- vectors, mirroring helios/math ------------------------------------------------------------
const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
const cross = (a, b) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
const normalize = (v) => { const l = Math.hypot(...v); return l > 0 ? v.map((c) => c / l) : [0, 0, 0] }
const transformPoint = (m, p) => [0, 1, 2].map((r) => at(m, r, 0) * p[0] + at(m, r, 1) * p[1] + at(m, r, 2) * p[2] + at(m, r, 3))
const transformDir = (m, d) => [0, 1, 2].map((r) => at(m, r, 0) * d[0] + at(m, r, 1) * d[1] + at(m, r, 2) * d[2])
function rotate(angle, axis) {
  const a = normalize(axis)
  const m = identity()
  if (a[0] === 0 && a[1] === 0 && a[2] === 0) return m
  const c = Math.cos(angle), s = Math.sin(angle), t = 1 - c
  set(m, 0, 0, c + a[0] * a[0] * t); set(m, 0, 1, a[0] * a[1] * t - a[2] * s); set(m, 0, 2, a[0] * a[2] * t + a[1] * s)
  set(m, 1, 0, a[1] * a[0] * t + a[2] * s); set(m, 1, 1, c + a[1] * a[1] * t); set(m, 1, 2, a[1] * a[2] * t - a[0] * s)
  set(m, 2, 0, a[2] * a[0] * t - a[1] * s); set(m, 2, 1, a[2] * a[1] * t + a[0] * s); set(m, 2, 2, c + a[2] * a[2] * t)
  return m
}

// --- camera: orthographic view from eye towards the origin, axes as in lookAt() -------------------
const eye = [4, 3, 5.5]
const f = normalize(eye.map((c) => -c))
const sAxis = normalize(cross(f, [0, 1, 0]))
const uAxis = cross(sAxis, f)
const project = (p) => [dot(sAxis, p), dot(uAxis, p)]
const facesViewer = (n) => dot(n, f) < 0

// --- the model ------------------------------------------------------------------------------------
const glyph = [[0, 0], [0.3, 0], [0.3, 0.5], [0.75, 0.5], [0.75, 0.72], [0.3, 0.72], [0.3, 0.88], [0.9, 0.88], [0.9, 1.1], [0, 1.1]]
  .map(([x, y]) => [x * 1.3, y * 1.3, 0])
const quarter = Math.PI / 2
const Rx = rotate(quarter, [1, 0, 0])
const Ry = rotate(quarter, [0, 1, 0])
const panels = [
  { title: 'no rotation', sub: 'identity', steps: [] },
  { title: 'Ry · Rx', sub: 'x first, then y', steps: [Rx, Ry] },
  { title: 'Rx · Ry', sub: 'y first, then x', steps: [Ry, Rx] },
]

// --- drawing --------------------------------------------------------------------------------------
const PW = 250, PH = 285, scalePx = 62, cy0 = 200, gap = 8
const toSvg = (ox, [x, y]) => [(ox + PW / 2 + x * scalePx).toFixed(1), (cy0 - y * scalePx).toFixed(1)]
const path = (ox, pts3) => pts3.map((p) => toSvg(ox, project(p)).join(',')).join(' ')
const axisColors = ['#dc2626', '#16a34a', '#2563eb']
const axisNames = ['x', 'y', 'z']

let body = `<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="context-stroke"/></marker>
<pattern id="back" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#fde7c7"/><line x1="0" y1="0" x2="0" y2="6" stroke="#d97706" stroke-width="2"/></pattern></defs>`
panels.forEach(({ title, sub, steps }, i) => {
  const ox = i * (PW + gap)
  body += `<text x="${ox + PW / 2}" y="30" text-anchor="middle" font-size="16" fill="#1f2937"><tspan font-weight="600">${title}</tspan><tspan font-size="12" fill="#4b5563" dx="8">${sub}</tspan></text>`
  // world axes
  for (let a = 0; a < 3; a++) {
    const tip = [0, 0, 0]; tip[a] = 2.1
    const [x0, y0] = toSvg(ox, project([0, 0, 0]))
    const [x1, y1] = toSvg(ox, project(tip))
    body += `<line x1="${x0}" y1="${y0}" x2="${x1}" y2="${y1}" stroke="${axisColors[a]}" stroke-width="1.5" marker-end="url(#arrow)" opacity="0.8"/>`
    const lbl = [0, 0, 0]; lbl[a] = 2.35
    const [lx, ly] = toSvg(ox, project(lbl))
    body += `<text x="${lx}" y="${Number(ly) + 4}" text-anchor="middle" font-size="13" font-style="italic" fill="${axisColors[a]}">${axisNames[a]}</text>`
  }
  // intermediate pose, after the first rotation only
  if (steps.length === 2) {
    body += `<polygon points="${path(ox, glyph.map((p) => transformPoint(steps[0], p)))}" fill="none" stroke="#9ca3af" stroke-dasharray="4 3"/>`
  }
  // final pose: M = steps[n-1] * ... * steps[0]
  const M = steps.reduce((acc, R) => mul(R, acc), identity())
  const normal = transformDir(M, [0, 0, 1])
  const front = facesViewer(normal)
  body += `<polygon points="${path(ox, glyph.map((p) => transformPoint(M, p)))}" fill="${front ? '#2563eb' : 'url(#back)'}" fill-opacity="${front ? 0.85 : 1}" stroke="${front ? '#1d4ed8' : '#d97706'}" stroke-width="1.5"/>`
  body += `<text x="${ox + PW / 2}" y="${PH - 8}" text-anchor="middle" font-size="11" fill="#6b7280">${front ? 'front face visible' : 'back face visible (hatched)'}</text>`
})

const W = 3 * PW + 2 * gap, H = PH + 46
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" role="img" aria-labelledby="title desc">
<title id="title">The order of rotations matters</title>
<desc id="desc">An F lying in the xy plane. Rotating it 90 degrees about x and then 90 degrees about y leaves it lying in the xz plane; rotating about y first and then about x leaves it standing in the yz plane. Dashed outlines show the pose after the first rotation.</desc>
<rect width="${W}" height="${H}" rx="10" fill="#ffffff"/>
${body}
<text x="${W / 2}" y="${H - 26}" text-anchor="middle" font-size="12" fill="#4b5563">Rx = rotate(pi/2, {1, 0, 0}), Ry = rotate(pi/2, {0, 1, 0}); dashed: the pose after the first rotation</text>
<text x="${W / 2}" y="${H - 10}" text-anchor="middle" font-size="10" fill="#9ca3af">generated by scripts/figures/model-matrix-rotations.mjs</text>
</svg>
`
writeFileSync(out, svg)
console.log('wrote', out)
