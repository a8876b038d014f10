import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import v8 from 'node:v8'
import vm from 'node:vm'
import webpack from 'webpack'
import { ReleaseCompilationOnClose } from '../../../src/shell/webpack'

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void

/**
 * Compiles a small module graph with the persistent cache on (as Gatsby's build does), closes the compiler and
 * keeps the compiler referenced, as Gatsby's virtual-modules helper does for the rest of a build. Answers whether
 * the finished compilation could still be reached, its stats' hash, and whether the cache was written.
 */
async function compileAndClose(plugins: webpack.WebpackPluginInstance[]): Promise<{ compilationLeft: boolean; hash: string | undefined; cacheWritten: boolean; compiler: unknown }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'))
  fs.writeFileSync(path.join(dir, 'shapes.js'), 'export const area = (w, h) => w * h\nexport const name = "box"\n')
  fs.writeFileSync(path.join(dir, 'index.js'), 'import { area, name } from "./shapes"\nconsole.log(name, area(2, 3))\n')
  const cacheDirectory = path.join(dir, 'cache')
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'out') },
    cache: { type: 'filesystem', cacheDirectory },
    infrastructureLogging: { level: 'none' },
    plugins,
  })
  const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((err, s) => (err || !s ? reject(err) : resolve(s))))
  const compilation = new WeakRef(stats.compilation)
  await new Promise<void>((resolve, reject) => compiler.close((err) => (err ? reject(err) : resolve())))
  // Let the deferred collection and any timers run, then collect for certain.
  await new Promise((resolve) => setTimeout(resolve, 50))
  gc()
  return { compilationLeft: compilation.deref() !== undefined, hash: stats.hash, cacheWritten: fs.readdirSync(cacheDirectory).length > 0, compiler }
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
