/**
 * A small element tree on top of saxes, a strict streaming XML parser. Mixed
 * content is kept in document order: an element's children are text strings
 * and child elements, interleaved exactly as in the file.
 */
import { SaxesParser } from 'saxes'

export interface XElement {
  name: string
  attrs: Record<string, string>
  children: XNode[]
  /** 1-based line of the start tag, for error messages. */
  line: number
}
export type XNode = XElement | string

export class DoxygenXmlError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly element?: string,
    readonly line?: number,
  ) {
    super(message)
    this.name = 'DoxygenXmlError'
  }
}

/**
 * Control characters (C0 but tab, line feed and carriage return; DEL; C1).
 * XML 1.0 lets DEL and C1 through, and doxygen copies them from sources in a
 * legacy encoding (a Latin-1 "á" read as UTF-8); a page must never carry them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g

export interface ParseXmlOptions {
  /** Told once per file that held control characters (they are dropped from the text). */
  warn?: (message: string) => void
}

/**
 * A copy of `s` that does not point into the text it was cut from. Attribute
 * values and text from saxes are slices of the whole file's text, and V8 keeps
 * that whole text alive for as long as any slice lives: page contexts and
 * cached nodes held whole XML files that way. Joining two pieces makes one flat
 * string; a slice of a copy would still be a slice, 32 bytes more per string.
 * (Strings under 13 characters are always copied by V8.)
 */
function ownCopy(s: string): string {
  return s.length < 13 ? s : [s.slice(0, 1), s.slice(1)].join('')
}

/** Parses an XML document; malformed input throws a DoxygenXmlError naming the file, line and open element. */
export function parseXml(text: string, file: string, options: ParseXmlOptions = {}): XElement {
  const parser = new SaxesParser({ position: true })
  const root: XElement = { name: '#document', attrs: {}, children: [], line: 0 }
  const stack: XElement[] = [root]
  let failure: DoxygenXmlError | undefined
  parser.on('error', (err) => {
    if (!failure) {
      const open = stack.length > 1 ? stack[stack.length - 1].name : undefined
      failure = new DoxygenXmlError(
        `Malformed XML in ${file} at line ${parser.line}, column ${parser.column}${open ? ` inside <${open}>` : ''}: ${err.message.replace(/^(?:.*?:)?\d+:\d+: /, '')}`,
        file,
        open,
        parser.line,
      )
    }
  })
  parser.on('opentag', (tag) => {
    const attrs: Record<string, string> = {}
    // for-in rather than Object.entries: no pair array per attribute, on the parse's hottest path.
    for (const k in tag.attributes) {
      const v = tag.attributes[k]
      attrs[k] = ownCopy(typeof v === 'string' ? v : v.value)
    }
    const el: XElement = { name: tag.name, attrs, children: [], line: parser.line }
    stack[stack.length - 1].children.push(el)
    stack.push(el)
  })
  parser.on('closetag', () => {
    stack.pop()
  })
  let controlChars = 0
  let controlLine = 0
  const onText = (raw: string) => {
    const parent = stack[stack.length - 1]
    if (parent === root) return
    const t = raw.replace(CONTROL_CHARS, () => {
      if (controlChars++ === 0) controlLine = parser.line
      return ''
    })
    const last = parent.children[parent.children.length - 1]
    if (typeof last === 'string') parent.children[parent.children.length - 1] = ownCopy(last + t)
    else parent.children.push(ownCopy(t))
  }
  parser.on('text', onText)
  parser.on('cdata', onText)
  try {
    parser.write(text).close()
  } catch (e) {
    if (!failure) throw e
  }
  if (failure) throw failure
  if (controlChars > 0) {
    options.warn?.(`${file}: ${controlChars} control character(s) dropped from the text, the first at line ${controlLine}`)
  }
  const top = root.children.find((c): c is XElement => typeof c !== 'string')
  if (!top) throw new DoxygenXmlError(`Malformed XML in ${file}: no root element`, file)
  return top
}

/** Child elements named `name` (all when name is omitted). */
export function elements(el: XElement | undefined, name?: string): XElement[] {
  if (!el) return []
  const out: XElement[] = []
  for (const c of el.children) if (typeof c !== 'string' && (name === undefined || c.name === name)) out.push(c)
  return out
}

export function element(el: XElement | undefined, name: string): XElement | undefined {
  if (!el) return undefined
  for (const c of el.children) if (typeof c !== 'string' && c.name === name) return c
  return undefined
}

/** All text below an element, tags removed. */
export function textOf(el: XNode | undefined): string {
  if (el === undefined) return ''
  if (typeof el === 'string') return el
  let s = ''
  for (const c of el.children) s += textOf(c)
  return s
}
