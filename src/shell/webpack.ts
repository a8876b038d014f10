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
 * - The HTML renderer's webpack cache kept in memory: writing it to disk took
 *   about 16 s of a 35 s step on every clean build, and reading it back saves
 *   less on a rebuild (the renderer compiles in about 15 s). The browser
 *   bundle keeps its persistent cache.
 * - JavaScript minified by esbuild instead of terser: the same job in well
 *   under a second instead of about 13 s of the build on two cores. (The
 *   browsers targeted, package.json's browserslist, all take ES modules, so
 *   Gatsby also stops running babel over node_modules.)
 * - React's API served by Preact (preact/compat) in the built site, both in
 *   the browser bundle and in the HTML renderer, so the markup the browser
 *   hydrates comes from the same library. React 19's react-dom alone is
 *   about 60 KB of gzip JavaScript on every first visit, most of the
 *   per-page budget; preact/compat is about 11 KB, and it hydrates a long
 *   API page in a fraction of React's main-thread time. The source is
 *   written against React's API, its types and unit tests use React, and
 *   `gatsby develop` keeps React (its fast refresh is React's).
 */
import type { CreateWebpackConfigArgs } from 'gatsby'
import TerserPlugin from 'terser-webpack-plugin'

const LOCAL_IDENT_NAME = '[local]-[hash:base64:4]'

interface Rule {
  loader?: string
  options?: { modules?: unknown }
  use?: Rule[] | Rule
  oneOf?: Rule[]
  rules?: Rule[]
}

/** Every css-loader use with CSS modules on, inside a webpack rule list. */
function cssModuleLoaders(rules: Rule[] | undefined, out: Rule[] = []): Rule[] {
  for (const rule of rules ?? []) {
    if (rule.loader?.includes('css-loader') && rule.options && typeof rule.options.modules === 'object' && rule.options.modules !== null) out.push(rule)
    const uses = Array.isArray(rule.use) ? rule.use : rule.use ? [rule.use] : []
    cssModuleLoaders(uses, out)
    cssModuleLoaders(rule.oneOf, out)
    cssModuleLoaders(rule.rules, out)
  }
  return out
}

/** The packages that make up the framework chunk, which every page loads and browsers keep cached. */
const FRAMEWORK_PACKAGES = /(?<!node_modules.*)[\\/]node_modules[\\/](preact|scheduler|prop-types)[\\/]/

export function onCreateWebpackConfig({ stage, actions, getConfig }: CreateWebpackConfigArgs): void {
  if (stage !== 'build-javascript' && stage !== 'build-html') return
  const config = getConfig() as {
    resolve?: { alias?: Record<string, string> }
    optimization?: { minimizer?: unknown[]; splitChunks?: { cacheGroups?: { framework?: { test?: unknown } } } }
    devtool?: unknown
    module: { rules: Rule[] }
    output?: { chunkFilename?: unknown }
  }
  // The same names in both stages: the HTML renderer writes the classes, the browser bundle's CSS styles them.
  for (const loader of cssModuleLoaders(config.module.rules)) {
    loader.options!.modules = { ...(loader.options!.modules as object), localIdentName: LOCAL_IDENT_NAME }
  }
  config.devtool = false
  if (stage === 'build-html') (config as { cache?: unknown }).cache = { type: 'memory' }
  if (stage === 'build-javascript' && config.output) {
    config.output.chunkFilename = (data: { chunk?: { name?: string | null } }) =>
      data.chunk?.name?.startsWith('component---') ? '[contenthash].js' : '[name]-[contenthash].js'
  }
  if (stage === 'build-javascript' && config.optimization?.minimizer) {
    config.optimization.minimizer = config.optimization.minimizer.map((plugin) =>
      plugin instanceof TerserPlugin ? new TerserPlugin({ minify: TerserPlugin.esbuildMinify, terserOptions: { target: 'es2020', legalComments: 'none' } }) : plugin,
    )
  }
  config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, ...PREACT_ALIASES } }
  const framework = config.optimization?.splitChunks?.cacheGroups?.framework
  if (framework) framework.test = (module: { nameForCondition?: () => string | null }) => FRAMEWORK_PACKAGES.test(module.nameForCondition?.() ?? '')
  actions.replaceWebpackConfig(config)
}

/** Every entry point of react and react-dom that Gatsby and our code import, on preact/compat. */
const PREACT_ALIASES: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
}
