/**
 * MDX syntax, with the positions of the author's file. An Mdx node's `body` is the text after the frontmatter, so a
 * parser's errors would count lines from there. The site parses a body laid out at its lines in the file
 * (`parseMdxBody`, ./contentPlace.ts), and each section checks every MDX file whole when the build starts, the
 * frontmatter replaced by empty lines.
 */
import type { Root as MdxTree } from 'mdast'
import { contentErrorFrom, parseAtFileLines, type BodyPlace } from './contentPlace'
import { deepFreeze } from './server/slicedCache'
import { inputsHash, keepStep, keptStep, type StepCache } from './server/stepCache'
import { newProcessor, pipelinePlugins as p } from './markdown'

/** The parser, made when the first MDX text is parsed (./lazyPackage.ts). */
let parser: { parse(text: string): MdxTree } | null = null
const mdxParser = () => (parser ??= newProcessor().use(p.remarkParse()).use(p.remarkMdx()).use(p.remarkGfm()).use(p.remarkMath()))

// A cold start reads each MDX file up to four times (the devlog's or docs' check, the demos, the prose links, the code
// links), a warm one twice (the links' results come from the cache), a saved post twice (the links): the trees of
// texts parsed lately are kept, up to this many characters of text.
const KEPT_CHARACTERS = 2_000_000
const kept = new Map<string, MdxTree>()
let keptCharacters = 0

/**
 * The mdast of MDX text, parsed with the syntax extensions the site's MDX uses. Throws on a syntax error. The same
 * text gives the same tree, frozen: no reader can change what the next one reads.
 */
export function parseMdx(text: string): MdxTree {
  const known = kept.get(text)
  if (known) {
    // Most recently used last: the oldest text goes first.
    kept.delete(text)
    kept.set(text, known)
    return known
  }
  const tree = deepFreeze(mdxParser().parse(text))
  if (text.length > KEPT_CHARACTERS) return tree
  kept.set(text, tree)
  keptCharacters += text.length
  for (const [oldest] of kept) {
    if (keptCharacters <= KEPT_CHARACTERS) break
    kept.delete(oldest)
    keptCharacters -= oldest.length
  }
  return tree
}

/**
 * The mdast of an MDX body of `source` (the file's path, or its place), its positions the file's own, frontmatter
 * counted. A syntax error is a ContentError naming the file, its line and column.
 */
export function parseMdxBody(body: string, source: string | BodyPlace): MdxTree {
  return parseAtFileLines(body, source, parseMdx)
}

const FRONTMATTER = /^\uFEFF?---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?=\r?\n|$)/

/** The file's text with its frontmatter block replaced by as many empty lines: the rest keeps its line numbers. */
export function blankFrontmatter(text: string): string {
  const block = FRONTMATTER.exec(text)
  return block ? block[0].replace(/[^\n]/g, '') + text.slice(block[0].length) : text
}

/**
 * Files whose text parsed, by file: a hash of the text. A start reads what the last run kept (`recallParsedFiles`),
 * so a warm start or a rebuild parses only the files changed since; a text that did not parse is never kept.
 */
let parsedBefore = new Map<string, string>()
const parsedNow = new Map<string, string>()
const PARSED_STEP = 'mdx-syntax'

/** Throws a ContentError naming the file, line and column of the MDX file's first syntax error. */
export function checkMdxSyntax(file: string, text: string): void {
  const digest = inputsHash(text)
  if (parsedBefore.get(file) !== digest) {
    try {
      parseMdx(blankFrontmatter(text))
    } catch (e) {
      throw contentErrorFrom(file, e, 'does not parse as MDX')
    }
  }
  parsedNow.set(file, digest)
}

/** Reads the files that parsed in the last run of the same site code (the parser's packages are part of it). */
export async function recallParsedFiles(cache: StepCache): Promise<void> {
  const kept = await keptStep<Record<string, string>>(cache, PARSED_STEP, null)
  parsedBefore = new Map(Object.entries(kept ?? {}))
  parsedNow.clear()
}

/** Keeps the files that parsed in this run (and only those: a file deleted or broken since is checked again). */
export async function keepParsedFiles(cache: StepCache): Promise<void> {
  await keepStep(cache, PARSED_STEP, null, Object.fromEntries(parsedNow))
}
