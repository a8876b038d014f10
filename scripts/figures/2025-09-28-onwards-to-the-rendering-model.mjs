#!/usr/bin/env node
// Top-down picture of what helios's FrustumCullingStrategy keeps and drops: seeded unit cubes tested against the
// frustum the way the engine tests them, beside whether each really overlaps it (docs/sections/scripts-and-tests.md,
// "The devlog's figures"). Writes frustum-culling.svg next to the post.
//
//   node scripts/figures/2025-09-28-onwards-to-the-rendering-model.mjs

import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const repo = path.resolve(here, '..', '..')
const out = path.join(repo, 'content', 'devlog', '2025-09-28-onwards-to-the-rendering-model', 'frustum-culling.svg')

// --- 4x4 matrices, row-major arrays of rows here (only the values matter) ---
const zero = () => [0, 0, 0, 0].map(() => [0, 0, 0, 0])
const identity = () => [0, 1, 2, 3].map((r) => [0, 1, 2, 3].map((c) => (r === c ? 1 : 0)))
const mul = (a, b) => a.map((row) => [0, 1, 2, 3].map((c) => row.reduce((s, v, k) => s + v * b[k][c], 0)))
const apply = (m, [x, y, z]) => m.slice(0, 3).map((r) => r[0] * x + r[1] * y + r[2] * z + r[3])

function perspective(fovY, aspect, n, f) {
  const s = 1 / Math.tan(fovY / 2)
  const r = zero()
  r[0][0] = s / aspect
  r[1][1] = s
  r[2][2] = (f + n) / (n - f)
  r[2][3] = (2 * f * n) / (n - f)
  r[3][2] = -1
  return r
}
function translate([x, y, z]) {
  const r = identity()
  r[0][3] = x
  r[1][3] = y
  r[2][3] = z
  return r
}
function rotateY(a) {
  const r = identity()
  r[0][0] = Math.cos(a)
  r[0][2] = Math.sin(a)
  r[2][0] = -Math.sin(a)
  r[2][2] = Math.cos(a)
  return r
}

// --- Frustum::fromMatrix and Frustum::intersects ---
function frustumPlanes(vp) {
  const [r0, r1, r2, r3] = vp
  const add = (a, b, s) => a.map((v, i) => v + s * b[i])
  return [add(r3, r0, 1), add(r3, r0, -1), add(r3, r1, 1), add(r3, r1, -1), add(r3, r2, 1), add(r3, r2, -1)].map((p) => {
    const len = Math.hypot(p[0], p[1], p[2])
    return { n: [p[0] / len, p[1] / len, p[2] / len], d: p[3] / len }
  })
}
const signed = (pl, p) => pl.n[0] * p[0] + pl.n[1] * p[1] + pl.n[2] * p[2] + pl.d
function intersects(planes, box) {
  return planes.every((pl) => {
    const pos = [0, 1, 2].map((i) => (pl.n[i] >= 0 ? box.max[i] : box.min[i]))
    return signed(pl, pos) >= 0
  })
}
const contains = (planes, p) => planes.every((pl) => signed(pl, p) >= 0)

function transformedBox(world) {
  const min = [Infinity, Infinity, Infinity]
  const max = [-Infinity, -Infinity, -Infinity]
  for (let i = 0; i < 8; i++) {
    const c = apply(world, [i & 1 ? 0.5 : -0.5, i & 2 ? 0.5 : -0.5, i & 4 ? 0.5 : -0.5])
    for (let k = 0; k < 3; k++) {
      min[k] = Math.min(min[k], c[k])
      max[k] = Math.max(max[k], c[k])
    }
  }
  return { min, max }
}

// --- the scene ---
const fovY = (60 * Math.PI) / 180
const aspect = 1
const near = 0.1
const far = 18
const vp = perspective(fovY, aspect, near, far) // view = identity: camera at the origin looking down -Z
const planes = frustumPlanes(vp)

// A small linear congruential generator with a fixed seed.
let seed = 20250928
const random = () => {
  seed = (seed * 1664525 + 1013904223) % 4294967296
  return seed / 4294967296
}
const cubes = []
for (let gz = 0; gz < 14; gz++) {
  for (let gx = 0; gx < 17; gx++) {
    const x = -13.6 + gx * 1.7 + (random() - 0.5) * 0.6
    const z = 1.2 - gz * 1.7 + (random() - 0.5) * 0.6
    const angle = random() < 0.4 ? 0 : random() * (Math.PI / 2)
    const turned = angle !== 0
    const world = mul(translate([x, 0, z]), rotateY(angle))
    const box = transformedBox(world)
    const drawn = intersects(planes, box)
    // Does the cube itself overlap the frustum? Sample its volume densely.
    let visible = false
    const S = 16
    for (let i = 0; i <= S && !visible; i++)
      for (let j = 0; j <= 4 && !visible; j++)
        for (let k = 0; k <= S && !visible; k++) {
          const p = apply(world, [i / S - 0.5, j / 4 - 0.5, k / S - 0.5])
          if (contains(planes, p)) visible = true
        }
    cubes.push({ x, z, world, box, turned, drawn, visible })
  }
}
const drawnCount = cubes.filter((c) => c.drawn).length
const falsePositives = cubes.filter((c) => c.drawn && !c.visible).length
const misses = cubes.filter((c) => !c.drawn && c.visible).length
if (misses > 0) throw new Error(`the conservative test rejected ${misses} visible cube(s)`)

