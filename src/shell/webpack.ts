/**
 * Site-wide webpack settings of the production build.
 *
 * - No source maps: Gatsby writes one beside every production bundle (and the
 *   HTML renderer's); readers' browsers never fetch them, and writing them is
 *   a large share of the bundle steps.
 * - Short CSS module class names (`row-Xy3a` instead of Gatsby's
 *   `Sidebar-module--row--d480a`): every sidebar entry, member row and code
 *   token carries them, so on an API page they were a third of the HTML.
 *   The local name stays in front so the DOM stays readable.
 * - Page components' chunk files named by their content hash alone: Gatsby
 *   inlines the map of every component chunk into every page, and the
 *   files were named after the component's full path (a post's MDX chunk:
 *   about 140 characters), which made that map some 8 KB of each API page.
 *   Other chunks (the search modal's) keep their name.
 * - JavaScript minified by esbuild instead of terser: the same job in well
 *   under a second instead of about 13 s of the build on two cores. (The
 *   browsers targeted, package.json's browserslist, all take ES modules, so
 *   Gatsby also stops running babel over node_modules.)
 * - Both webpack compilations' persistent caches are keyed by a hash of the site's
 *   code (src/, plugins/, the gatsby-* files, the lockfile) instead of
 *   build dependencies. Before storing, webpack resolved every module that
 *   Gatsby's gatsby-node files and each loader had loaded, on every build,
 *   to snapshot them: 15 s of CPU, clean build or not, beside the HTML
 *   renderer's compile on two cores. Content (posts, XML) never enters the
 *   key; webpack still checks each module's own files.
 * - esbuild (esbuild-loader) compiles TypeScript and JSX instead of babel
 *   in every module except the few that need Gatsby's own babel plugins:
 *   page templates (Gatsby splits their Head export off) and modules holding
 *   a GraphQL query or a Slice (swapBabelForEsbuild). Those keep babel with
 *   only JSX added (webpack-babel.config.json): Gatsby's default preset also
 *   runs preset-env with core-js polyfills, the runtime-helpers, macros and
 *   prop-types passes, for browsers that package.json's browserslist does
 *   not target. On the engine's site the browser bundle went from 18 to
 *   13 s and the HTML renderer from 17 to 11 s; babel had been most of the
 *   main thread's work in both.
 * - React's API served by Preact (preact/compat) in the built site, both in
 *   the browser bundle and in the HTML renderer, so the markup the browser
 *   hydrates comes from the same library. React 19's react-dom alone is
 *   about 60 KB of gzip JavaScript on every first visit, most of the
 *   per-page budget; preact/compat is about 11 KB, and it hydrates a long
 *   API page in a fraction of React's main-thread time. The source is
 *   written against React's API, its types and unit tests use React, and
 *   `gatsby develop` keeps React (its fast refresh is React's).
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import v8 from 'node:v8'
import vm from 'node:vm'
import type { CreateWebpackConfigArgs } from 'gatsby'
import * as esbuild from 'esbuild'
import TerserPlugin from 'terser-webpack-plugin'
import { siteRoot, templatePath } from './paths'

const LOCAL_IDENT_NAME = '[local]-[hash:base64:4]'

export interface Rule {
  loader?: string
  options?: { modules?: unknown; configFile?: string; [option: string]: unknown }
  use?: Rule[] | Rule | ((info: unknown) => Rule[])
  oneOf?: Rule[]
  rules?: Rule[]
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
const isGatsbyBabelLoader = (rule: Rule) => Boolean(rule.loader?.replace(/\\/g, '/').includes('gatsby/dist/utils/babel-loader'))

/** Babel settings for the modules that still need Gatsby's babel passes (see the header). */
const BABEL_CONFIG_FILE = templatePath('shell', 'webpack-babel.config.json')

/**
 * What Gatsby's own babel plugins look for: GraphQL queries (page queries,
 * useStaticQuery, fragments) and Slice placeholders. A module without them
 * and that is not a page template gains nothing from babel.
 */
const GATSBY_BABEL_SYNTAX = /\bgraphql\b|\bSlice\b/

const sourceNeedsGatsbyBabel = new Map<string, boolean>()

/** Whether the file behind a module holds syntax only Gatsby's babel plugins compile (read once per file). */
function needsGatsbyBabel(file: string): boolean {
  let needs = sourceNeedsGatsbyBabel.get(file)
  if (needs === undefined) {
    try {
      needs = GATSBY_BABEL_SYNTAX.test(fs.readFileSync(file, 'utf8'))
    } catch {
      needs = true // let babel report what it cannot read
    }
    sourceNeedsGatsbyBabel.set(file, needs)
  }
  return needs
}

