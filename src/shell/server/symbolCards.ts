/**
 * The data of symbol cards (src/shell/browser/symbolCardView.ts), written after the build from the contract's
 * `allApiSymbol`: one JSON file per page that documents symbols, holding a card per anchor ("" for the page's
 * own entity), and a manifest naming the file of each page. The browser fetches the manifest and a page's
 * file the first time a reader points at or focuses a link to that page, never on a first visit.
 */
import crypto from 'node:crypto'
import path from 'node:path'
import { writePublic } from './markdownTwins'

/** Folder of the card files under public/ (and the site root). */
export const SYMBOL_CARDS_DIR = 'symbol-cards'
/** Declarations a card shows at most; the rest are counted. */
export const MAX_DECLARATIONS = 4

export interface CardSymbol {
  qualifiedName: string
  kind: string
  signature: string
  briefText: string
  url: string
  include: string | null
  historyBadge: string | null
  /** route#anchor of the overload set the symbol belongs to; null or absent when its name is declared once. */
  overloadSetUrl?: string | null
  nextBadge?: string | null
}

/** One card as the browser reads it. */
export interface SymbolCard {
  kind: string
  name: string
  /** Declarations: the linked overload first, then the others of its name (up to MAX_DECLARATIONS). */
  declarations: string[]
  /** Overloads beyond those shown. */
  more: number
  brief: string
  include: string | null
  history: string | null
  /** How many overloads the name has in its scope (its overload set's size); 1 for a name declared once. */
  overloads: number
  /** For a release's entity, how Next differs ("Next: changed"); null otherwise. */
  next: string | null
}

const splitUrl = (url: string): [string, string] => {
  const i = url.indexOf('#')
  return i < 0 ? [url, ''] : [url.slice(0, i), url.slice(i + 1)]
}

/** The cards of every page: route → anchor → card. */
export function cardsByRoute(symbols: CardSymbol[]): Map<string, Record<string, SymbolCard>> {
  const overloads = new Map<string, CardSymbol[]>()
  for (const s of symbols) {
    const key = `${splitUrl(s.url)[0]}\u0000${s.kind}\u0000${s.qualifiedName}`
    const same = overloads.get(key)
    if (same) same.push(s)
    else overloads.set(key, [s])
  }
  // Overload sets: the set's members in order, for the card at the set's own anchor and the count on each card.
  const sets = new Map<string, CardSymbol[]>()
  for (const s of symbols) {
    if (!s.overloadSetUrl) continue
    const list = sets.get(s.overloadSetUrl)
    if (list) list.push(s)
    else sets.set(s.overloadSetUrl, [s])
  }
  const out = new Map<string, Record<string, SymbolCard>>()
  for (const [url, list] of sets) {
    const [route, anchor] = splitUrl(url)
    const first = list[0]!
    const declarations = list.map((o) => o.signature).filter((d, i, all) => d !== '' && all.indexOf(d) === i)
    const histories = new Set(list.map((o) => o.historyBadge))
    const cards = out.get(route) ?? {}
    cards[anchor] = {
      kind: first.kind,
      name: first.qualifiedName,
      declarations: declarations.slice(0, MAX_DECLARATIONS),
      more: Math.max(0, declarations.length - MAX_DECLARATIONS),
      brief: list.find((o) => o.briefText.trim())?.briefText ?? '',
      include: first.include,
      history: histories.size === 1 ? first.historyBadge : null,
      overloads: list.length,
      // What Next says of the set: one word when every overload has the same, else each overload's own card says it.
      next: new Set(list.map((o) => o.nextBadge ?? null)).size === 1 ? (first.nextBadge ?? null) : null,
    }
    out.set(route, cards)
  }
  for (const s of symbols) {
    const [route, anchor] = splitUrl(s.url)
    const same = overloads.get(`${route}\u0000${s.kind}\u0000${s.qualifiedName}`) ?? [s]
    const declarations = [s.signature, ...same.filter((o) => o !== s).map((o) => o.signature)].filter((d, i, all) => d !== '' && all.indexOf(d) === i)
    const cards = out.get(route) ?? {}
    // A page's own entity is the compound (its url has no anchor); a member sharing it never replaces it.
    if (!(anchor in cards)) {
      cards[anchor] = {
        kind: s.kind,
        name: s.qualifiedName,
        declarations: declarations.slice(0, MAX_DECLARATIONS),
        more: Math.max(0, declarations.length - MAX_DECLARATIONS),
        brief: s.briefText,
        include: s.include,
        history: s.historyBadge,
        overloads: s.overloadSetUrl ? (sets.get(s.overloadSetUrl)?.length ?? 1) : 1,
        next: s.nextBadge ?? null,
      }
    }
    out.set(route, cards)
  }
  return out
}

/** File name of a page's cards: a short hash of its route. */
export const cardFileOf = (route: string): string => `${crypto.createHash('sha1').update(route).digest('hex').slice(0, 12)}.json`

/** The manifest or one card file, as `gatsby develop` answers /symbol-cards/<file> (null: no such file). */
export function symbolCardFile(symbols: CardSymbol[], file: string): string | null {
  const byRoute = cardsByRoute(symbols)
  if (file === 'manifest.json') return JSON.stringify(Object.fromEntries([...byRoute.keys()].map((r) => [r, cardFileOf(r)])))
  for (const [route, cards] of byRoute) if (cardFileOf(route) === file) return JSON.stringify(cards)
  return null
}

/** onPostBuild: the manifest and the cards of every page, from every API symbol (the caller's: the sourcing keeps them). */
export function writeSymbolCards({ reporter, symbols }: { reporter: { info(m: string): void }; symbols: CardSymbol[] }, publicDir = path.join(process.cwd(), 'public')): void {
  const byRoute = cardsByRoute(symbols)
  const manifest: Record<string, string> = {}
  let bytes = 0
  for (const [route, cards] of byRoute) {
    const file = cardFileOf(route)
    manifest[route] = file
    const json = JSON.stringify(cards)
    bytes += json.length
    writePublic(publicDir, `${SYMBOL_CARDS_DIR}/${file}`, json)
  }
  writePublic(publicDir, `${SYMBOL_CARDS_DIR}/manifest.json`, JSON.stringify(manifest))
  reporter.info(`[symbol cards] ${symbols.length} symbols on ${byRoute.size} pages, ${(bytes / 1024).toFixed(0)} KB`)
}
