/**
 * Site-wide webpack settings, mostly of the production build: no source maps, short CSS class names, chunks named
 * by content hash, esbuild for minifying, caches keyed by the site's code, and the loader rewrites of
 * gatsbyLoaderChains.ts. The reason for each: docs/sections/shell.md, "Webpack".
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { CreateWebpackConfigArgs } from 'gatsby'
import TerserPlugin from 'terser-webpack-plugin'
import { generatedTypesFile, siteRoot } from './paths'
import { CheckLoaderChains, swapBabelForEsbuild, type Rule } from './gatsbyLoaderChains'
import { touchesTurnedOff } from './server/buildSwitches'

/**
 * A CSS module's class name: the class as written and four characters of a hash of its file (from the site root)
 * and name. Made from those two alone, so the HTML renderer and the browser bundle's CSS, which css-loader reaches
 * through different module objects, give a class the same name.
 */
export function localIdent(context: { resourcePath: string }, _localIdentName: string, localName: string): string {
  const file = path.relative(siteRoot, context.resourcePath).split(path.sep).join('/')
  const hash = crypto.createHash('sha256').update(`${file}\u0000${localName}`).digest('base64url').slice(0, 4)
  return `${localName}-${hash}`
}

/** Every loader use inside a webpack rule list that `accept` picks. */
function loaderUses(rules: Rule[] | undefined, accept: (rule: Rule) => boolean, out: Rule[] = []): Rule[] {
  for (const rule of rules ?? []) {
    if (accept(rule)) out.push(rule)
    const uses = Array.isArray(rule.use) ? rule.use : rule.use && typeof rule.use === 'object' ? [rule.use] : []
    loaderUses(uses, accept, out)
    loaderUses(rule.oneOf, accept, out)
    loaderUses(rule.rules, accept, out)
  }
  return out
}

const isCssModuleLoader = (rule: Rule) =>
  Boolean(rule.loader?.includes('css-loader') && rule.options && typeof rule.options.modules === 'object' && rule.options.modules !== null)

/** Files whose change can change how webpack compiles a module: the site's code, not its content. */
const CODE_ROOTS = ['src', 'plugins', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'package-lock.json', 'tsconfig.json']

/** Hash of every file under CODE_ROOTS (paths and contents, in a fixed order) but the query types the build writes. */
export function siteCodeVersion(root = siteRoot): string {
  const hash = crypto.createHash('sha256')
  const visit = (rel: string): void => {
    if (rel === path.normalize(generatedTypesFile)) return
    const abs = path.join(root, rel)
    let stat: fs.Stats
    try {
      stat = fs.statSync(abs)
    } catch {
      return
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(abs).sort()) if (name !== 'node_modules') visit(path.join(rel, name))
    } else {
      hash.update(`${rel}\u0000`).update(fs.readFileSync(abs)).update('\u0000')
    }
  }
  for (const rel of CODE_ROOTS) visit(rel)
  return hash.digest('hex').slice(0, 16)
}

/** mini-css-extract-plugin's warning that chunk groups import the same CSS modules in different orders. */
export const CSS_ORDER_WARNING = { message: /\[mini-css-extract-plugin\]\nConflicting order\./ }

/** Leaves the loaders out of the cache's build dependencies: siteCodeVersion() stands for them. */
class CacheKeyedByCodeVersion {
  apply(compiler: { hooks: { done: { tap(name: string, fn: (stats: { compilation: { buildDependencies: Set<string> } }) => void): void } } }): void {
    compiler.hooks.done.tap('CacheKeyedByCodeVersion', (stats) => stats.compilation.buildDependencies.clear())
  }
}