/** esbuild-loader in place of babel: TypeScript and JSX (classic runtime; Gatsby provides React), syntax kept at es2020. */
function esbuildLoaderFor(file: string): Rule {
  const ext = path.extname(file)
  return {
    loader: 'esbuild-loader',
    options: {
      loader: ext === '.ts' ? 'ts' : ext === '.tsx' ? 'tsx' : 'jsx',
      target: 'es2020',
      jsx: 'transform',
      jsxFactory: 'React.createElement',
      jsxFragment: 'React.Fragment',
      // tsconfig.json's "jsx" is for the type checker; the bundle's JSX settings are the three above.
      tsconfigRaw: {},
    },
  }
}

interface LoaderInfo {
  resource?: string
  realResource?: string
}

/**
 * Gatsby's and gatsby-plugin-mdx's rules pick their loaders per module (`use`
 * is a function); the function is wrapped so that each module's chain keeps
 * at most one Gatsby babel pass, pointed at BABEL_CONFIG_FILE, and only when
 * the module is a page template (Gatsby splits its Head export off there) or
 * its source holds a query or a Slice. Every other babel pass becomes an
 * esbuild pass. In a chain with two babel passes (a template wrapping an MDX
 * post: babel, gatsby-plugin-mdx's layout loader, babel), the one that runs
 * last (first in the list) stays babel and sees the whole module.
 */
export function swapBabelForEsbuild(rules: Rule[] | undefined): void {
  mapLoaderChains(rules, (loaders, info) => {
    const file = info.realResource ?? info.resource?.split('?')[0] ?? ''
    let babelKept = false
    return loaders.map((u) => {
      if (!isGatsbyBabelLoader(u)) return u
      const options = u.options as { isPageTemplate?: boolean } | undefined
      if (!babelKept && (options?.isPageTemplate || needsGatsbyBabel(file))) {
        babelKept = true
        return { ...u, options: { ...u.options, configFile: BABEL_CONFIG_FILE } }
      }
      return esbuildLoaderFor(file)
    })
  })
}

/** Rewrites the loader chain of every rule that picks its loaders per module (`use` is a function), at any depth. */
function mapLoaderChains(rules: Rule[] | undefined, rewrite: (loaders: Rule[], info: LoaderInfo) => Rule[]): void {
  for (const rule of rules ?? []) {
    const pickLoaders = rule.use
    if (typeof pickLoaders === 'function') rule.use = (info) => rewrite(pickLoaders(info), info as LoaderInfo)
    mapLoaderChains(rule.oneOf, rewrite)
    mapLoaderChains(rule.rules, rewrite)
  }
}

const DEFER_MDX_BODY_LOADER = templatePath('shell', 'webpack-loaders/defer-mdx-body.cjs')
const isMdxLayoutLoader = (rule: Rule) => Boolean(rule.loader?.replace(/\\/g, '/').includes('gatsby-plugin-mdx/dist/gatsby-layout-loader'))

/**
 * Browser bundle only: right after gatsby-plugin-mdx's layout loader (which
 * wraps a page template around its MDX file), the MDX body becomes a chunk
 * of its own, loaded only when the page is reached inside the app
 * (webpack-loaders/defer-mdx-body.cjs).
 */
export function deferMdxBodies(rules: Rule[] | undefined): void {
  mapLoaderChains(rules, (loaders) => {
    const layout = loaders.findIndex(isMdxLayoutLoader)
    // Webpack runs a chain from the last loader to the first: placed before the layout loader, this one runs after it.
    return layout < 0 ? loaders : [...loaders.slice(0, layout), { loader: DEFER_MDX_BODY_LOADER }, ...loaders.slice(layout)]
  })
}

/** Files whose change can change how webpack compiles a module: the site's code, not its content. */
const CODE_ROOTS = ['src', 'plugins', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'package-lock.json', 'tsconfig.json']

