import { spawn } from 'node:child_process'
import fs from 'node:fs'
const [dir, port] = [process.argv[2], process.argv[3]]
const log = `${dir}/devtime.log`
function start() {
  const fd = fs.openSync(log, 'a')
  return spawn('npx', ['gatsby', 'develop', '--host', '127.0.0.1', '--port', port], { cwd: dir, stdio: ['ignore', fd, fd], detached: true, env: { ...process.env, CI: '1' } })
}
async function serve() {
  const t = performance.now()
  for (;;) { try { if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return (performance.now() - t) / 1000 } catch {} await new Promise((r) => setTimeout(r, 100)) }
}
async function idle() { let size = -1, since = performance.now(); for (;;) { const n = fs.statSync(log).size; if (n !== size) { size = n; since = performance.now() } else if (performance.now() - since > 20000) return; await new Promise((r) => setTimeout(r, 500)) } }
const stop = (c) => new Promise<void>((r) => { c.once('exit', () => r()); process.kill(-c.pid!, 'SIGTERM') })
fs.rmSync(`${dir}/.cache`, { recursive: true, force: true }); fs.rmSync(`${dir}/public`, { recursive: true, force: true })
let c = start(); const cold = await serve(); await idle(); await stop(c)
const warms: number[] = []
for (let i = 0; i < 2; i++) { c = start(); warms.push(await serve()); await idle(); await stop(c) }
console.log(`${dir}: cold ${cold.toFixed(1)} s, warm ${warms.map((w) => w.toFixed(1)).join(' / ')} s`)
