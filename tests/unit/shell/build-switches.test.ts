import { test } from 'node:test'
import assert from 'node:assert/strict'
import { touchesTurnedOff } from '../../../src/shell/server/buildSwitches'
import { onCreateWebpackConfig } from '../../../src/shell/webpack'

class Define {
  constructor(readonly definitions: object) {}
}
class CssExtraction {
  constructor(readonly options: object) {}
}
class ESLintWebpackPlugin {}

/** The webpack config the site's hook leaves for a stage, with HELIOS_BENCH_WITHOUT set to `without`. */
function configFor(stage: string, without?: string) {
  const saved = process.env.HELIOS_BENCH_WITHOUT
  if (without === undefined) delete process.env.HELIOS_BENCH_WITHOUT
  else process.env.HELIOS_BENCH_WITHOUT = without
  let replaced: { plugins: unknown[]; cache: { version?: string; buildDependencies?: unknown } } | undefined
  const babel = { loader: '/site/node_modules/gatsby/dist/utils/babel-loader.js', options: {} }
  try {
    onCreateWebpackConfig({
      stage,
      getConfig: () => ({ module: { rules: [{ use: () => [babel] }] }, output: {}, resolve: { alias: {} }, cache: { type: 'filesystem', buildDependencies: { config: ['x'] } }, plugins: [new CssExtraction({}), new ESLintWebpackPlugin()] }),
      actions: { setWebpackConfig: () => {}, replaceWebpackConfig: (c: never) => (replaced = c) },
      plugins: { extractText: (options: object) => new CssExtraction(options), define: (definitions: object) => new Define(definitions) },
    } as never)
  } finally {
    if (saved === undefined) delete process.env.HELIOS_BENCH_WITHOUT
    else process.env.HELIOS_BENCH_WITHOUT = saved
  }
  return replaced
}
const names = (plugins: unknown[] | undefined) => (plugins ?? []).map((p) => (p as object).constructor.name)

test('HELIOS_BENCH_WITHOUT names the touches a bench leaves out, and refuses a name it does not know', () => {
  assert.deepEqual([...touchesTurnedOff({})], [])
  assert.deepEqual([...touchesTurnedOff({ HELIOS_BENCH_WITHOUT: 'esbuild, cache-key' })], ['esbuild', 'cache-key'])
  assert.throws(() => touchesTurnedOff({ HELIOS_BENCH_WITHOUT: 'esbulid' }), /"esbulid" is not a touch the build can leave out \(esbuild, cache-key, heap-flag, eslint-drop, queries-in-main\)/)
})

test('each webpack touch is on by default, and off alone when a bench leaves it out', () => {
  const all = configFor('build-javascript')!
  assert.ok(names(all.plugins).includes('CheckLoaderChains') && names(all.plugins).includes('CacheKeyedByCodeVersion'))
  assert.match(all.cache.version ?? '', /^code-[0-9a-f]{16}$/)
  const noEsbuild = configFor('build-javascript', 'esbuild')!
  assert.ok(!names(noEsbuild.plugins).includes('CheckLoaderChains') && names(noEsbuild.plugins).includes('CacheKeyedByCodeVersion'))
  const noKey = configFor('build-javascript', 'cache-key')!
  assert.deepEqual(noKey.cache, { type: 'filesystem', buildDependencies: { config: ['x'] } })
  assert.ok(names(noKey.plugins).includes('CheckLoaderChains'))
  assert.deepEqual(names(configFor('develop')!.plugins), ['CssExtraction', 'Define'])
  assert.deepEqual(names(configFor('develop', 'eslint-drop')!.plugins), ['CssExtraction', 'ESLintWebpackPlugin', 'Define'], 'develop keeps the plugins Gatsby made')
})