export function onCreateWebpackConfig({ stage, actions, getConfig, plugins }: CreateWebpackConfigArgs): void {
  const without = touchesTurnedOff()
  // Set where the code runs in the browser: serverRenderedChunk's call sites require their module only where it is unset.
  const browserBundle = () => plugins.define({ [BROWSER_BUNDLE_CONSTANT]: JSON.stringify('true') })
  if (stage === 'develop' || stage === 'develop-html') {
    const config = getConfig() as { plugins?: Array<{ constructor: { name: string } } | null>; optimization?: { splitChunks?: SplitChunks | false }; ignoreWarnings?: unknown[] }
    shareModulesBetweenComponentChunks(config.optimization)
    // The production build turns CSS order warnings off (ignoreOrder, below), for the reason given there; the
    // development server's extraction plugin is Gatsby's own, so its warnings are left out of what it reports.
    if (stage === 'develop') config.ignoreWarnings = [...(config.ignoreWarnings ?? []), CSS_ORDER_WARNING]
    // Gatsby lints every compiled JavaScript module in develop unless it finds an .eslintrc (it does not know flat
    // eslint.config.mjs); the site's own rules run in `npm run lint` and CI, so the development server skips it.
    if (stage === 'develop' && !without.has('eslint-drop')) config.plugins = (config.plugins ?? []).filter((plugin) => plugin?.constructor.name !== 'ESLintWebpackPlugin')
    if (stage === 'develop') config.plugins = [...(config.plugins ?? []), browserBundle() as { constructor: { name: string } }]
    actions.replaceWebpackConfig(config)
    return
  }
  if (stage !== 'build-javascript' && stage !== 'build-html') return
  const config = getConfig() as {
    resolve?: { alias?: Record<string, string> }
    optimization?: { minimizer?: unknown[] }
    devtool?: unknown
    plugins?: unknown[]
    cache?: { type?: string; version?: string; buildDependencies?: unknown; maxMemoryGenerations?: number } | boolean
    module: { rules: Rule[] }
    output?: { chunkFilename?: unknown; environment?: Record<string, boolean> }
  }
  // The same names in both stages: the HTML renderer writes the classes, the browser bundle's CSS styles them.
  for (const loader of loaderUses(config.module.rules, isCssModuleLoader)) {
    loader.options!.modules = { ...(loader.options!.modules as object), getLocalIdent: localIdent }
  }
  if (!without.has('esbuild')) swapBabelForEsbuild(config.module.rules)
  if (stage === 'build-javascript') config.plugins = [...cssExtractionWithoutChildCompilers(config.plugins ?? [], plugins), browserBundle(), new RecordStylesheets()]
  if (stage === 'build-html') config.plugins = [...(config.plugins ?? []), plugins.define({ [STYLESHEETS_CONSTANT]: JSON.stringify(stylesheetsForRenderer()) })]
  config.devtool = false
  if (!without.has('esbuild')) config.plugins = [...(config.plugins ?? []), new CheckLoaderChains()]
  if (typeof config.cache === 'object' && config.cache.type === 'filesystem' && !without.has('cache-key')) {
    config.cache.buildDependencies = {}
    config.cache.version = `code-${siteCodeVersion()}`
    // No second copy of every cached module in memory: it serves watch mode's next compilation, and a build runs
    // each compilation once, while Gatsby keeps both compilers alive until the queries have run.
    config.cache.maxMemoryGenerations = 0
    config.plugins = [...(config.plugins ?? []), new CacheKeyedByCodeVersion()]
  }
  if (stage === 'build-javascript' && config.output) {
    config.output.chunkFilename = (data: { chunk?: { name?: string | null } }) =>
      data.chunk?.name?.startsWith('component---') ? '[contenthash].js' : '[name]-[contenthash].js'
  }
  if (stage === 'build-javascript' && config.optimization?.minimizer) {
    config.optimization.minimizer = config.optimization.minimizer.map((plugin) =>
      plugin instanceof TerserPlugin ? new TerserPlugin({ minify: TerserPlugin.esbuildMinify, terserOptions: { target: 'es2020', legalComments: 'none' } }) : plugin,
    )
  }
  if (stage === 'build-html') config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, ...browserOnlyAliases() } }
  actions.replaceWebpackConfig(config)
}

/** The constant the browser bundles define (components/LazyChunk.tsx, serverRenderedChunk). */
export const BROWSER_BUNDLE_CONSTANT = 'process.env.HELIOS_BROWSER_BUNDLE'

/** The constant the HTML renderer of a build is compiled with: the browser bundle's stylesheets (gatsby-ssr.tsx). */
export const STYLESHEETS_CONSTANT = 'process.env.HELIOS_STYLESHEETS'

/** The stylesheets the browser bundle of this build emitted, by file name, sorted; null before it has. */
let emittedStylesheets: string[] | null = null

