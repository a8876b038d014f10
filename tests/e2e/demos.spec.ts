/**
 * The posts' live demos (docs/sections/demos.md) in Debian's Chromium with WebGL 2 through SwiftShader: nothing of a
 * demo loads before Run; after it, the frame the program draws matches the native render of the same program
 * (desktop OpenGL in a virtual X server, tests/demos/native.ts) within a tolerance; the labelled controls change
 * what is drawn; the demo pauses out of view and under reduced motion; it runs with no network but the site's own
 * server; without WebGL the poster stays with a reason.
 */
import { test, expect, chromium, type Page } from '@playwright/test'
import { compareFrames, nativeFrame, type Rgb } from '../demos/native'

const SWIFTSHADER = ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader']
test.use({ launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: SWIFTSHADER } })
// A demo's first run compiles its WebAssembly and SwiftShader draws on the CPU: slower than a page test.
test.setTimeout(120_000)

const DEMOS = {
  'first-cube': { post: 'content/devlog/2025-10-19-just-make-it-exist-first/index.mdx', route: '/devlog/2025/10/19/just-make-it-exist-first/' },
  'cube-grid': { post: 'content/devlog/2025-09-28-onwards-to-the-rendering-model/index.mdx', route: '/devlog/2025/09/28/onwards-to-the-rendering-model/' },
  projections: { post: 'content/devlog/2025-09-17-orthographic-and-perspective-projection/index.mdx', route: '/devlog/2025/09/17/orthographic-and-perspective-projection/' },
} as const
type DemoName = keyof typeof DEMOS

const figure = (page: Page, name: DemoName) => page.locator(`figure[data-demo="${name}"]`)

/** Opens the post and presses its demo's Run button; resolves once the first frame is drawn. */
async function run(page: Page, name: DemoName): Promise<void> {
  await page.goto(DEMOS[name].route)
  await page.waitForFunction(() => (window as unknown as { ___heliosBooted?: boolean }).___heliosBooted)
  const fig = figure(page, name)
  await fig.scrollIntoViewIfNeeded()
  await fig.getByRole('button', { name: 'Run' }).click()
  await expect(fig).toHaveAttribute('data-demo-state', 'running', { timeout: 60_000 })
}

/** The canvas's current frame as RGB, top row first (the page made its context with preserveDrawingBuffer). */
async function webFrame(page: Page, name: DemoName): Promise<Rgb> {
  const { width, height, base64 } = await figure(page, name)
    .locator('canvas')
    .evaluate((canvas: HTMLCanvasElement) => {
      const gl = canvas.getContext('webgl2')!
      const w = gl.drawingBufferWidth
      const h = gl.drawingBufferHeight
      const rgba = new Uint8Array(w * h * 4)
      gl.readPixels(0, 0, w, h, gl.RGBA, gl.UNSIGNED_BYTE, rgba)
      const rgb = new Uint8Array(w * h * 3)
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++) for (let c = 0; c < 3; c++) rgb[(y * w + x) * 3 + c] = rgba[((h - 1 - y) * w + x) * 4 + c]
      let s = ''
      for (let i = 0; i < rgb.length; i += 0x8000) s += String.fromCharCode(...rgb.subarray(i, i + 0x8000))
      return { width: w, height: h, base64: btoa(s) }
    })
  return { width, height, data: new Uint8Array(Buffer.from(base64, 'base64')) }
}

/** Waits a few of the program's frames, so a key press has been read and drawn. */
const frames = (page: Page, n = 6) => page.evaluate((k) => new Promise<void>((r) => { let i = 0; const f = () => (++i >= k ? r() : requestAnimationFrame(f)); requestAnimationFrame(f) }), n)

