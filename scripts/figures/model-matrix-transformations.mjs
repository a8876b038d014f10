// Generates content/devlog/2025-08-26-model-matrix-transformations/composition-order.svg:
// the same scale and translation composed in both orders, applied to an "F" in the unit square.
// The matrices are built exactly as helios::math::translate() and scale() build them
// (column-major, element (r, c) at index c * 4 + r), then multiplied as mat4 * mat4.
// Run: node scripts/figures/model-matrix-transformations.mjs
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { apply, identity, mul } from './mat4.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const out = join(root, 'content/devlog/2025-08-26-model-matrix-transformations/composition-order.svg')

// --- helios::math::translate() and scale(), transcribed ---------------------------------------
const translate = ([x, y, z]) => { const m = identity(); m[12] = x; m[13] = y; m[14] = z; return m }
const scale = ([x, y, z]) => { const m = identity(); m[0] = x; m[5] = y; m[10] = z; return m }

// --- the model: an "F" inside the unit square, in the z = 0 plane ------------------------------
const square = [[0, 0], [1, 0], [1, 1], [0, 1]]
const glyph = [[0.2, 0.1], [0.4, 0.1], [0.4, 0.45], [0.7, 0.45], [0.7, 0.6], [0.4, 0.6], [0.4, 0.75], [0.8, 0.75], [0.8, 0.9], [0.2, 0.9]]
const T = translate([1, 2, 0])
const S = scale([2, 2, 1])
const cases = [
  { title: 'T · S: scale first, then translate', m: mul(T, S), color: '#2563eb' },
  { title: 'S · T: translate first, then scale', m: mul(S, T), color: '#d97706' },
]
const marker = [1, 1, 0, 1] // the corner we follow

// --- plotting --------------------------------------------------------------------------------------
const s = 46, pad = 40, top = 44, bottom = 64, xr = [-0.5, 5], yr = [-0.5, 6.5], gap = 24
const W = 2 * pad + (xr[1] - xr[0]) * s, H = top + bottom + (yr[1] - yr[0]) * s
const fmt = (v) => Number(v.toFixed(2)).toString()
const px = (ox, x) => (ox + pad + (x - xr[0]) * s).toFixed(1)
const py = (y) => (H - bottom - (y - yr[0]) * s).toFixed(1)
const poly = (ox, pts, attrs) => `<polygon points="${pts.map(([x, y]) => `${px(ox, x)},${py(y)}`).join(' ')}" ${attrs}/>`

let body = ''
cases.forEach(({ title, m, color }, i) => {
  const ox = i * (W + gap)
  body += `<g>`
  body += `<text x="${ox + W / 2}" y="26" text-anchor="middle" font-size="15" font-weight="600" fill="#1f2937">${title}</text>`
  for (let g = Math.ceil(xr[0]); g <= xr[1]; g++) body += `<line x1="${px(ox, g)}" y1="${py(yr[0])}" x2="${px(ox, g)}" y2="${py(yr[1])}" stroke="#e5e7eb"/>`
  for (let g = Math.ceil(yr[0]); g <= yr[1]; g++) body += `<line x1="${px(ox, xr[0])}" y1="${py(g)}" x2="${px(ox, xr[1])}" y2="${py(g)}" stroke="#e5e7eb"/>`
  body += `<line x1="${px(ox, xr[0])}" y1="${py(0)}" x2="${px(ox, xr[1])}" y2="${py(0)}" stroke="#6b7280"/>`
  body += `<line x1="${px(ox, 0)}" y1="${py(yr[0])}" x2="${px(ox, 0)}" y2="${py(yr[1])}" stroke="#6b7280"/>`
  for (let g = 1; g <= 4; g++) body += `<text x="${px(ox, g)}" y="${Number(py(0)) + 14}" text-anchor="middle" font-size="10" fill="#6b7280">${g}</text>`
  for (let g = 1; g <= 6; g++) body += `<text x="${Number(px(ox, 0)) - 6}" y="${Number(py(g)) + 3}" text-anchor="end" font-size="10" fill="#6b7280">${g}</text>`
  // original model, dashed
  body += poly(ox, square, 'fill="none" stroke="#9ca3af" stroke-dasharray="4 3"')
  body += poly(ox, glyph, 'fill="#d1d5db"')
  // transformed model
  const tf = (pts) => pts.map(([x, y]) => apply(m, [x, y, 0, 1]))
  body += poly(ox, tf(square), `fill="${color}" fill-opacity="0.08" stroke="${color}" stroke-width="1.5"`)
  body += poly(ox, tf(glyph), `fill="${color}" fill-opacity="0.85"`)
  // the followed corner
  const p = apply(m, marker)
  body += `<circle cx="${px(ox, 1)}" cy="${py(1)}" r="3.5" fill="#6b7280"/>`
  body += `<circle cx="${px(ox, p[0])}" cy="${py(p[1])}" r="4" fill="${color}"/>`
  body += `<text x="${Number(px(ox, p[0])) + 7}" y="${Number(py(p[1])) - 6}" font-size="12" fill="#1f2937">(${fmt(p[0])}, ${fmt(p[1])})</text>`
  body += `<text x="${Number(px(ox, 1)) + 7}" y="${Number(py(1)) + 14}" font-size="12" fill="#4b5563">(1, 1)</text>`
  body += `</g>`
})

const totalW = 2 * W + gap
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${totalW} ${H}" width="${totalW}" height="${H}" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" role="img" aria-labelledby="title desc">
<title id="title">Composition order of scale and translation</title>
<desc id="desc">An F in the unit square transformed by T(1,2,0) times S(2,2,1), which moves its corner (1,1) to (3,4), and by S times T, which moves it to (4,6).</desc>
<rect width="${totalW}" height="${H}" rx="10" fill="#ffffff"/>
${body}
<text x="${totalW / 2}" y="${H - 30}" text-anchor="middle" font-size="12" fill="#4b5563">T = translate({1, 2, 0}), S = scale({2, 2, 1}); grey: the model before the transform</text>
<text x="${totalW / 2}" y="${H - 12}" text-anchor="middle" font-size="10" fill="#9ca3af">generated by scripts/figures/model-matrix-transformations.mjs</text>
</svg>
`
writeFileSync(out, svg)
console.log('wrote', out)
