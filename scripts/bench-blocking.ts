/**
 * Main-thread blocking during a page's first load and the cost of the first tap, as a phone meets them (Chromium at
 * 4x CPU slowdown): long tasks are counted directly, since Lighthouse's score moves by points between identical runs
 * on a loaded two-core machine. Pages: home, the newest post, the median and the largest class page.
 *
 *   npm run bench:blocking [-- --loads 5 --tap-hold 100] [--record]
 */
import path from 'node:path'
import { chromium } from '@playwright/test'
import { classPages, postPages, serveBuilt } from './builtSite'
import { recorder } from './measurements'

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}
const loads = Number(arg('loads') ?? 5)
// How long the finger rests on the screen: a person's tap lasts about 100 ms; 0 sends the release at once.
const tapHoldMs = Number(arg('tap-hold') ?? 100)
const publicDir = path.resolve('public')

async function main() {
  const record = recorder('bench:blocking', 'Main-thread blocking during the first load and the first tap on the menu button, at 4x CPU slowdown on a phone-sized viewport (medians of the loads).')
  const classes = classPages(publicDir)
  const posts = postPages(publicDir)
  const targets = [{ name: 'home', route: '/' }]
  if (posts[0]) targets.push({ name: 'post', route: posts[0].route })
  if (classes.length) {
    targets.push({ name: 'class (median)', route: classes[Math.floor(classes.length / 2)].route })
    targets.push({ name: 'class (largest)', route: classes[classes.length - 1].route })
  }
  const { base, stop } = await serveBuilt(Number(arg('port') ?? 9315))
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  try {
    // One load first, not counted: the server and the disk cache warm up.
    const warm = await browser.newPage()
    await warm.goto(base + '/', { waitUntil: 'networkidle' })
    await warm.close()
    const medians: Array<{ page: string; blocking: number; firstTap: number }> = []
    for (const t of targets) {
      const results: Array<{ blocking: number; tasks: number[]; firstTap: number }> = []
      for (let i = 0; i < loads; i++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true })
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        await page.addInitScript(() => {
          const w = window as unknown as { __longTasks: number[] }
          w.__longTasks = []
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) w.__longTasks.push(Math.round(e.duration))
          }).observe({ type: 'longtask', buffered: true })
          const v = window as unknown as { __eventDurations: number[] }
          v.__eventDurations = []
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) v.__eventDurations.push(Math.round(e.duration))
          }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
        })
        await page.goto(base + encodeURI(t.route), { waitUntil: 'networkidle' })
        await page.waitForTimeout(1000)
        const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks)
        // The first input: a finger on the menu button for TAP_HOLD_MS, then the drawer's paint.
        const box = (await page.getByRole('button', { name: 'Open navigation menu' }).boundingBox())!
        const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
        await page.waitForTimeout(tapHoldMs)
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
        await page.getByRole('dialog', { name: 'Navigation menu' }).waitFor()
        await page.waitForTimeout(500)
        const firstTap = Math.max(0, ...(await page.evaluate(() => (window as unknown as { __eventDurations: number[] }).__eventDurations)))
        results.push({ blocking: tasks.reduce((s, d) => s + Math.max(0, d - 50), 0), tasks, firstTap })
        await context.close()
      }
      results.sort((a, b) => a.blocking - b.blocking)
      const median = results[Math.floor(results.length / 2)].blocking
      console.log(`${t.name.padEnd(16)} blocking ${String(median).padStart(4)} ms (median of ${loads})  ${t.route}`)
      console.log(`${''.padEnd(16)} long tasks per load (ms): ${results.map((r) => r.tasks.join('/') || '-').join('  ')}`)
      const taps = results.map((r) => r.firstTap)
      const firstTap = [...taps].sort((a, b) => a - b)[Math.floor(taps.length / 2)]
      console.log(`${''.padEnd(16)} first tap (${tapHoldMs} ms press) ${String(firstTap).padStart(4)} ms (median; per load: ${taps.join('/')})`)
      medians.push({ page: t.name, blocking: median, firstTap })
    }
    const pages = medians.map((m) => m.page).join(' / ')
    record.add('load-blocking', `${pages}: ${medians.map((m) => m.blocking).join(' / ')} ms (median of ${loads} loads)`)
    record.add(`first-tap/hold-${tapHoldMs}ms`, `${pages}: ${medians.map((m) => m.firstTap).join(' / ')} ms (median of ${loads} loads)`)
    record.save()
  } finally {
    await browser.close()
    stop()
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