test('nothing of a demo loads before Run; after it the poster gives way to a canvas and no console error appears', async ({ page }) => {
  const requests: string[] = []
  const errors: string[] = []
  page.on('request', (r) => requests.push(new URL(r.url()).pathname))
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(e.message))
  // Narrower than the program's 1280-pixel window, as most screens are.
  await page.setViewportSize({ width: 1000, height: 800 })
  await page.goto(DEMOS['cube-grid'].route)
  const poster = figure(page, 'cube-grid').locator('img')
  await poster.scrollIntoViewIfNeeded()
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640)
  // The poster is a frame the program drew at build time, not a blank canvas: its pixels hold many colours.
  const colours = await poster.evaluate((img: HTMLImageElement) => {
    const c = document.createElement('canvas')
    c.width = img.naturalWidth
    c.height = img.naturalHeight
    const g = c.getContext('2d')!
    g.drawImage(img, 0, 0)
    const px = g.getImageData(0, 0, c.width, c.height).data
    const seen = new Set<number>()
    for (let i = 0; i < px.length; i += 4) seen.add((px[i]! << 16) | (px[i + 1]! << 8) | px[i + 2]!)
    return seen.size
  })
  expect(colours).toBeGreaterThan(8)
  expect(requests.filter((p) => /^\/demos\/.*\.(js|wasm)$/.test(p))).toEqual([])
  await run(page, 'cube-grid')
  expect(requests).toContain('/demos/cube-grid/cube-grid.wasm')
  await expect(figure(page, 'cube-grid').locator('img')).toHaveCount(0)
  // The whole frame, scaled to the player: the drawing buffer is the program's window, the canvas as wide as the stage.
  const size = await figure(page, 'cube-grid').locator('canvas').evaluate((c: HTMLCanvasElement) => ({
    buffer: [c.width, c.height],
    shown: c.clientWidth,
    stage: c.parentElement!.clientWidth,
    inline: c.style.width,
  }))
  expect(size).toEqual({ buffer: [1280, 720], shown: size.stage, stage: size.stage, inline: '' })
  expect(errors).toEqual([])
})

for (const name of ['cube-grid', 'projections'] as const) {
  test(`${name}: the browser's frame matches the native render of the same program`, async ({ page }) => {
    await run(page, name)
    await frames(page, 10)
    const web = await webFrame(page, name)
    const native = nativeFrame(DEMOS[name].post, name, 10)
    const { differing, mean } = compareFrames(web, native)
    // SwiftShader and Mesa's llvmpipe rasterise edges a little differently; the scene itself must agree.
    expect(differing, `share of pixels off by more than 24 levels (mean difference ${mean.toFixed(2)})`).toBeLessThan(0.01)
    expect(mean).toBeLessThan(2)
  })
}

test('first-cube: the cube turns, and its first frames match the native render in the background and the cube\'s place', async ({ page }) => {
  await run(page, 'first-cube')
  const a = await webFrame(page, 'first-cube')
  await frames(page, 20)
  const b = await webFrame(page, 'first-cube')
  expect(compareFrames(a, b).differing, 'the cube moved between the two frames').toBeGreaterThan(0.001)
  const native = nativeFrame(DEMOS['first-cube'].post, 'first-cube', 10)
  // The turn depends on each run's frame times, so only what does not turn is compared: the background outside
  // the cube's reach (its corners stay within the middle third of the frame).
  const outside = (img: Rgb): Rgb => {
    const data = new Uint8Array(img.data)
    for (let y = 0; y < img.height; y++)
      for (let x = Math.floor(img.width / 3); x < Math.ceil((2 * img.width) / 3); x++) data.fill(0, (y * img.width + x) * 3, (y * img.width + x) * 3 + 3)
    return { ...img, data }
  }
  expect(compareFrames(outside(b), outside(native)).differing).toBe(0)
})

test('cube-grid: Space switches culling off and the draw count says so; 2 shows the grid from above', async ({ page }) => {
  await run(page, 'cube-grid')
  const fig = figure(page, 'cube-grid')
  const status = fig.locator('output')
  await expect(status).toHaveText('Frustum culling on: 108 of 400 cubes drawn')
  const eye = await webFrame(page, 'cube-grid')
  await fig.getByRole('button', { name: /the view from above/ }).click()
  await frames(page)
  const aboveCulled = await webFrame(page, 'cube-grid')
  expect(compareFrames(eye, aboveCulled).differing).toBeGreaterThan(0.1)
  await fig.getByRole('button', { name: /frustum culling on or off/ }).click()
  await expect(status).toHaveText('Frustum culling off: 400 of 400 cubes drawn')
  await frames(page)
  const aboveAll = await webFrame(page, 'cube-grid')
  // From above, the cubes the camera's frustum dropped appear when culling is off.
  expect(compareFrames(aboveCulled, aboveAll).differing).toBeGreaterThan(0.05)
})

