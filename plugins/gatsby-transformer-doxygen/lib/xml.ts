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

/** Parses an XML document; malformed input throws a DoxygenXmlError naming the file, line and open element. */
export function parseXml(text: string, file: string): XElement {
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
    for (const [k, v] of Object.entries(tag.attributes)) attrs[k] = typeof v === 'string' ? v : v.value
    const el: XElement = { name: tag.name, attrs, children: [], line: parser.line }
    stack[stack.length - 1].children.push(el)
    stack.push(el)
  })
  parser.on('closetag', () => {
    stack.pop()
  })
  const onText = (t: string) => {
    const parent = stack[stack.length - 1]
    if (parent === root) return
    const last = parent.children[parent.children.length - 1]
    if (typeof last === 'string') parent.children[parent.children.length - 1] = last + t
    else parent.children.push(t)
  }
  parser.on('text', onText)
  parser.on('cdata', onText)
  try {
    parser.write(text).close()
  } catch (e) {
    if (!failure) throw e
  }
  if (failure) throw failure
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
