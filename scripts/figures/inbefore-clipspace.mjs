// Generates content/devlog/2025-09-05-inbefore-clipspace/frustum-to-ndc.svg:
// a top view (x against depth) of a perspective view frustum with a grid of lines in it, next to
// the same lines after the projection matrix and the perspective divide (normalized device coordinates).
// perspective() below fills the matrix exactly as helios::math::perspective() does (column-major,
// OpenGL depth range [-1, 1]); every point goes through clip = P * (x, 0, z, 1), ndc = clip / clip.w.
// Run: node scripts/figures/inbefore-clipspace.mjs
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { apply, set } from './mat4.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const out = join(root, 'content/devlog/2025-09-05-inbefore-clipspace/frustum-to-ndc.svg')

// --- helios::math::perspective(), transcribed -----------------------------------------------------
function perspective(fovY, aspect, zNear, zFar) {
  const m = new Array(16).fill(0)
  const f = 1 / Math.tan(fovY / 2)
  set(m, 0, 0, f / aspect)
  set(m, 1, 1, f)
  set(m, 2, 2, (zFar + zNear) / (zNear - zFar))
  set(m, 2, 3, (2 * zFar * zNear) / (zNear - zFar))
  set(m, 3, 2, -1)
  return m
}

const near = 1, far = 10
const fovY = Math.PI / 3
const P = perspective(fovY, 1, near, far)
const halfWidth = (d) => d * Math.tan(fovY / 2) // half-width of the frustum at depth d (aspect 1)
const toNdc = (x, z) => { const c = apply(P, [x, 0, z, 1]); return [c[0] / c[3], c[2] / c[3], c[3]] }

// --- the grid: lines of constant depth, and "rails" of constant x running away from the camera -----
const depths = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
const rails = [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5]
const depthColor = (d) => { // near: blue, far: orange
  const t = (d - near) / (far - near)
  const lerp = (a, b) => Math.round(a + (b - a) * t)
  return `rgb(${lerp(37, 217)},${lerp(99, 119)},${lerp(235, 6)})`
}
const sample = (a, b, n, fn) => Array.from({ length: n + 1 }, (_, i) => fn(a + ((b - a) * i) / n))

// --- layout ---------------------------------------------------------------------------------------------
const PW = 340, PH = 360, gap = 30, top = 50
const left = { ox: 20, sx: 27, x0: 20 + PW / 2, y0: top + 290, sy: 27 }       // view space: x right, depth up, same scale
const right = { ox: 20 + PW + gap, x0: 20 + PW + gap + PW / 2, y0: top + 145, s: 135 } // ndc: x right, z_ndc up
const L = ([x, d]) => [(left.x0 + x * left.sx).toFixed(1), (left.y0 - d * left.sy).toFixed(1)]
const R = ([x, z]) => [(right.x0 + x * right.s).toFixed(1), (right.y0 - z * right.s).toFixed(1)]
const line = (pts, map, attrs) => `<polyline points="${pts.map((p) => map(p).join(',')).join(' ')}" fill="none" ${attrs}/>`
const text = (x, y, s, attrs = '') => `<text x="${x}" y="${y}" ${attrs}>${s}</text>`

