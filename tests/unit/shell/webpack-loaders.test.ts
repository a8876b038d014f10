import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { BABEL_CONFIG_FILE, CheckLoaderChains, loaderChainProblem, swapBabelForEsbuild, type Rule } from '../../../src/shell/gatsbyLoaderChains'
import { siteRoot } from '../../../src/shell/paths'

const GATSBY_BABEL = '/site/node_modules/gatsby/dist/utils/babel-loader.js'

function file(name: string, text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loaders-'))
  fs.writeFileSync(path.join(dir, name), text)
  return path.join(dir, name)
}

/** The loader chain Gatsby's rule (wrapped) picks for a module, as loader names. */
function chainFor(resource: string, isPageTemplate = false, twoPasses = false): Array<string | undefined> {
  const babel = (): Rule => ({ loader: GATSBY_BABEL, options: { isPageTemplate } as Rule['options'] })
  const rules: Rule[] = [{ oneOf: [{ use: () => (twoPasses ? [babel(), babel()] : [babel()]) }] }]
  swapBabelForEsbuild(rules)
  const pickLoaders = rules[0].oneOf![0].use as (info: unknown) => Rule[]
  return pickLoaders({ resource }).map((u) => (u.loader === GATSBY_BABEL ? 'babel' : u.loader))
}

test('modules without queries, Slices or a page template compile with esbuild; the rest keep one Gatsby babel pass', () => {
  const component = file('Button.tsx', 'export const Button = () => <button>ok</button>\n')
  const withStaticQuery = file('Sidebar.tsx', 'const data = useStaticQuery(graphql`{ site { id } }`)\n')
  const post = file('post.mdx', '# A post about shaders\n')

  assert.deepEqual(chainFor(component), ['esbuild-loader'])
  assert.deepEqual(chainFor(withStaticQuery), ['babel'])
  // A page template keeps babel even without a query: Gatsby splits its Head export off there.
  assert.deepEqual(chainFor(component, true), ['babel'])
  assert.deepEqual(chainFor(post), ['esbuild-loader'])
  // Of two babel passes, the one that runs last (first in the list) stays babel and sees the whole module.
  assert.deepEqual(chainFor(withStaticQuery, true, true), ['babel', 'esbuild-loader'])
})

// The site's one private touch point: if an upgrade moves either loader, this fails, and so does the build.
test('Gatsby\'s babel loader is where gatsbyLoaderChains.ts looks for it', () => {
  const require = createRequire(import.meta.url)
  assert.ok(require.resolve('gatsby/dist/utils/babel-loader'))
})

test('a site module built without the rewritten chain fails the compilation, naming the module', () => {
  const component = path.join(siteRoot, 'src/shell/components/Layout.tsx')
  const post = path.join(siteRoot, 'src/sections/devlog/templates/DevlogPostPage.tsx')
  const renamedBabel = [{ loader: '/site/node_modules/gatsby/dist/loaders/babel.js' }]
  assert.match(loaderChainProblem({ resource: component, loaders: renamedBabel }) ?? '', /Gatsby's babel loader is no longer at/)
  assert.equal(loaderChainProblem({ resource: component, loaders: [{ loader: '/x/esbuild-loader/dist/index.cjs' }] }), undefined)
  const keptBabel = [{ loader: GATSBY_BABEL, options: { configFile: BABEL_CONFIG_FILE } }]
  assert.equal(loaderChainProblem({ resource: post, loaders: keptBabel }), undefined)
  // Modules outside src/ (node_modules, .cache) are Gatsby's business.
  assert.equal(loaderChainProblem({ resource: '/site/node_modules/x/index.js', loaders: renamedBabel }), undefined)

  const errors: Error[] = []
  let onBuild: ((m: object) => void) | undefined
  new CheckLoaderChains().apply({ hooks: { thisCompilation: { tap: (_: string, fn: (c: never) => void) => fn({ errors, hooks: { buildModule: { tap: (_n: string, f: (m: object) => void) => (onBuild = f) } } } as never) } } })
  onBuild!({ resource: component, loaders: renamedBabel })
  assert.equal(errors.length, 1)
  assert.match(errors[0].message, /^src\/shell\/components\/Layout\.tsx: .*gatsbyLoaderChains\.ts needs updating/)
})

test('in gatsby develop the ESLintWebpackPlugin Gatsby adds is left out and every other plugin kept; builds keep theirs', async () => {
  const { onCreateWebpackConfig } = await import('../../../src/shell/webpack')
  class ESLintWebpackPlugin {}
  class HotModuleReplacementPlugin {}
  class DefinePlugin {}
  const pluginsAfter = (stage: string) => {
    const plugins = [new HotModuleReplacementPlugin(), new ESLintWebpackPlugin(), null]
    let replaced: { plugins?: unknown[] } | undefined
    onCreateWebpackConfig({ stage, getConfig: () => ({ module: { rules: [] }, plugins }), actions: { setWebpackConfig: () => {}, replaceWebpackConfig: (c: never) => (replaced = c) }, plugins: { define: () => new DefinePlugin() } } as never)
    return (replaced?.plugins ?? plugins).filter(Boolean).map((p) => (p as object).constructor.name)
  }
  assert.deepEqual(pluginsAfter('develop'), ['HotModuleReplacementPlugin', 'DefinePlugin'], 'the browser bundle also gets its constant')
  assert.deepEqual(pluginsAfter('develop-html'), ['HotModuleReplacementPlugin', 'ESLintWebpackPlugin'], 'only the develop bundle has it to drop')
})

test('the development bundles put a module two page components share into a chunk of its own; production stages keep their settings', async () => {
  const { onCreateWebpackConfig } = await import('../../../src/shell/webpack')
  // Gatsby's development settings: no default groups, so each component's chunk holds every module it needs.
  const gatsbyDevelop = () => ({ module: { rules: [] }, plugins: [], optimization: { splitChunks: { chunks: 'all', cacheGroups: { default: false, defaultVendors: false, framework: { name: 'framework', priority: 40 } } } } })
  const after = (stage: string, config: object) => {
    let replaced: { optimization?: { splitChunks?: { chunks?: string; cacheGroups?: Record<string, unknown> } } } | undefined
    onCreateWebpackConfig({ stage, getConfig: () => config, actions: { setWebpackConfig: () => {}, replaceWebpackConfig: (c: never) => (replaced = c) }, plugins: { extractText: () => ({}), define: () => ({}) } } as never)
    return replaced
  }
  for (const stage of ['develop', 'develop-html']) {
    const split = after(stage, gatsbyDevelop())!.optimization!.splitChunks!
    assert.equal(split.chunks, 'all', `${stage}: Gatsby's own choice kept`)
    assert.deepEqual(Object.keys(split.cacheGroups!), ['default', 'defaultVendors', 'framework', 'sharedByComponents'], stage)
    assert.deepEqual(split.cacheGroups!.sharedByComponents, { chunks: 'async', minChunks: 2, priority: 10, reuseExistingChunk: true }, stage)
    assert.equal((split.cacheGroups!.framework as { priority: number }).priority, 40, `${stage}: Gatsby's groups keep their priority over it`)
  }
  // A development config without chunk splitting is left without it.
  assert.equal(after('develop', { module: { rules: [] }, plugins: [], optimization: { splitChunks: false } })!.optimization!.splitChunks, false)
})
