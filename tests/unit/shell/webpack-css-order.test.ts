/**
 * `gatsby develop` printed mini-css-extract-plugin's "Conflicting order" warnings at every start: the page
 * components' chunk groups import the same scoped CSS modules in different orders. The production build turns them
 * off with ignoreOrder (src/shell/webpack.ts); the development bundle drops them from what it reports. A real webpack
 * compilation that makes the warning shows it gone with the site's develop settings, and another warning kept.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import webpack from 'webpack'
import { onCreateWebpackConfig } from '../../../src/shell/webpack'

// Gatsby's own CSS extraction and loader, resolved from Gatsby as its configuration resolves them.
const fromGatsby = createRequire(require.resolve('gatsby/package.json'))
const MiniCssExtractPlugin = fromGatsby('mini-css-extract-plugin') as { new (): webpack.WebpackPluginInstance; loader: string }

function developIgnoreWarnings(): unknown[] {
  let replaced: { ignoreWarnings?: unknown[] } | undefined
  onCreateWebpackConfig({ stage: 'develop', getConfig: () => ({ module: { rules: [] }, plugins: [], optimization: { splitChunks: { chunks: 'all', cacheGroups: {} } } }), actions: { setWebpackConfig: () => {}, replaceWebpackConfig: (c: never) => (replaced = c) }, plugins: { define: () => ({}) } } as never)
  return replaced?.ignoreWarnings ?? []
}

/** Two chunks import x.css and y.css in opposite orders; a shared chunk takes both. One more file warns otherwise. */
function compile(ignoreWarnings: unknown[]): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'css-order-'))
  const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text)
  write('entry.js', "import('./a.js'); import('./b.js'); import('./other.js')")
  write('a.js', "import './x.css'; import './y.css'")
  write('b.js', "import './y.css'; import './x.css'")
  write('other.js', "import { missing } from './a.js'; console.log(missing)")
  write('x.css', '.x { color: red }')
  write('y.css', '.y { color: blue }')
  const compiler = webpack({
    mode: 'development',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'out') },
    module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, fromGatsby.resolve('css-loader')] }] },
    plugins: [new MiniCssExtractPlugin()],
    optimization: { splitChunks: { chunks: 'async', minSize: 0, cacheGroups: { shared: { test: /\.css$/, minChunks: 2, minSize: 0, name: 'shared', enforce: true } } } },
    ignoreWarnings: ignoreWarnings as never,
  })
  return new Promise((resolve, reject) =>
    compiler.run((err, stats) => {
      compiler.close(() => fs.rmSync(dir, { recursive: true, force: true }))
      if (err || !stats) return reject(err)
      resolve((stats.toJson({ all: false, warnings: true }).warnings ?? []).map((w) => w.message))
    }),
  )
}

test('gatsby develop reports no CSS order warning, and still reports the others', async () => {
  const plain = await compile([])
  assert.ok(plain.some((m) => m.includes('Conflicting order')), `the fixture makes the warning: ${plain.join(' | ')}`)
  assert.ok(plain.some((m) => m.includes("export 'missing'")), 'and another one')
  const site = await compile(developIgnoreWarnings())
  assert.ok(!site.some((m) => m.includes('Conflicting order')), site.join(' | '))
  assert.ok(site.some((m) => m.includes("export 'missing'")), 'other warnings are still reported')
})