let body = ''
// left panel: view space top view
body += text(left.x0, 28, 'view space, seen from above', 'text-anchor="middle" font-size="15" font-weight="600" fill="#1f2937"')
body += line([[-6.2, 0], [6.2, 0]], L, 'stroke="#9ca3af"')
body += line([[0, 0], [0, 10.6]], L, 'stroke="#9ca3af" stroke-dasharray="3 3"')
body += `<polygon points="${[[-halfWidth(near), near], [halfWidth(near), near], [halfWidth(far), far], [-halfWidth(far), far]].map((p) => L(p).join(',')).join(' ')}" fill="#f3f4f6" stroke="#4b5563" stroke-width="1.2"/>`
for (const x of rails) {
  const dStart = Math.max(near, Math.abs(x) / Math.tan(fovY / 2))
  if (dStart >= far) continue
  body += line([[x, dStart], [x, far]], L, 'stroke="#9ca3af" stroke-width="1"')
}
for (const d of depths) body += line([[-halfWidth(d), d], [halfWidth(d), d]], L, `stroke="${depthColor(d)}" stroke-width="1.6"`)
for (const d of [1, 2, 5, 10]) {
  const [x, y] = L([halfWidth(d), d])
  body += text(Number(x) + 6, Number(y) + 4, `z = −${d}`, 'font-size="11" fill="#374151"')
}
const [cx, cy] = L([0, 0])
body += `<circle cx="${cx}" cy="${cy}" r="4" fill="#111827"/>`
body += text(Number(cx) + 8, Number(cy) + 16, 'camera (looks down −z)', 'font-size="11" fill="#374151"')
body += text(left.x0, top + 325, 'x →   (depth −z grows upwards; fovY = 60°, near 1, far 10)', 'text-anchor="middle" font-size="11" fill="#6b7280"')

// right panel: normalized device coordinates
body += text(right.x0, 28, 'after P and the divide by w', 'text-anchor="middle" font-size="15" font-weight="600" fill="#1f2937"')
body += `<polygon points="${[[-1, -1], [1, -1], [1, 1], [-1, 1]].map((p) => R(p).join(',')).join(' ')}" fill="#f3f4f6" stroke="#4b5563" stroke-width="1.2"/>`
for (const x of rails) {
  const dStart = Math.max(near, Math.abs(x) / Math.tan(fovY / 2))
  if (dStart >= far) continue
  body += line(sample(dStart, far, 40, (d) => toNdc(x, -d)), R, 'stroke="#9ca3af" stroke-width="1"')
}
for (const d of depths) {
  const a = toNdc(-halfWidth(d), -d), b = toNdc(halfWidth(d), -d)
  body += line([a, b], R, `stroke="${depthColor(d)}" stroke-width="1.6"`)
}
for (const d of [1, 2, 5, 10]) {
  const [x, z] = toNdc(halfWidth(d), -d)
  const [sx, sy] = R([x, z])
  const dy = d === 10 ? -4 : d === 5 ? 10 : 4
  body += text(Number(sx) + 6, Number(sy) + dy, `z = −${d} → ${z.toFixed(3)}`, 'font-size="11" fill="#374151"')
}
for (const v of [-1, 0, 1]) {
  const [, y] = R([0, v])
  body += text(Number(R([-1, 0])[0]) - 6, Number(y) + 4, String(v), 'text-anchor="end" font-size="10" fill="#6b7280"')
}
body += text(right.x0, top + 325, 'x_ndc →   (z_ndc grows upwards)', 'text-anchor="middle" font-size="11" fill="#6b7280"')

const W = 2 * PW + gap + 150, H = PH + 60
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" role="img" aria-labelledby="title desc">
<title id="title">From the view frustum to normalized device coordinates</title>
<desc id="desc">Left: a top view of a perspective frustum with 60 degree field of view, near plane 1 and far plane 10, filled with lines of constant depth and lines of constant x. Right: the same lines after the projection matrix and the perspective divide. The frustum becomes a square, lines stay straight, parallel lines of constant x converge, and the lines of constant depth crowd towards the far side: depth 2 already maps to 0.111.</desc>
<rect width="${W}" height="${H}" rx="10" fill="#ffffff"/>
${body}
<text x="${W / 2}" y="${H - 12}" text-anchor="middle" font-size="10" fill="#9ca3af">generated by scripts/figures/inbefore-clipspace.mjs from perspective(radians(60), 1, 1, 10)</text>
</svg>
`
writeFileSync(out, svg)
console.log('wrote', out)
for (const d of depths) console.log(`z = -${d}: z_ndc = ${toNdc(0, -d)[1].toFixed(4)}, w = ${toNdc(0, -d)[2]}`)
