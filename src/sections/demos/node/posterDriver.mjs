// The browser side of the demos' poster capture (./poster.ts), in a worker thread: Playwright is the largest package
// the build loads, and a worker's heap, Playwright's code with it, is let go when the worker ends, where the
// build's main heap would keep it to the end of the build. Plain JavaScript, loaded by Node itself (Gatsby
// compiles only its own files). It launches Chromium, tells poster.ts the browser's process id (so that a
// stuck browser can be killed from there), then captures one demo page per message.
import { parentPort, workerData } from 'node:worker_threads'
import { chromium } from '@playwright/test'

const { executablePath, args, env, frames } = workerData

// A server rather than a plain launch: it has a process poster.ts can kill whatever state the browser is in.
const server = await chromium.launchServer({ executablePath, args, env })
parentPort.postMessage({ type: 'started', pid: server.process().pid })
const browser = await chromium.connect(server.wsEndpoint())
// One page for every demo: in one process, Chromium closes when its last page does.
const page = await browser.newPage()
let errors = []
page.on('pageerror', (e) => errors.push(e.message))
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))

parentPort.on('message', async (message) => {
  if (message.type === 'close') {
    await browser.close()
    await server.close()
    parentPort.postMessage({ type: 'closed' })
    return
  }
  errors = []
  try {
    await page.goto(message.url)
    try {
      await page.waitForFunction(() => window.poster, null, { timeout: 30_000 })
    } catch {
      const said = errors.length ? `: ${errors.join('; ')}` : ''
      parentPort.postMessage({ type: 'failed', message: `demo \`${message.name}\` drew no ${frames} frames in Chromium within 30 s${said}` })
      return
    }
    parentPort.postMessage({ type: 'poster', data: await page.evaluate(() => window.poster) })
  } catch (e) {
    parentPort.postMessage({ type: 'failed', message: `demo \`${message.name}\`: ${e instanceof Error ? e.message : String(e)}` })
  }
})
