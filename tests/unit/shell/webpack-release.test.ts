import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import v8 from 'node:v8'
import vm from 'node:vm'
import webpack from 'webpack'
import { collectGarbageSoon, ReleaseCompilationOnClose } from '../../../src/shell/webpack'

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void

/**
 * Compiles a small module graph with the persistent cache on (as Gatsby's build does), closes the compiler and
 * keeps the compiler referenced, as Gatsby's virtual-modules helper does for the rest of a build. Answers whether
 * the finished compilation could still be reached, its stats' hash, and whether the cache was written.
 */
async function compileAndClose(plugins: webpack.WebpackPluginInstance[], { typescript = false } = {}): Promise<{ compilationLeft: boolean; hash: string | undefined; cacheWritten: boolean; compiler: unknown }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'))
  if (typescript) {
    // Compiled by esbuild-loader, as the site's TypeScript is: the compile starts esbuild's service.
    fs.writeFileSync(path.join(dir, 'shapes.ts'), 'export const area = (w: number, h: number): number => w * h\nexport const name: string = "box"\n')
  } else {
    fs.writeFileSync(path.join(dir, 'shapes.js'), 'export const area = (w, h) => w * h\nexport const name = "box"\n')
  }
  fs.writeFileSync(path.join(dir, 'index.js'), 'import { area, name } from "./shapes"\nconsole.log(name, area(2, 3))\n')
  const cacheDirectory = path.join(dir, 'cache')
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'out') },
    cache: { type: 'filesystem', cacheDirectory },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [{ test: /\.ts$/, loader: require.resolve('esbuild-loader'), options: { loader: 'ts', target: 'es2020' } }] },
    infrastructureLogging: { level: 'none' },
    plugins,
  })
  const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((err, s) => (err || !s ? reject(err) : resolve(s))))
  assert.equal(stats.hasErrors(), false, stats.toString('errors-only'))
  const compilation = new WeakRef(stats.compilation)
  await new Promise<void>((resolve, reject) => compiler.close((err) => (err ? reject(err) : resolve())))
  // Let the deferred collection and any timers run, then collect for certain.
  await new Promise((resolve) => setTimeout(resolve, 50))
  gc()
  return { compilationLeft: compilation.deref() !== undefined, hash: stats.hash, cacheWritten: fs.readdirSync(cacheDirectory).length > 0, compiler }
}

/** esbuild service processes this process started and still has (tsx's, from its loader thread, started before). */
function esbuildServices(): number[] {
  const pids: number[] = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const ppid = Number(fs.readFileSync(`/proc/${entry}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ')[1])
      if (ppid === process.pid && fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('--service')) pids.push(Number(entry))
    } catch {
      // The process ended while being read.
    }
  }
  return pids
}

test('a closed compiler still referenced keeps its whole compilation alive unless ReleaseCompilationOnClose lets it go', async () => {
  const without = await compileAndClose([])
  assert.equal(without.compilationLeft, true, 'webpack alone keeps the compilation reachable from a closed compiler')

  const released = await compileAndClose([new ReleaseCompilationOnClose() as unknown as webpack.WebpackPluginInstance])
  assert.equal(released.compilationLeft, false, 'the compilation is collected once the compiler is closed')
  // What Gatsby reads from the stats after the compile, and the persistent cache, are unchanged.
  assert.equal(released.hash, without.hash)
  assert.match(released.hash ?? '', /^[0-9a-f]{20}$/)
  assert.equal(released.cacheWritten, true)
})

test('closing the compiler stops the esbuild service its loaders started', async () => {
  const before = esbuildServices()
  await compileAndClose([], { typescript: true })
  const started = esbuildServices().filter((pid) => !before.includes(pid))
  assert.equal(started.length, 1, 'without the plugin, esbuild-loader leaves its service running')
  await compileAndClose([new ReleaseCompilationOnClose() as unknown as webpack.WebpackPluginInstance], { typescript: true })
  await new Promise((resolve) => setTimeout(resolve, 200))
  assert.deepEqual(esbuildServices().filter((pid) => !before.includes(pid)), [], 'no esbuild service is left once the compiler is closed')
})

test('the collections after the last compile compact a fragmented heap down to what is live', async () => {
  const oldSpace = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space')!
  // 200 MB of small objects, one in eight kept: every page of the old generation keeps a few live objects.
  const fragment = () => {
    const all: Array<{ i: number; s: string }> = []
    for (let i = 0; i < 3e6; i++) all.push({ i, s: `x${i}` })
    gc()
    return all.filter((_, i) => i % 8 === 0)
  }
  const kept = fragment()
  collectGarbageSoon({ compact: true })
  await new Promise((resolve) => setTimeout(resolve, 1500))
  const { space_size: committed, space_used_size: used } = oldSpace()
  assert.ok(committed - used < 24 * 1024 ** 2, `old generation ${Math.round(committed / 1024 ** 2)} MB for ${Math.round(used / 1024 ** 2)} MB live`)
  assert.equal(kept.length, 375000)
})
