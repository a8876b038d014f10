import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { BABEL_CONFIG_FILE, CheckLoaderChains, deferMdxBodies, loaderChainProblem, swapBabelForEsbuild, type Rule } from '../../../src/shell/gatsbyLoaderChains'
import { siteRoot } from '../../../src/shell/paths'

const GATSBY_BABEL = '/site/node_modules/gatsby/dist/utils/babel-loader.js'
const LAYOUT = '/site/node_modules/gatsby-plugin-mdx/dist/gatsby-layout-loader.js'

function file(name: string, text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loaders-'))
  fs.writeFileSync(path.join(dir, name), text)
  return path.join(dir, name)
}

/** The loader chain Gatsby's rule (wrapped) picks for a module, as loader names. */
function chainFor(resource: string, isPageTemplate: boolean, withLayout = false): Array<string | undefined> {
  const babel = (): Rule => ({ loader: GATSBY_BABEL, options: { isPageTemplate } as Rule['options'] })
  const rules: Rule[] = [{ oneOf: [{ use: () => (withLayout ? [babel(), { loader: LAYOUT }, babel()] : [babel()]) }] }]
  swapBabelForEsbuild(rules)
  const pickLoaders = rules[0].oneOf![0].use as (info: unknown) => Rule[]
  return pickLoaders({ resource }).map((u) => (u.loader === GATSBY_BABEL ? 'babel' : u.loader === LAYOUT ? 'layout' : u.loader))
}

test('modules without queries, Slices or a page template compile with esbuild; the rest keep one Gatsby babel pass', () => {
  const component = file('Button.tsx', 'export const Button = () => <button>ok</button>\n')
  const withStaticQuery = file('Sidebar.tsx', 'const data = useStaticQuery(graphql`{ site { id } }`)\n')
  const post = file('post.mdx', '# A post about shaders\n')

  assert.deepEqual(chainFor(component, false), ['esbuild-loader'])
  assert.deepEqual(chainFor(withStaticQuery, false), ['babel'])
  // A page template keeps babel even without a query: Gatsby splits its Head export off there.
  assert.deepEqual(chainFor(component, true), ['babel'])
  assert.deepEqual(chainFor(post, false), ['esbuild-loader'])
  // A template wrapping an MDX post: the pass that runs last (first in the list) stays babel and sees the whole module.
  assert.deepEqual(chainFor(`${withStaticQuery}?__contentFilePath=${post}`, true, true), ['babel', 'layout', 'esbuild-loader'])
})

test('in the browser bundle an MDX page gets the body-deferring loader right after the layout loader, and nothing else does', () => {
  const babel: Rule = { loader: GATSBY_BABEL }
  const rules: Rule[] = [{ oneOf: [{ use: () => [babel, { loader: LAYOUT }, babel] }, { use: () => [babel] }] }]
  deferMdxBodies(rules)
  const names = (i: number) =>
    (rules[0].oneOf![i].use as (info: unknown) => Rule[])({}).map((u) => (u.loader === GATSBY_BABEL ? 'babel' : u.loader === LAYOUT ? 'layout' : path.basename(u.loader!)))
  assert.deepEqual(names(0), ['babel', 'defer-mdx-body.cjs', 'layout', 'babel'])
  assert.deepEqual(names(1), ['babel'])
})

const deferMdxBody = createRequire(import.meta.url)('../../../src/shell/hydration/defer-mdx-body.cjs') as (this: object, source: string) => string

