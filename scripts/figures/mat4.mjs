// A column-major mat4 for the figure scripts, laid out as helios/math/mat4.hpp lays it out
// (element (r, c) at index c * 4 + r), so that a figure computes what the engine would.
export const identity = () => [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
export const at = (m, r, c) => m[c * 4 + r]
export const set = (m, r, c, v) => { m[c * 4 + r] = v }
export const mul = (a, b) => {
  const r = new Array(16).fill(0)
  for (let c = 0; c < 4; c++) for (let row = 0; row < 4; row++) {
    let s = 0
    for (let k = 0; k < 4; k++) s += at(a, row, k) * at(b, k, c)
    r[c * 4 + row] = s
  }
  return r
}
/** m * v for a four-component v. */
export const apply = (m, [x, y, z, w]) => [0, 1, 2, 3].map((r) => at(m, r, 0) * x + at(m, r, 1) * y + at(m, r, 2) * z + at(m, r, 3) * w)
