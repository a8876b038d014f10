/**
 * The site's one private touch point in other packages: Gatsby's babel loader, recognised by its path in the
 * package's dist/ folder. One rewrite hangs on it (esbuild where no Gatsby babel plugin is needed), and
 * CheckLoaderChains fails the compilation when an upgrade makes it silently do nothing (docs/decisions/0011-loader-chains-the-one-private-touch-point.md).
 */
import fs from 'node:fs'
import path from 'node:path'
import { siteRoot, templatePath } from './paths'

export interface Rule {
  loader?: string
  options?: { modules?: unknown; configFile?: string; [option: string]: unknown }
  use?: Rule[] | Rule | ((info: unknown) => Rule[])
  oneOf?: Rule[]
  rules?: Rule[]
}

const GATSBY_BABEL_LOADER = 'gatsby/dist/utils/babel-loader'
const loaderIs = (rule: { loader?: string }, where: string) => Boolean(rule.loader?.replace(/\\/g, '/').includes(where))

export const BABEL_CONFIG_FILE = templatePath('shell', 'webpack-babel.config.json')

/** What Gatsby's own babel plugins look for: GraphQL queries (page queries, useStaticQuery, fragments) and Slices. */
const GATSBY_BABEL_SYNTAX = /\bgraphql\b|\bSlice\b/
const sourceNeedsGatsbyBabel = new Map<string, boolean>()

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

/** Rewrites the loader chain of every rule that picks its loaders per module (`use` is a function), at any depth. */
function mapLoaderChains(rules: Rule[] | undefined, rewrite: (loaders: Rule[], info: LoaderInfo) => Rule[]): void {
  for (const rule of rules ?? []) {
    const pickLoaders = rule.use
    if (typeof pickLoaders === 'function') rule.use = (info) => rewrite(pickLoaders(info), info as LoaderInfo)
    mapLoaderChains(rule.oneOf, rewrite)
    mapLoaderChains(rule.rules, rewrite)
  }
}

/**
 * Each module's chain keeps at most one Gatsby babel pass, pointed at BABEL_CONFIG_FILE, when the module needs
 * it; every other babel pass becomes esbuild. Of two babel passes (a template wrapping an MDX post), the one that
 * runs last (first in the list) stays babel and sees the whole module.
 */
export function swapBabelForEsbuild(rules: Rule[] | undefined): void {
  mapLoaderChains(rules, (loaders, info) => {
    const file = info.realResource ?? info.resource?.split('?')[0] ?? ''
    let babelKept = false
    return loaders.map((u) => {
      if (!loaderIs(u, GATSBY_BABEL_LOADER)) return u
      const options = u.options as { isPageTemplate?: boolean } | undefined
      if (!babelKept && (options?.isPageTemplate || needsGatsbyBabel(file))) {
        babelKept = true
        return { ...u, options: { ...u.options, configFile: BABEL_CONFIG_FILE } }
      }
      return esbuildLoaderFor(file)
    })
  })
}

/** What CheckLoaderChains reads of a module webpack builds (NormalModule's public fields). */
interface BuiltModule {
  resource?: string
  loaders?: Array<{ loader: string; options?: unknown }>
}

interface CheckedCompiler {
  hooks: {
    thisCompilation: {
      tap(name: string, fn: (compilation: { errors: Error[]; hooks: { buildModule: { tap(name: string, fn: (module: BuiltModule) => void): void } } }) => void): void
    }
  }
}

/** Whether a module built with these loaders went through the rewrites of this module. */
export function loaderChainProblem(module: BuiltModule): string | undefined {
  const [file] = (module.resource ?? '').split('?')
  if (!file.startsWith(path.join(siteRoot, 'src') + path.sep) || !/\.(tsx?|jsx?)$/.test(file)) return undefined
  const loaders = module.loaders ?? []
  const swapped = loaders.some(
    (l) => l.loader.includes('esbuild-loader') || (l.options as { configFile?: string } | undefined)?.configFile === BABEL_CONFIG_FILE,
  )
  if (!swapped) return `it was compiled without esbuild-loader or ${path.relative(siteRoot, BABEL_CONFIG_FILE)}: Gatsby's babel loader is no longer at ${GATSBY_BABEL_LOADER}`
  return undefined
}

/** Fails a compilation, naming the module, when a module of src/ was built without the rewrites above. */
export class CheckLoaderChains {
  apply(compiler: CheckedCompiler): void {
    compiler.hooks.thisCompilation.tap('CheckLoaderChains', (compilation) => {
      let reported = false
      compilation.hooks.buildModule.tap('CheckLoaderChains', (module) => {
        const problem = reported ? undefined : loaderChainProblem(module)
        if (!problem) return
        reported = true
        compilation.errors.push(new Error(`${path.relative(siteRoot, module.resource ?? '')}: ${problem} (src/shell/gatsbyLoaderChains.ts needs updating for this version)`))
      })
    })
  }
}