/** Notes the stylesheets the browser bundle emits, for the HTML renderer compiled after it. */
export class RecordStylesheets {
  apply(compiler: { hooks: { afterEmit: { tap(name: string, fn: (compilation: { getAssets(): ReadonlyArray<{ name: string }> }) => void): void } } }): void {
    compiler.hooks.afterEmit.tap('RecordStylesheets', (compilation) => {
      emittedStylesheets = compilation.getAssets().map((a) => a.name).filter((name) => name.endsWith('.css')).sort()
    })
  }
}

/**
 * The stylesheets' names for the HTML renderer. Gatsby renders a page again when its renderer's code changes, and
 * with slices not when only the browser bundle does: an edit of a stylesheet alone left every page linking the
 * stylesheet before it (docs/sections/shell.md, "Webpack"). Compiled into the renderer, the names make a new
 * stylesheet a change of its code.
 */
function stylesheetsForRenderer(): string[] {
  if (!emittedStylesheets) throw new Error('src/shell/webpack.ts: the HTML renderer is being compiled before the browser bundle emitted its stylesheets; Gatsby builds the browser bundle first, so a Gatsby upgrade changed that order')
  return emittedStylesheets
}

interface SplitChunks {
  cacheGroups?: Record<string, unknown>
}

/**
 * The development server's bundles (the browser's and the HTML renderer's) share a module two page components use
 * through a chunk of its own, as the production bundle does. Gatsby's development settings put every module a page
 * component needs into that component's chunk, one per template and one per template's head: the layout's modules
 * were built into, source-mapped in and cached with each of them, and the HTML renderer, compiled at every start
 * before the server answers, stored all those copies (figures: docs/sections/shell.md).
 */
function shareModulesBetweenComponentChunks(optimization: { splitChunks?: SplitChunks | false } | undefined): void {
  if (!optimization?.splitChunks) return
  optimization.splitChunks.cacheGroups = {
    ...optimization.splitChunks.cacheGroups,
    sharedByComponents: { chunks: 'async', minChunks: 2, priority: 10, reuseExistingChunk: true },
  }
}

/**
 * The CSS extraction Gatsby configures, made with mini-css-extract-plugin's `experimentalUseImportModule`: each CSS
 * module is evaluated inside the compilation instead of in a child compilation. webpack mixes every child
 * compilation's hash into the compilation hash Gatsby writes into each page, and a build on a warm cache makes none,
 * so without this the first build after a clean one changes every HTML file.
 */
function cssExtractionWithoutChildCompilers(configPlugins: unknown[], gatsbyPlugins: CreateWebpackConfigArgs['plugins']): unknown[] {
  const names = { filename: '[name].[contenthash].css', chunkFilename: '[name].[contenthash].css' }
  // ignoreOrder: the order warnings concern modules whose classes are scoped (CSS modules, mini-css-extract-plugin's
  // documented case for it); global.css still comes first, and the code-split bodies (LazyChunk.tsx) add chunk groups
  // whose import orders differ from their templates' without any rule depending on it.
  const replacement = gatsbyPlugins.extractText({ ...names, experimentalUseImportModule: true, ignoreOrder: true }) as object
  const kept = configPlugins.filter((p) => !(p instanceof (replacement.constructor as new () => unknown)))
  if (kept.length !== configPlugins.length - 1) throw new Error(`src/shell/webpack.ts: expected one CSS extraction plugin in Gatsby's build-javascript config, found ${configPlugins.length - kept.length}`)
  return [...kept, replacement]
}

/**
 * Modules that only the browser loads, with import() once the page has mounted: the search modal and the
 * /search page's results (react-instantsearch, instantsearch.js, the search clients). The HTML renderer never
 * renders them, so it gets a stub in their place and does not compile a megabyte of search code.
 */
export const BROWSER_ONLY_MODULES = ['src/sections/search/components/SearchModal.tsx', 'src/sections/search/components/SearchPage.tsx']

function browserOnlyAliases(): Record<string, string> {
  const stub = path.join(siteRoot, 'src/shell/server/browserOnlyStub.ts')
  return Object.fromEntries(BROWSER_ONLY_MODULES.map((file) => [`${path.join(siteRoot, file.replace(/\.tsx?$/, ''))}$`, stub]))
}
