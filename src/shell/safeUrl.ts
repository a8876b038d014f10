/**
 * The one URL sanitiser of the site: every href and src that comes from content passes `checkUrl` before it
 * reaches a page, a feed or a search record. http:, https:, mailto: and scheme-less URLs pass; any other scheme is
 * refused however it is disguised (docs/sections/shell.md, "The URL sanitiser").
 */

export type UrlVerdict =
  | { ok: true; url: string }
  | { ok: false; scheme: string; url: string }

/** Schemes a link or image may use. */
export const ALLOWED_SCHEMES = ['http', 'https', 'mailto'] as const

const NAMED: Record<string, string> = {
  colon: ':', tab: '\t', newline: '\n', nbsp: '\u00a0', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'",
  sol: '/', num: '#', quest: '?', period: '.', lpar: '(', rpar: ')', comma: ',', semi: ';', equals: '=',
}

/**
 * Decodes HTML character references the way a browser reading an attribute
 * would (the semicolon is optional for numeric ones), repeated until nothing
 * changes, so `&amp;#106;` is seen as `j` too.
 */
export function decodeReferences(s: string): string {
  let prev: string
  let cur = s
  let rounds = 0
  do {
    prev = cur
    cur = cur.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);?/gi, (m: string, e: string) => {
      if (e[0] === '#') {
        const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)
        return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m
      }
      const named = NAMED[e.toLowerCase()]
      return named ?? m
    })
  } while (cur !== prev && ++rounds < 8)
  return cur
}

/** Leading/trailing C0 controls and spaces, and tabs/newlines anywhere, as the WHATWG URL parser drops them. */
function browserView(s: string): string {
  // eslint-disable-next-line no-control-regex -- the parser's own set of characters to strip
  return s.replace(/^[\u0000-\u0020\u00a0\ufeff]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '')
}

/** The scheme a browser would see in this attribute value, lower-cased ('' when there is none). */
export function schemeOf(raw: string): string {
  const seen = browserView(decodeReferences(browserView(raw)))
  // Other control characters inside a scheme make it invalid: a browser then reads the
  // value as a relative path, which is harmless; still refuse it (it is never meant).
  // eslint-disable-next-line no-control-regex -- control characters inside a scheme are part of what is refused
  const m = /^([a-z][a-z0-9+.\-\u0000-\u001f]*):/i.exec(seen)
  return m ? m[1].toLowerCase() : ''
}

/** Verdict on one href or src value; `url` is the value to write (surrounding whitespace removed). */
export function checkUrl(raw: string): UrlVerdict {
  const url = browserView(raw)
  const scheme = schemeOf(raw)
  if (scheme === '' || (ALLOWED_SCHEMES as readonly string[]).includes(scheme)) {
    // A scheme-less value must not become one after reference decoding of a partial
    // scheme ("java&#115;cript:" is caught above); what is left is relative.
    return { ok: true, url }
  }
  return { ok: false, scheme, url }
}

/** The URL to write, or undefined when it must be shown as text. */
export function safeUrl(raw: string | null | undefined): string | undefined {
  if (raw === null || raw === undefined) return undefined
  const v = checkUrl(raw)
  return v.ok ? v.url : undefined
}

/** Warning text for a refused URL: the file, the item and the scheme. */
export function describeUnsafe(file: string, item: string, raw: string, attribute = 'link'): string {
  const v = checkUrl(raw)
  const shown = raw.length > 80 ? `${raw.slice(0, 77)}...` : raw
  // eslint-disable-next-line no-control-regex -- control characters are escaped so the warning stays printable
  const printable = JSON.stringify(shown).replace(/[\u0000-\u001f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
  return `${file}: ${attribute} ${printable} in ${item} uses the ${v.ok ? 'allowed' : `"${v.scheme}:"`} scheme; only http(s), mailto and relative URLs are linked, so it is shown as text`
}

/** Attributes that carry a URL browsers may follow or load. */
export const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data', 'cite', 'background', 'srcset'] as const