/** Hash of every file under CODE_ROOTS (paths and contents, in a fixed order). */
export function siteCodeVersion(root = siteRoot): string {
  const hash = crypto.createHash('sha256')
  const visit = (rel: string): void => {
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

/** Leaves the loaders out of the cache's build dependencies: siteCodeVersion() stands for them. */
class CacheKeyedByCodeVersion {
  apply(compiler: { hooks: { done: { tap(name: string, fn: (stats: { compilation: { buildDependencies: Set<string> } }) => void): void } } }): void {
    compiler.hooks.done.tap('CacheKeyedByCodeVersion', (stats) => stats.compilation.buildDependencies.clear())
  }
}

/** A tapable hook or hook map, as far as emptying it goes. */
interface Tapable {
  taps?: unknown[]
  interceptors?: unknown[]
  _x?: unknown
  _resetCompilation?: () => void
  _map?: Map<unknown, Tapable>
  _interceptors?: unknown[]
}

/** What ReleaseCompilationOnClose needs of a webpack compiler. */
interface ClosableCompiler {
  hooks: Record<string, Tapable | undefined> & {
    shutdown: { tap(name: string, fn: () => void): void }
    done: { tap(name: string, fn: (stats: { compilation: FinishedCompilation }) => void): void }
  }
  cache: { hooks: { shutdown: { tap(options: { name: string; stage: number }, fn: () => void): void } } }
  resolverFactory?: { hooks: Record<string, Tapable | undefined>; cache?: Map<unknown, unknown> }
  inputFileSystem?: { purge?: () => void } | null
}

/** What a finished compilation's stats still answer once the compilation itself is gone. */
interface FinishedCompilation {
  hash?: string
  fullHash?: string
  startTime?: number
  endTime?: number
}

/**
 * A full garbage collection on the next turn of the event loop. V8 frees the pages an emptied heap no longer
 * needs only when a full collection runs; left alone, the main process kept the bundling's high-water mark of
 * memory through the queries and the HTML rendering.
 *
 * With `compact`, more full collections follow, one every tenth of a second while each still returns pages. A
 * collection keeps every page that holds any live object, and moves a bounded amount of them off sparse pages:
 * after one, OGRE's main process held 199 MB of old generation for 144 MB live through all the queries. Moving
 * everything in one collection (`--compact-on-every-full-gc`) took new pages for all that is live before the
 * old ones went (OGRE's main process 460 → 757 MB for that moment); a few ordinary ones get there without it.
 */
export function collectGarbageSoon({ compact = false } = {}): void {
  if (!fullCollection) {
    v8.setFlagsFromString('--expose-gc')
    fullCollection = vm.runInNewContext('gc') as () => void
  }
  // Both compilers close at once: one collection serves both.
  if (scheduled) {
    scheduled.compact ||= compact
    return
  }
  scheduled = { compact }
  const collect = fullCollection
  setImmediate(() => {
    const wanted = scheduled!
    scheduled = undefined
    collect()
    if (wanted.compact) collectWhileItShrinks(collect, COMPACT_ROUNDS)
  })
}

/** The old generation's committed size. */
const oldGeneration = (): number => v8.getHeapSpaceStatistics().find((space) => space.space_name === 'old_space')?.space_size ?? 0

function collectWhileItShrinks(collect: () => void, rounds: number): void {
  const before = oldGeneration()
  setTimeout(() => {
    collect()
    if (rounds > 1 && before - oldGeneration() >= COMPACT_MIN_GAIN) collectWhileItShrinks(collect, rounds - 1)
  }, 100).unref()
}

let fullCollection: (() => void) | undefined
let scheduled: { compact: boolean } | undefined
/** At most this many further collections, each while the last returned at least COMPACT_MIN_GAIN bytes. */
const COMPACT_ROUNDS = 10
const COMPACT_MIN_GAIN = 4 * 1024 ** 2

/** Drops every handler of a set of hooks (hooks and hook maps), so nothing they close over stays reachable. */
function emptyHooks(hooks: Record<string, Tapable | undefined>): void {
  for (const hook of Object.values(hooks)) {
    if (!hook) continue
    if (hook._map) {
      hook._interceptors = []
      emptyHooks(Object.fromEntries(hook._map))
      hook._map.clear()
    }
    if (Array.isArray(hook.taps)) {
      hook.taps = []
      hook.interceptors = []
      hook._x = undefined
      hook._resetCompilation?.()
    }
  }
}

/**
 * Lets the finished compilation go once Gatsby closes a compiler. Gatsby keeps every compiler alive for the
 * rest of the build (its virtual-modules helper holds a list of them), and a closed compiler still reaches its
 * last compilation through its plugins' handlers: webpack's ResolverCachePlugin keeps the compilation's file
 * system info, which reaches every module, dependency and source; and Gatsby's build function keeps each
 * compilation's stats in its frame. Both compilations stayed in the main process through the queries and the
 * HTML rendering. Once the compiler's persistent cache is stored, its hooks and its resolver factory's are
 * emptied (nothing compiles again in a build), its file cache purged, and its stats keep the compilation's hash
 * and times only (Gatsby reads the hash right after the compile, before closing). What Gatsby still calls on a
 * closed compiler (writing a virtual module) uses none of them. esbuild's service process (esbuild-loader and the
 * minifier start it, about 18 MB) is stopped too: it otherwise stays up until the build ends, and a later esbuild
 * call would start it again.
 */
export class ReleaseCompilationOnClose {
  apply(compiler: ClosableCompiler): void {
    let lastStats: { compilation: FinishedCompilation } | undefined
    compiler.hooks.done.tap('ReleaseCompilationOnClose', (stats) => {
      lastStats = stats
      // What the compile built and dropped (parsed sources, intermediate graphs) is freed before the next step.
      collectGarbageSoon()
    })
    compiler.hooks.shutdown.tap('ReleaseCompilationOnClose', () => {
      // The cache's own shutdown stores it; this runs after that, as the last step of closing.
      compiler.cache.hooks.shutdown.tap({ name: 'ReleaseCompilationOnClose', stage: 1000 }, () => {
        emptyHooks(compiler.hooks)
        if (compiler.resolverFactory) {
          emptyHooks(compiler.resolverFactory.hooks)
          compiler.resolverFactory.cache?.clear()
        }
        compiler.inputFileSystem?.purge?.()
        if (lastStats) {
          const { hash, fullHash, startTime, endTime } = lastStats.compilation
          lastStats.compilation = { hash, fullHash, startTime, endTime }
          lastStats = undefined
        }
        void esbuild.stop()
        collectGarbageSoon({ compact: true })
      })
    })
  }
}

/** The packages that make up the framework chunk, which every page loads and browsers keep cached. */
const FRAMEWORK_PACKAGES = /(?<!node_modules.*)[\\/]node_modules[\\/](preact|scheduler|prop-types)[\\/]/

export function onCreateWebpackConfig({ stage, actions, getConfig }: CreateWebpackConfigArgs): void {
  if (stage !== 'build-javascript' && stage !== 'build-html') return
  const config = getConfig() as {
    resolve?: { alias?: Record<string, string> }
    optimization?: { minimizer?: unknown[]; splitChunks?: { cacheGroups?: { framework?: { test?: unknown } } } }
    devtool?: unknown
    plugins?: unknown[]
    cache?: { type?: string; version?: string; buildDependencies?: unknown; maxMemoryGenerations?: number } | boolean
    module: { rules: Rule[] }
    output?: { chunkFilename?: unknown; environment?: Record<string, boolean> }
  }
  // The same names in both stages: the HTML renderer writes the classes, the browser bundle's CSS styles them.
  for (const loader of loaderUses(config.module.rules, isCssModuleLoader)) {
    loader.options!.modules = { ...(loader.options!.modules as object), localIdentName: LOCAL_IDENT_NAME }
  }
  swapBabelForEsbuild(config.module.rules)
  if (stage === 'build-javascript') deferMdxBodies(config.module.rules)
  config.devtool = false
  config.plugins = [...(config.plugins ?? []), new ReleaseCompilationOnClose()]
  if (typeof config.cache === 'object' && config.cache.type === 'filesystem') {
    config.cache.buildDependencies = {}
    config.cache.version = `code-${siteCodeVersion()}`
    // No second copy of every cached module in memory: it serves watch mode's next compilation, and a build runs
    // each compilation once, while Gatsby keeps both compilers alive until the queries have run.
    config.cache.maxMemoryGenerations = 0
    config.plugins = [...(config.plugins ?? []), new CacheKeyedByCodeVersion()]
  }
  if (stage === 'build-javascript' && config.output) {
    // The site's browserslist ("supports es6-module") only admits browsers with async functions, and esbuild
    // minifies to es2020; told so, webpack stops warning about the deferred MDX bodies' top-level await.
    config.output.environment = { ...config.output.environment, asyncFunction: true }
    config.output.chunkFilename = (data: { chunk?: { name?: string | null } }) =>
      data.chunk?.name?.startsWith('component---') ? '[contenthash].js' : '[name]-[contenthash].js'
  }
  if (stage === 'build-javascript' && config.optimization?.minimizer) {
    config.optimization.minimizer = config.optimization.minimizer.map((plugin) =>
      plugin instanceof TerserPlugin ? new TerserPlugin({ minify: TerserPlugin.esbuildMinify, terserOptions: { target: 'es2020', legalComments: 'none' } }) : plugin,
    )
  }
  config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, ...PREACT_ALIASES, ...(stage === 'build-html' ? browserOnlyAliases() : {}) } }
  const framework = config.optimization?.splitChunks?.cacheGroups?.framework
  if (framework) framework.test = (module: { nameForCondition?: () => string | null }) => FRAMEWORK_PACKAGES.test(module.nameForCondition?.() ?? '')
  actions.replaceWebpackConfig(config)
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

/** Every entry point of react and react-dom that Gatsby and our code import, on preact/compat. */
const PREACT_ALIASES: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
}
