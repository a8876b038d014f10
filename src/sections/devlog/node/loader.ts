/**
 * The devlog's post loader as pure functions over strings and objects, so it is tested without Gatsby
 * (tests/unit/devlog/). A post folder's name, frontmatter and excerpt marker: docs/sections/devlog.md.
 */
import readingTime from 'reading-time'
import YAML from 'yaml'
import { parseFrontmatter } from '../../../shell/frontmatter'
import { ContentError, type FilePosition } from '../../../shell/contentPlace'
import { checkFrontmatter } from '../../../shell/frontmatterSchema'
import { POST_FRONTMATTER } from './frontmatter'

import { DEVLOG_BASE } from './lists'

export { DEVLOG_BASE, POSTS_PER_PAGE, groupByYear, listPagePath, paginate, sortNewestFirst, type ListPage } from './lists'

/** A build-stopping problem in the devlog's content; the message names the file, and the line and column when known. */
export class DevlogContentError extends ContentError {
  constructor(file: string, message: string, position: FilePosition | null = null) {
    super(file, position, message)
    this.name = 'DevlogContentError'
  }
}

export interface PostFolder {
  /** ISO calendar date, "2025-08-15". */
  date: string
  year: string
  month: string
  day: string
  slug: string
}

const FOLDER_RE = /^(\d{4})-(\d{2})-(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)$/

/**
 * Date and slug from a post's folder name ("2025-08-15-hello-world").
 * `file` names the post in the error when the name does not fit.
 */
export function parsePostFolder(folder: string, file: string = folder): PostFolder {
  const m = FOLDER_RE.exec(folder)
  if (!m) {
    throw new DevlogContentError(
      file,
      `the post folder "${folder}" must be named YYYY-MM-DD-slug (slug in lower-case letters, digits and single hyphens), e.g. "2025-08-15-hello-world"`,
    )
  }
  const [, year, month, day, slug] = m
  const d = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  if (d.getUTCFullYear() !== Number(year) || d.getUTCMonth() + 1 !== Number(month) || d.getUTCDate() !== Number(day)) {
    throw new DevlogContentError(file, `the post folder "${folder}" names a date that does not exist (${year}-${month}-${day})`)
  }
  return { date: `${year}-${month}-${day}`, year, month, day, slug }
}

/** The post's route: /devlog/{yyyy}/{mm}/{dd}/{slug}/. */
export function postPath(p: Pick<PostFolder, 'year' | 'month' | 'day' | 'slug'>): string {
  return `${DEVLOG_BASE}${p.year}/${p.month}/${p.day}/${p.slug}/`
}

// ---------------------------------------------------------------------------
// Authors and tags (YAML)

export interface DevlogAuthorData {
  key: string
  name: string
  url: string | null
  image: string | null
}

export interface DevlogTagData {
  key: string
  label: string
  /** As written in tags.yaml, e.g. "/devlog". */
  permalink: string
  description: string
  /** The tag's page: /devlog/tags/{permalink}/. */
  path: string
}

const KEY_RE = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/

function parseYamlMap(text: string, file: string): Record<string, unknown> {
  let data: unknown
  try {
    data = YAML.parse(text)
  } catch (e) {
    throw new DevlogContentError(file, `is not valid YAML: ${(e as Error).message}`)
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new DevlogContentError(file, 'must be a map from keys to entries')
  }
  return data as Record<string, unknown>
}

function optionalString(entry: Record<string, unknown>, field: string, file: string, key: string): string | null {
  const v = entry[field]
  if (v === undefined || v === null) return null
  if (typeof v !== 'string' || v.trim() === '') {
    throw new DevlogContentError(file, `entry "${key}": "${field}" must be a non-empty string`)
  }
  return v
}

function requiredString(entry: Record<string, unknown>, field: string, file: string, key: string): string {
  const v = optionalString(entry, field, file, key)
  if (v === null) throw new DevlogContentError(file, `entry "${key}" has no "${field}"`)
  return v
}