// --- drawing: x to the right, -z upwards ---
const scale = 24
const pad = { left: 36, top: 74, bottom: 70 }
const xMin = -14.5
const xMax = 14.5
const zMax = 2.5 // bottom of the picture
const zMin = -22.5 // top
const W = pad.left * 2 + (xMax - xMin) * scale
const H = pad.top + (zMax - zMin) * scale + pad.bottom
const X = (x) => pad.left + (x - xMin) * scale
const Y = (z) => pad.top + (z - zMin) * scale
const f1 = (v) => v.toFixed(1)

const svg = []
svg.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${f1(W)} ${f1(H)}" width="${f1(W)}" height="${f1(H)}" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" role="img" aria-labelledby="title desc">`)
svg.push('<title id="title">Frustum culling seen from above</title>')
svg.push(`<desc id="desc">${cubes.length} cubes around a camera. ${drawnCount} pass the frustum test and are drawn, ${cubes.length - drawnCount} are culled. ${falsePositives} of the drawn cubes lie entirely outside the view: the price of a conservative box test.</desc>`)
svg.push(`<rect width="${f1(W)}" height="${f1(H)}" rx="10" fill="#fbfbfd"/>`)
svg.push(`<text x="${pad.left}" y="30" font-size="16" font-weight="600" fill="#1f2430">FrustumCullingStrategy, seen from above</text>`)
svg.push(`<text x="${pad.left}" y="50" font-size="12" fill="#5b6070">${cubes.length} candidates: ${drawnCount} drawn, ${cubes.length - drawnCount} culled; ${falsePositives} drawn although outside. CullNoneStrategy would draw all ${cubes.length}.</text>`)

// The frustum's footprint at y = 0: the near and far edges, from the left/right planes.
const halfW = (d) => d * Math.tan(fovY / 2) * aspect
const trap = [
  [-halfW(near), -near],
  [halfW(near), -near],
  [halfW(far), -far],
  [-halfW(far), -far],
]
svg.push(`<polygon points="${trap.map(([x, z]) => `${f1(X(x))},${f1(Y(z))}`).join(' ')}" fill="#4056a1" fill-opacity="0.07" stroke="#4056a1" stroke-width="1.5" stroke-dasharray="6 4"/>`)

const style = {
  visible: { fill: '#4056a1', stroke: '#2b3a73' },
  false: { fill: '#f59e0b', stroke: '#b45309' },
  culled: { fill: '#d5d8e0', stroke: '#9aa0ae' },
}
for (const c of cubes) {
  const s = c.drawn ? (c.visible ? style.visible : style.false) : style.culled
  const corners = [
    [-0.5, -0.5],
    [0.5, -0.5],
    [0.5, 0.5],
    [-0.5, 0.5],
  ].map(([u, w]) => apply(c.world, [u, 0, w]))
  if (c.turned && c.drawn) {
    // the re-fitted axis-aligned box that the test actually sees
    svg.push(`<rect x="${f1(X(c.box.min[0]))}" y="${f1(Y(c.box.min[2]))}" width="${f1((c.box.max[0] - c.box.min[0]) * scale)}" height="${f1((c.box.max[2] - c.box.min[2]) * scale)}" fill="none" stroke="${s.stroke}" stroke-width="0.8" stroke-dasharray="2 2"/>`)
  }
  svg.push(`<polygon points="${corners.map(([x, , z]) => `${f1(X(x))},${f1(Y(z))}`).join(' ')}" fill="${s.fill}" stroke="${s.stroke}" stroke-width="1"/>`)
}

// Camera.
svg.push(`<circle cx="${f1(X(0))}" cy="${f1(Y(0))}" r="5" fill="#1f2430"/>`)
svg.push(`<text x="${f1(X(0) + 9)}" y="${f1(Y(0) + 18)}" font-size="12" fill="#1f2430">camera, looking down −z</text>`)
svg.push(`<text x="${f1(X(0))}" y="${f1(Y(-far) - 8)}" text-anchor="middle" font-size="12" fill="#4056a1">far plane (18)</text>`)

// Legend.
const legend = [
  [style.visible, 'drawn, inside the view'],
  [style.false, 'drawn, but entirely outside'],
  [style.culled, 'culled'],
]
let lx = pad.left
const ly = H - 30
for (const [s, label] of legend) {
  svg.push(`<rect x="${lx}" y="${ly - 11}" width="13" height="13" fill="${s.fill}" stroke="${s.stroke}"/>`)
  svg.push(`<text x="${lx + 19}" y="${ly}" font-size="12" fill="#1f2430">${label}</text>`)
  lx += 40 + label.length * 6.6
}
svg.push(`<rect x="${lx}" y="${ly - 11}" width="13" height="13" fill="none" stroke="#2b3a73" stroke-dasharray="2 2"/>`)
svg.push(`<text x="${lx + 19}" y="${ly}" font-size="12" fill="#1f2430">world-space AABB of a turned cube</text>`)

svg.push('</svg>')
fs.writeFileSync(out, svg.join('\n') + '\n')
console.log(`wrote ${path.relative(repo, out)}: ${cubes.length} cubes, ${drawnCount} drawn, ${cubes.length - drawnCount} culled, ${falsePositives} drawn although outside`)
