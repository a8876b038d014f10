/**
 * The one list of remark/rehype plugins the site renders Markdown with, shared by MDX pages and the devlog's
 * excerpts so both render alike. The plugins are ESM-only and are loaded through Node's require() of ES modules,
 * by name, so Gatsby's CommonJS compile of gatsby-config.ts leaves them alone.
 */
import { lazyPackage, requirePackage } from './lazyPackage'
import { remarkSafeUrls } from './remarkSafeUrls'
import { remarkHiddenLines } from './hiddenLines'
import { rehypeScrollRegions } from './rehypeScrollRegions'
import { rehypeCodeLinks } from './codeLinks'
import { remarkDemos } from './demos/remarkDemos'
import { KATEX_OPTIONS } from './math'

export interface PluginSpec {
  /** npm package name (loaded by name), or the site's own plugin. */
  name: string
  local?: unknown
  /** Options passed to the plugin, if any. */
  options?: Record<string, unknown>
}

/**
 * Markdown syntax (GitHub tables, task lists and autolinks; $math$), then every link and image URL through
 * the site's one URL sanitiser (remarkSafeUrls, src/shell/safeUrl.ts); C++ blocks lose their hidden lines
 * (./hiddenLines.ts) before the code links step keys them by the text shown.
 */
const remark: PluginSpec[] = [
  { name: 'remark-gfm' },
  { name: 'remark-math' },
  { name: 'remarkSafeUrls', local: remarkSafeUrls },
  { name: 'remarkHiddenLines', local: remarkHiddenLines },
  // A live demo's player goes under the C++ block that is its program (./demos/fence.ts).
  { name: 'remarkDemos', local: remarkDemos },
]

/** Heading ids and their "#" self-links: full pages only (an excerpt's headings link nowhere). */
const headings: PluginSpec[] = [
  { name: 'rehype-slug' },
  {
    name: 'rehype-autolink-headings',
    options: { behavior: 'append', properties: { className: ['heading-anchor'], ariaLabel: 'Link to this section' }, content: { type: 'text', value: '#' } },
  },
]

/**
 * Math typeset by KaTeX as MathML, which browsers lay out natively and read out to screen readers: no KaTeX
 * stylesheet or fonts to load, and a page's math is a few elements instead of KaTeX's hundreds of positioned spans.
 * Fenced code highlighted with Prism's grammars (every
 * language Prism has; an unknown one stays plain text). Neither a typesetter nor a highlighter runs in the browser.
 */
const rehype: PluginSpec[] = [
  { name: 'rehype-katex', options: KATEX_OPTIONS },
  { name: 'rehype-prism-plus', options: { ignoreMissing: true } },
  // Then the identifiers of C++ blocks link to the entities clang resolved them to: the links a Gatsby remark step
  // put on the block's <code> element (./codeLinks.ts), spliced into the highlighted tokens.
  { name: 'rehypeCodeLinks', local: rehypeCodeLinks },
  // Display formulas and tables scroll sideways on a phone: reachable by keyboard.
  { name: 'rehypeScrollRegions', local: rehypeScrollRegions },
]

export const markdownPlugins = {
  remark,
  /** rehype plugins of a full page, in order. */
  rehypePage: [...headings, ...rehype],
  /** rehype plugins of an excerpt shown in a list. */
  rehypeExcerpt: rehype,
}

const unifiedModule = lazyPackage<typeof import('unified')>('unified')
/** A package's default export, loaded at its first use (./lazyPackage.ts). */
const defaultOf = <T>(name: string): (() => T) => {
  const load = lazyPackage<{ default: T }>(name)
  return () => load().default
}

/** A new unified processor; unified is loaded by the first (./lazyPackage.ts): a warm start makes none. */
export const newProcessor = () => unifiedModule().unified()

/** The parsers and converters around the plugin lists, each loaded by its first use. */
export const pipelinePlugins = {
  remarkParse: defaultOf<typeof import('remark-parse').default>('remark-parse'),
  remarkMdx: defaultOf<typeof import('remark-mdx').default>('remark-mdx'),
  remarkGfm: defaultOf<typeof import('remark-gfm').default>('remark-gfm'),
  remarkMath: defaultOf<typeof import('remark-math').default>('remark-math'),
  remarkRehype: defaultOf<typeof import('remark-rehype').default>('remark-rehype'),
  rehypeStringify: defaultOf<typeof import('rehype-stringify').default>('rehype-stringify'),
}

/** A plugin as unified takes it: the function, or [function, options]. */
export type LoadedPlugin = unknown | [unknown, Record<string, unknown>]

/** Loads the plugins of a list. */
export function loadPlugins(specs: PluginSpec[]): LoadedPlugin[] {
  return specs.map((spec) => {
    const mod = (spec.local ? { default: spec.local } : requirePackage(spec.name)) as { default?: unknown }
    const plugin = mod.default ?? mod
    return spec.options ? [plugin, spec.options] : plugin
  })
}
