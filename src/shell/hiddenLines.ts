/**
 * Hidden lines of C++ code blocks: context clang compiles but the reader does not see (declarations, includes, a
 * wrapping function). A line is hidden when, outside a comment and a literal, it starts (after spaces or tabs)
 * with `@` followed by a space or the line's end; the line clang reads is the rest. `@` is part of no C++ token
 * (a preprocessor line starts with `#`, which is why rustdoc's `# ` would not do), so no line of valid C++ can be
 * read as hidden. The page, the Markdown twin and the copy button show the block without them; the code links
 * are made on the compiled text and moved onto the shown one. Authors: docs/authoring.md, "C++ blocks that compile".
 */

/** The fence languages read as C++ (the only blocks with hidden lines, and the ones the code links compile). */
export const CPP_LANGS: ReadonlySet<string> = new Set(['cpp', 'c++', 'cxx', 'cc', 'hpp'])

export function isCppLang(lang: string | null | undefined): boolean {
  return !!lang && CPP_LANGS.has(lang.toLowerCase())
}

/** A C++ fence of an MDX document: its text, its meta (the words after the language) and the line it opens on. */
export interface CppFence {
  value: string
  meta: string | null
  line: number
}

interface MdNode {
  type: string
  lang?: string | null
  meta?: string | null
  value?: string
  position?: { start: { line: number } }
  children?: MdNode[]
}

/** The C++ fences of an mdast tree, in document order (what the code links and the live demos read). */
export function cppFences(tree: unknown): CppFence[] {
  const out: CppFence[] = []
  const visit = (n: MdNode) => {
    if (n.type === 'code' && isCppLang(n.lang) && n.value !== undefined) out.push({ value: n.value, meta: n.meta ?? null, line: n.position?.start.line ?? 1 })
    n.children?.forEach(visit)
  }
  visit(tree as MdNode)
  return out
}

const MARKER = /^([ \t]*)@(?: |$)/

/** A block split into what clang compiles and what the reader sees. */
export interface HiddenLinesSplit {
  /** The text clang compiles: every line, the marker of hidden lines removed. */
  compiled: string
  /** The text the reader sees and copies: the hidden lines left out. */
  shown: string
  /** For each line of `compiled` (0-based), its 1-based line in `shown`, or 0 for a hidden line. */
  shownLine: number[]
}

/** Whether each line starts outside a comment and a literal (a line inside a block comment or raw string cannot be hidden). */
function linesStartingInCode(code: string): boolean[] {
  const starts: boolean[] = [true]
  let i = 0
  let state: 'code' | 'line' | 'block' | 'string' | 'char' | 'raw' = 'code'
  let rawEnd = ''
  while (i < code.length) {
    const c = code[i]
    if (c === '\n') {
      if (state === 'line') state = 'code'
      // A newline ends an unterminated ordinary literal (the compiler says so); it never ends a comment or raw string.
      if (state === 'string' || state === 'char') state = 'code'
      starts.push(state === 'code')
      i++
      continue
    }
    if (state === 'code') {
      const raw = /^(?:u8|u|U|L)?R"([^()\\\s]{0,16})\(/.exec(code.slice(i, i + 22))
      if (raw && !/\w/.test(code[i - 1] ?? '')) {
        state = 'raw'
        rawEnd = `)${raw[1]}"`
        i += raw[0].length
      } else if (code.startsWith('//', i) || code.startsWith('/*', i)) {
        state = code[i + 1] === '/' ? 'line' : 'block'
        i += 2
      } else {
        if (c === '"') state = 'string'
        // A digit separator (1'000) is not a character literal.
        else if (c === "'" && !/[0-9A-Fa-f]/.test(code[i - 1] ?? '')) state = 'char'
        i++
      }
    } else if (state === 'block' || state === 'raw') {
      const end = state === 'block' ? '*/' : rawEnd
      if (code.startsWith(end, i)) {
        state = 'code'
        i += end.length
      } else i++
    } else if (state === 'string' || state === 'char') {
      if (c === '\\') i += 2
      else {
        if ((state === 'string' && c === '"') || (state === 'char' && c === "'")) state = 'code'
        i++
      }
    } else i++
  }
  return starts
}

/** The block's compiled and shown texts. A block without hidden lines is both. */
export function splitHiddenLines(code: string): HiddenLinesSplit {
  const lines = code.split('\n')
  const inCode = linesStartingInCode(code)
  const compiled: string[] = []
  const shown: string[] = []
  const shownLine: number[] = []
  lines.forEach((line, i) => {
    const m = inCode[i] ? MARKER.exec(line) : null
    if (m) {
      compiled.push(m[1] + line.slice(m[0].length))
      shownLine.push(0)
    } else {
      compiled.push(line)
      shown.push(line)
      shownLine.push(shown.length)
    }
  })
  return { compiled: compiled.join('\n'), shown: shown.join('\n'), shownLine }
}

/** The text a reader sees of a block in `lang`: a C++ block without its hidden lines, any other block as written. */
export function shownCode(code: string, lang: string | null | undefined): string {
  return isCppLang(lang) ? splitHiddenLines(code).shown : code
}

interface MdCodeNode {
  type: string
  lang?: string | null
  value?: unknown
  children?: MdCodeNode[]
}

/** Leaves out the hidden lines of every C++ block of an mdast tree, in place. */
export function stripHiddenLines(tree: unknown): void {
  const visit = (n: MdCodeNode) => {
    if (n.type === 'code' && typeof n.value === 'string') n.value = shownCode(n.value, n.lang)
    n.children?.forEach(visit)
  }
  visit(tree as MdCodeNode)
}

/** remark plugin: the page shows (and its copy button copies) C++ blocks without their hidden lines. */
export function remarkHiddenLines() {
  return (tree: unknown): void => stripHiddenLines(tree)
}