test('projections: Space switches to orthographic, Up moves the near plane, and each changes the frame', async ({ page }) => {
  await run(page, 'projections')
  const fig = figure(page, 'projections')
  const status = fig.locator('output')
  await expect(status).toHaveText('Perspective, near 0.5, far 30.0')
  const perspective = await webFrame(page, 'projections')
  await fig.getByRole('button', { name: /perspective or orthographic/ }).click()
  await expect(status).toHaveText('Orthographic, near 0.5, far 30.0')
  await frames(page)
  const ortho = await webFrame(page, 'projections')
  expect(compareFrames(perspective, ortho).differing).toBeGreaterThan(0.02)
  for (let i = 0; i < 3; i++) await fig.getByRole('button', { name: /near plane farther/ }).click()
  await expect(status).toHaveText('Orthographic, near 6.5, far 30.0')
  await frames(page)
  expect(compareFrames(ortho, await webFrame(page, 'projections')).differing).toBeGreaterThan(0.01)
  await fig.getByRole('button', { name: /far plane closer/ }).focus()
  await page.keyboard.press('Enter')
  await expect(status).toHaveText('Orthographic, near 6.5, far 26.0')
})

test('a demo pauses when scrolled out of view or the tab is hidden and resumes when back; the reader can pause it', async ({ page }) => {
  await run(page, 'first-cube')
  const fig = figure(page, 'first-cube')
  await expect(fig).toHaveAttribute('data-demo-paused', 'false')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(fig).toHaveAttribute('data-demo-paused', 'true')
  await fig.scrollIntoViewIfNeeded()
  await expect(fig).toHaveAttribute('data-demo-paused', 'false')
  // A hidden tab (what the browser reports when the reader switches away) pauses it too.
  const setVisibility = (state: string) =>
    page.evaluate((s) => {
      Object.defineProperty(document, 'visibilityState', { value: s, configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    }, state)
  await setVisibility('hidden')
  await expect(fig).toHaveAttribute('data-demo-paused', 'true')
  await setVisibility('visible')
  await expect(fig).toHaveAttribute('data-demo-paused', 'false')
  await fig.getByRole('button', { name: 'Pause' }).click()
  await expect(fig).toHaveAttribute('data-demo-paused', 'true')
  const a = await webFrame(page, 'first-cube')
  await page.waitForTimeout(300)
  expect(compareFrames(a, await webFrame(page, 'first-cube')).differing).toBe(0)
})

test('a demo runs offline from `gatsby serve` (what `npm run serve` starts): nothing it or its page asks for leaves the site', async ({ page, baseURL }) => {
  const site = new URL(baseURL!).origin
  const outside: string[] = []
  // No network but the site's own server: whatever else the page or the program asked for would fail.
  await page.context().route(
    (url) => url.origin !== site,
    (route) => {
      outside.push(route.request().url())
      return route.abort('internetdisconnected')
    },
  )
  const fetched: string[] = []
  page.on('requestfinished', (r) => fetched.push(new URL(r.url()).pathname))
  await run(page, 'projections')
  expect(fetched).toEqual(expect.arrayContaining(['/demos/projections/projections.js', '/demos/projections/projections.wasm', '/demos/projections/poster.png']))
  await expect(figure(page, 'projections').locator('canvas')).toBeVisible()
  expect(outside).toEqual([])
})

test('under prefers-reduced-motion a demo draws its first frame and waits, paused', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await run(page, 'first-cube')
  const fig = figure(page, 'first-cube')
  await expect(fig).toHaveAttribute('data-demo-paused', 'true')
  await expect(fig.locator('output')).toContainText('reduced motion')
  await expect(fig.getByRole('button', { name: 'Resume' })).toBeVisible()
})

test('without WebGL the poster stays and one line says why', async ({ baseURL }) => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-3d-apis'] })
  try {
    const page = await browser.newPage()
    await page.goto(`${baseURL}${DEMOS['first-cube'].route}`)
    await page.waitForFunction(() => (window as unknown as { ___heliosBooted?: boolean }).___heliosBooted)
    const fig = page.locator('figure[data-demo="first-cube"]')
    await fig.scrollIntoViewIfNeeded()
    await fig.getByRole('button', { name: 'Run' }).click()
    await expect(fig).toHaveAttribute('data-demo-state', 'unavailable')
    await expect(fig.locator('output')).toHaveText(/needs WebGL 2/)
    await expect(fig.locator('img')).toBeVisible()
  } finally {
    await browser.close()
  }
})