function entries(map: Record<string, unknown>, file: string): Array<[string, Record<string, unknown>]> {
  return Object.entries(map).map(([key, value]) => {
    if (!KEY_RE.test(key)) {
      throw new DevlogContentError(file, `key "${key}" must be lower-case letters, digits, "-" or "_"`)
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new DevlogContentError(file, `entry "${key}" must be a map of fields`)
    }
    return [key, value as Record<string, unknown>]
  })
}

/** authors.yaml: key → { name, url?, image? }. */
export function parseAuthors(text: string, file: string): DevlogAuthorData[] {
  return entries(parseYamlMap(text, file), file).map(([key, e]) => ({
    key,
    name: requiredString(e, 'name', file, key),
    url: optionalString(e, 'url', file, key),
    image: optionalString(e, 'image', file, key),
  }))
}

/** tags.yaml: key → { label, permalink, description }. */
export function parseTags(text: string, file: string): DevlogTagData[] {
  const tags = entries(parseYamlMap(text, file), file).map(([key, e]) => {
    const permalink = requiredString(e, 'permalink', file, key)
    const segment = permalink.replace(/^\/+|\/+$/g, '')
    if (!KEY_RE.test(segment)) {
      throw new DevlogContentError(file, `entry "${key}": permalink "${permalink}" must be one path segment such as "/${key}"`)
    }
    return {
      key,
      label: requiredString(e, 'label', file, key),
      permalink,
      description: requiredString(e, 'description', file, key),
      path: `${DEVLOG_BASE}tags/${segment}/`,
    }
  })
  const seen = new Map<string, string>()
  for (const t of tags) {
    const other = seen.get(t.path)
    if (other) throw new DevlogContentError(file, `tags "${other}" and "${t.key}" share the permalink ${t.path}`)
    seen.set(t.path, t.key)
  }
  return tags
}

// ---------------------------------------------------------------------------
// Frontmatter

/**
 * Splits an index.mdx into its YAML frontmatter (parsed) and body, with
 * gray-matter, the parser gatsby-plugin-mdx uses. A missing block or invalid
 * YAML is an error naming the file, the line and the column.
 */
export function parseFrontmatterBlock(text: string, file: string): { frontmatter: unknown; body: string } {
  let parsed
  try {
    parsed = parseFrontmatter(file, text)
  } catch (e) {
    if (e instanceof ContentError) throw new DevlogContentError(file, e.problem, e.position)
    throw e
  }
  if (!parsed.hasBlock) throw new DevlogContentError(file, 'must start with a frontmatter block between --- lines', { line: 1, column: 1 })
  return { frontmatter: parsed.data, body: parsed.body }
}

export interface PostFrontmatter {
  title: string
  description: string
  authors: string[]
  tags: string[]
  /** draft: true — built by `gatsby develop` only. */
  draft: boolean
}

export interface KnownKeys {
  authors: ReadonlySet<string>
  tags: ReadonlySet<string>
}

export type FrontmatterResult = { frontmatter: PostFrontmatter; problems: [] } | { frontmatter: null; problems: ContentError[] }

/**
 * Checks a post's frontmatter against the post's table (./frontmatter.ts: an unknown key, a value of the wrong type,
 * a missing one), then its author and tag keys against authors.yaml and tags.yaml. `fileText` (the index.mdx, or a
 * function reading it) places each problem at its line and column; it is read only when there is one.
 */
export function validateFrontmatter(fm: unknown, file: string, known: KnownKeys, fileText: string | (() => string)): FrontmatterResult {
  const { values, problems, places } = checkFrontmatter(POST_FRONTMATTER, fm, file, fileText)
  const raw = (fm ?? {}) as Record<string, unknown>
  for (const [field, registry, yamlFile] of [['authors', known.authors, 'authors.yaml'], ['tags', known.tags, 'tags.yaml']] as const) {
    for (const key of values[field] ?? []) {
      if (registry.has(key)) continue
      const list = raw[field]
      const index = Array.isArray(list) ? list.findIndex((k) => typeof k === 'string' && k.trim() === key) : undefined
      const what = field === 'authors' ? 'author' : 'tag'
      problems.push(new DevlogContentError(file, `unknown ${what} "${key}"; ${yamlFile} declares: ${[...registry].join(', ') || '(none)'}`, places.value(field, index)))
    }
  }
  if (problems.length > 0) return { frontmatter: null, problems }
  const v = values as Required<typeof values>
  return { frontmatter: { title: v.title, description: v.description, authors: v.authors, tags: v.tags, draft: values.draft === true }, problems: [] }
}