test('the body-deferring loader turns the compiled MDX import into a chunk loaded on demand, and names the file when it cannot', () => {
  const wrapper = [
    'import GATSBY_COMPILED_MDX from "/site/content/devlog/2025-09-13-shaders.mdx";',
    "import * as React from 'react';",
    'function DevlogPostPage(props) { return <article>{props.children}</article>; }',
    'export default function GatsbyMDXWrapper(props) { return <DevlogPostPage {...props}><GATSBY_COMPILED_MDX {...props} /></DevlogPostPage>; }',
  ].join('\n')
  const context = { resourcePath: '/site/src/sections/devlog/templates/DevlogPostPage.tsx', resourceQuery: '?__contentFilePath=/site/content/devlog/2025-09-13-shaders.mdx' }
  const out = deferMdxBody.call(context, wrapper)
  assert.doesNotMatch(out, /^import GATSBY_COMPILED_MDX/m)
  assert.match(out, /const GATSBY_COMPILED_MDX = HELIOS_DEFERRED_MDX_BODY\(\(\) => import\("\/site\/content\/devlog\/2025-09-13-shaders\.mdx"\)\);/)
  assert.match(out, /^import \{ deferredMdxBody as HELIOS_DEFERRED_MDX_BODY \} from ".*src\/shell\/hydration\/deferredMdxBody\.tsx";$/m)
  assert.match(out, /^await GATSBY_COMPILED_MDX\.ready;$/m)
  // The rest of the module is untouched.
  assert.ok(out.endsWith(wrapper.slice(wrapper.indexOf('\n'))))
  assert.throws(() => deferMdxBody.call(context, "import Body from './post.mdx'"), /DevlogPostPage\.tsx\?__contentFilePath=.*shaders\.mdx: gatsby-plugin-mdx's page wrapper/)
})

// Gatsby's browser target is ['web', 'es5'].
test('the browser bundle builds top-level await (the deferred MDX bodies) without webpack warning about the target', async () => {
  const { onCreateWebpackConfig } = await import('../../../src/shell/webpack')
  const webpack = createRequire(require.resolve('gatsby/package.json'))('webpack') as typeof import('webpack')
  let replaced: { output: Record<string, unknown> } | undefined
  const base = () => ({ module: { rules: [] }, output: {} })
  onCreateWebpackConfig({ stage: 'build-javascript', getConfig: base, actions: { setWebpackConfig: () => {}, replaceWebpackConfig: (c: never) => (replaced = c) } } as never)
  const dir = path.dirname(file('body.js', 'export const body = await Promise.resolve("text")\n'))
  fs.writeFileSync(path.join(dir, 'entry.js'), 'import("./body.js").then((m) => console.log(m.body))\n')
  const warningsWith = (environment: unknown) =>
    new Promise<string[]>((resolve, reject) => {
      webpack({
        mode: 'production', target: ['web', 'es5'], context: dir, entry: './entry.js', optimization: { minimize: false },
        output: { path: path.join(dir, 'out'), environment: environment as never },
      }).run((err, stats) => (err ? reject(err) : resolve((stats!.toJson({ all: false, warnings: true }).warnings ?? []).map((w) => w.message))))
    })
  assert.match((await warningsWith(undefined)).join('\n'), /topLevelAwait/, 'the check can see the warning')
  assert.deepEqual(await warningsWith(replaced!.output.environment), [])
})

// The site's one private touch point: if an upgrade moves either loader, this fails, and so does the build.
test('Gatsby\'s babel loader and gatsby-plugin-mdx\'s layout loader are where gatsbyLoaderChains.ts looks for them', () => {
  const require = createRequire(import.meta.url)
  assert.ok(require.resolve('gatsby/dist/utils/babel-loader'))
  assert.ok(require.resolve('gatsby-plugin-mdx/dist/gatsby-layout-loader'))
})

test('a site module built without the rewritten chain fails the compilation, naming the module', () => {
  const component = path.join(siteRoot, 'src/shell/components/Layout.tsx')
  const post = `${path.join(siteRoot, 'src/sections/devlog/templates/DevlogPostPage.tsx')}?__contentFilePath=/site/content/devlog/post.mdx`
  const renamedBabel = [{ loader: '/site/node_modules/gatsby/dist/loaders/babel.js' }]
  assert.match(loaderChainProblem({ resource: component, loaders: renamedBabel }, false) ?? '', /Gatsby's babel loader is no longer at/)
  assert.equal(loaderChainProblem({ resource: component, loaders: [{ loader: '/x/esbuild-loader/dist/index.cjs' }] }, false), undefined)
  const keptBabel = [{ loader: GATSBY_BABEL, options: { configFile: BABEL_CONFIG_FILE } }]
  assert.equal(loaderChainProblem({ resource: post, loaders: keptBabel }, false), undefined)
  assert.match(loaderChainProblem({ resource: post, loaders: keptBabel }, true) ?? '', /layout loader is no longer at/)
  // Modules outside src/ (node_modules, .cache) are Gatsby's business.
  assert.equal(loaderChainProblem({ resource: '/site/node_modules/x/index.js', loaders: renamedBabel }, false), undefined)

  const errors: Error[] = []
  let onBuild: ((m: object) => void) | undefined
  new CheckLoaderChains(false).apply({ hooks: { thisCompilation: { tap: (_: string, fn: (c: never) => void) => fn({ errors, hooks: { buildModule: { tap: (_n: string, f: (m: object) => void) => (onBuild = f) } } } as never) } } })
  onBuild!({ resource: component, loaders: renamedBabel })
  assert.equal(errors.length, 1)
  assert.match(errors[0].message, /^src\/shell\/components\/Layout\.tsx: .*gatsbyLoaderChains\.ts needs updating/)
})

const hotMdxPage = createRequire(import.meta.url)('../../../src/shell/webpack-loaders/hot-mdx-page.cjs') as (source: string) => string

test('in gatsby develop only, an MDX page module accepts its hot updates and has Prefresh swap its components after each one', async () => {
  const { onCreateWebpackConfig, HOT_MDX_PAGE_RULE, CHECK_MDX_SYNTAX_RULE } = await import('../../../src/shell/webpack')
  const rulesSet = (stage: string) => {
    const set: unknown[] = []
    onCreateWebpackConfig({ stage, getConfig: () => ({ module: { rules: [] } }), actions: { setWebpackConfig: (c: never) => set.push(c), replaceWebpackConfig: () => {} } } as never)
    return set
  }
  assert.deepEqual(rulesSet('develop'), [{ module: { rules: [CHECK_MDX_SYNTAX_RULE, HOT_MDX_PAGE_RULE] } }])
  assert.deepEqual(rulesSet('build-javascript'), [{ module: { rules: [CHECK_MDX_SYNTAX_RULE] } }])
  // The rule picks gatsby-plugin-mdx's page modules (template?__contentFilePath=post.mdx), not plain templates.
  assert.ok(HOT_MDX_PAGE_RULE.resourceQuery.test('?__contentFilePath=/site/content/devlog/post/index.mdx&export=default'))
  assert.ok(!HOT_MDX_PAGE_RULE.resourceQuery.test(''))

  const out = hotMdxPage('export default function GatsbyMDXWrapper() {}')
  assert.ok(out.startsWith('export default function GatsbyMDXWrapper() {}\n'))
  assert.match(out, /^HELIOS_ACCEPT_HOT_UPDATE\(import\.meta\.webpackHot\);$/m)

  // webpack's hot module API as the module sees it on its first run, then on the run after an update.
  const { acceptHotUpdate } = await import('../../../src/shell/browser/hotMdxPage')
  let swaps = 0
  let accepted = 0
  const data = {}
  let dispose: ((d: object) => void) | undefined
  const hot = (d: object | undefined) => ({ data: d, accept: () => accepted++, dispose: (fn: (d: object) => void) => (dispose = fn) })
  acceptHotUpdate(hot(undefined), () => swaps++)
  assert.equal(accepted, 1)
  assert.equal(swaps, 0, 'nothing to swap on the first run')
  dispose!(data)
  acceptHotUpdate(hot(data), () => swaps++)
  assert.equal(swaps, 1, 'the updated module swaps the components it registered again')
  acceptHotUpdate(undefined, () => swaps++) // the production bundle has no hot module API
  assert.equal(swaps, 1)
})

test('in gatsby develop the ESLintWebpackPlugin Gatsby adds is left out and every other plugin kept; builds keep theirs', async () => {
  const { onCreateWebpackConfig } = await import('../../../src/shell/webpack')
  class ESLintWebpackPlugin {}
  class HotModuleReplacementPlugin {}
  const pluginsAfter = (stage: string) => {
    const plugins = [new HotModuleReplacementPlugin(), new ESLintWebpackPlugin(), null]
    let replaced: { plugins?: unknown[] } | undefined
    onCreateWebpackConfig({ stage, getConfig: () => ({ module: { rules: [] }, plugins }), actions: { setWebpackConfig: () => {}, replaceWebpackConfig: (c: never) => (replaced = c) } } as never)
    return (replaced?.plugins ?? plugins).filter(Boolean).map((p) => (p as object).constructor.name)
  }
  assert.deepEqual(pluginsAfter('develop'), ['HotModuleReplacementPlugin'])
  assert.deepEqual(pluginsAfter('develop-html'), ['HotModuleReplacementPlugin', 'ESLintWebpackPlugin'], 'only the develop bundle has it to drop')
})