// ---------------------------------------------------------------------------
// Excerpt and reading time

/** `{/* truncate *\/}` in MDX, or `<!-- truncate -->` in plain markdown. */
const TRUNCATE_RE = /^[ \t]*(?:\{\/\*\s*truncate\s*\*\/\}|<!--\s*truncate\s*-->)[ \t]*$/m

export interface Excerpt {
  /** Markdown of the part shown in lists. */
  markdown: string
  /** The body's line where that markdown starts (1 for the body's first line). */
  line: number
  /** True when the post goes on past the excerpt (so lists show "Read more"). */
  truncated: boolean
  /** True when the post has an explicit truncation marker. */
  hasMarker: boolean
}

/** Lines of module syntax (import/export) in an MDX body, made empty lines: the rest keeps its line numbers. */
function stripEsm(body: string): string {
  return body.replace(/^(?:import|export)\s[^\n]*(?:\n(?![ \t]*\n)[^\n]*)*\n?/gm, (m) => m.replace(/[^\n]/g, ''))
}

/** Text without its leading blank lines and trailing space, and the line (from 1) it then starts on. */
function fromFirstLine(text: string): { markdown: string; line: number } {
  const blank = /^(?:[ \t]*\r?\n)*/.exec(text)![0]
  return { markdown: text.slice(blank.length).trimEnd(), line: (blank.match(/\n/g) ?? []).length + 1 }
}

/**
 * The excerpt: everything before the truncation marker. Without a marker the
 * first paragraph stands in, so a list never shows a whole long post.
 */
export function splitExcerpt(body: string): Excerpt {
  const m = TRUNCATE_RE.exec(body)
  if (m) {
    const rest = body.slice(m.index + m[0].length).trim()
    return { ...fromFirstLine(stripEsm(body.slice(0, m.index))), truncated: rest.length > 0, hasMarker: true }
  }
  // Blocks: runs of lines that are not blank, each with the line it starts on.
  const runs: Array<{ text: string; line: number }> = []
  let inRun = false
  stripEsm(body)
    .split('\n')
    .forEach((text, i) => {
      if (text.trim() === '') inRun = false
      else if (inRun) runs[runs.length - 1].text += `\n${text}`
      else {
        runs.push({ text, line: i + 1 })
        inRun = true
      }
    })
  const first = runs.find((b) => !/^\s*#/.test(b.text))
  return { markdown: first?.text.trimEnd() ?? '', line: first?.line ?? 1, truncated: runs.length > 1, hasMarker: false }
}

/** The text a reader actually reads: no module lines, comments, JSX/HTML tags or link targets. */
export function readableText(body: string): string {
  return stripEsm(body)
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^```[^\n]*$/gm, ' ')
    .replace(/[#>*_`|~$\\]+/g, ' ')
}

export interface ReadingTime {
  /** Whole minutes, at least 1. */
  minutes: number
  words: number
  /** "4 min read". */
  text: string
}

/** Reading time from the post's words, at 200 words per minute (reading-time). */
export function computeReadingTime(body: string): ReadingTime {
  const stats = readingTime(readableText(body), { wordsPerMinute: 200 })
  const minutes = Math.max(1, Math.ceil(stats.minutes))
  return { minutes, words: stats.words, text: `${minutes} min read` }
}

/**
 * Alternative spellings of post slugs that must keep working: the old path
 * redirects to the post. Keyed by the post's slug.
 */
export const SLUG_VARIANTS: Readonly<Record<string, readonly string[]>> = {
  'layer-abstraction-has-begun': ['layer-abstraction has-begun'],
}

/** Redirect sources (decoded and percent-encoded) for a post at `folder`. */
export function variantPaths(p: PostFolder): Array<{ decoded: string; encoded: string }> {
  return (SLUG_VARIANTS[p.slug] ?? []).map((variant) => {
    const decoded = postPath({ ...p, slug: variant })
    return { decoded, encoded: postPath({ ...p, slug: encodeURIComponent(variant) }) }
  })
}
