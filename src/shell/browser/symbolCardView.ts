/**
 * The symbol card itself, loaded on first use (./symbolCards.ts). One card element, fixed to the viewport and
 * appended to <body>, so it never moves the page; placed under the link (above when there is no room), kept
 * inside the viewport, and named as the link's description (aria-describedby) while it is open. Text is put in
 * with textContent only. Data: /symbol-cards/manifest.json and the linked page's card file
 * (src/shell/server/symbolCards.ts).
 */
import { withPrefix } from 'gatsby'
import type { SymbolCard } from '../server/symbolCards'

export const CARD_ID = 'helios-symbol-card'
/** Delay before a pointed-at link opens its card, and before a left card closes (the pointer may be crossing to it). */
export const OPEN_DELAY_MS = 350
const CLOSE_DELAY_MS = 150
const MARGIN = 8

/** The site's path prefix ('' without one), which the card files and the routes in the manifest do not carry. */
const base = (): string => withPrefix('/').replace(/\/$/, '')
let manifest: Promise<Record<string, string>> | null = null
const files = new Map<string, Promise<Record<string, SymbolCard>>>()

function getJson<T>(url: string): Promise<T> {
  return fetch(url).then((r) => {
    if (!r.ok) throw new Error(`${url}: ${r.status}`)
    return r.json() as Promise<T>
  })
}

/** The card of a link's target, or null when it is not an API entity. */
export async function cardFor(href: string): Promise<SymbolCard | null> {
  const url = new URL(href, window.location.href)
  manifest ??= getJson<Record<string, string>>(`${base()}/symbol-cards/manifest.json`).catch(() => ({}))
  let route = decodeURI(url.pathname.slice(base().length) || '/')
  if (!route.endsWith('/')) route += '/'
  const file = (await manifest)[route]
  if (!file) return null
  if (!files.has(file)) files.set(file, getJson<Record<string, SymbolCard>>(`${base()}/symbol-cards/${file}`).catch(() => ({})))
  const cards = await files.get(file)!
  return cards[decodeURIComponent(url.hash.slice(1))] ?? null
}

const STYLE = `
#${CARD_ID}{position:fixed;z-index:1010;box-sizing:border-box;max-width:min(28rem,calc(100vw - ${2 * MARGIN}px));width:max-content;
padding:.7rem .85rem;border:1px solid var(--hl-border);border-radius:8px;background:var(--hl-bg);color:var(--hl-fg);
box-shadow:var(--hl-shadow);font-size:.85rem;line-height:1.45;pointer-events:auto;text-align:left}
#${CARD_ID}[hidden]{display:none}
#${CARD_ID} .sc-head{display:flex;gap:.5rem;align-items:baseline;flex-wrap:wrap;margin:0 0 .4rem}
#${CARD_ID} .sc-kind{font-size:.72rem;text-transform:uppercase;letter-spacing:.04em;color:var(--hl-muted)}
#${CARD_ID} .sc-name{font-family:var(--hl-mono);font-weight:600;overflow-wrap:anywhere}
#${CARD_ID} pre{margin:0 0 .45rem;padding:.4rem .55rem;background:var(--hl-code-bg);border-radius:5px;font-family:var(--hl-mono);
font-size:.78rem;white-space:pre-wrap;overflow-wrap:anywhere;max-height:9rem;overflow:auto}
#${CARD_ID} p{margin:0 0 .4rem}
#${CARD_ID} .sc-more,#${CARD_ID} .sc-include,#${CARD_ID} .sc-overloads{color:var(--hl-muted);font-family:var(--hl-mono);font-size:.75rem;overflow-wrap:anywhere}
#${CARD_ID} .sc-history{display:inline-block;margin-top:.2rem;padding:0 .45rem;border:1px solid var(--hl-border);border-radius:999px;font-size:.72rem}
#${CARD_ID} .sc-next{margin-left:.35rem;font-weight:600}
`

let card: HTMLElement | null = null
let current: Element | null = null
/** What holds the keyboard while the card is open: the link, or the field whose active option the link is. */
let focusHolder: Element | null = null
let openTimer = 0
let closeTimer = 0
let request = 0

function cardElement(): HTMLElement {
  if (card) return card
  const style = document.createElement('style')
  style.textContent = STYLE
  document.head.appendChild(style)
  card = document.createElement('div')
  card.id = CARD_ID
  card.setAttribute('role', 'tooltip')
  card.hidden = true
  card.addEventListener('pointerenter', () => window.clearTimeout(closeTimer))
  card.addEventListener('pointerleave', () => scheduleClose())
  document.body.appendChild(card)
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && current) close()
  })
  window.addEventListener('scroll', followScroll, { passive: true })
  return card
}

function el(tag: string, className: string, text: string): HTMLElement {
  const e = document.createElement(tag)
  if (className) e.className = className
  e.textContent = text
  return e
}

function fill(box: HTMLElement, c: SymbolCard): void {
  box.replaceChildren()
  const head = el('div', 'sc-head', '')
  head.append(el('span', 'sc-kind', c.kind), el('span', 'sc-name', c.name))
  if (c.overloads > 1) head.append(el('span', 'sc-overloads', `${c.overloads} overloads`))
  box.append(head)
  if (c.declarations.length > 0) {
    const pre = el('pre', '', '')
    pre.append(el('code', '', c.declarations.join('\n')))
    box.append(pre)
  }
  if (c.more > 0) box.append(el('p', 'sc-more', `and ${c.more} more overload${c.more === 1 ? '' : 's'}`))
  if (c.brief) box.append(el('p', '', c.brief))
  if (c.include) box.append(el('p', 'sc-include', c.include))
  if (c.history) box.append(el('span', 'sc-history', c.history))
  if (c.next) box.append(el('span', 'sc-history sc-next', c.next))
}

/** Puts the card under the link's first line box, or above when it does not fit below; inside the viewport. */
function place(box: HTMLElement, link: Element): void {
  const rect = link.getClientRects()[0] ?? link.getBoundingClientRect()
  const vw = document.documentElement.clientWidth
  const vh = window.innerHeight
  box.style.left = '0px'
  box.style.top = '0px'
  const { width, height } = box.getBoundingClientRect()
  const left = Math.max(MARGIN, Math.min(rect.left, vw - width - MARGIN))
  let top = rect.bottom + 6
  if (top + height > vh - MARGIN && rect.top - height - 6 >= MARGIN) top = rect.top - height - 6
  box.style.left = `${Math.round(left)}px`
  box.style.top = `${Math.round(Math.max(MARGIN, top))}px`
}

function hrefOf(link: Element): string | null {
  return link.getAttribute('href') ?? link.getAttributeNS('http://www.w3.org/1999/xlink', 'href')
}

async function open(link: Element, holder: Element = link): Promise<void> {
  const href = hrefOf(link)
  if (!href) return
  const mine = ++request
  const data = await cardFor(href)
  if (mine !== request || !link.isConnected) return
  // Not an API entity: the keyboard or pointer has moved on from the link whose card is open.
  if (!data) {
    if (current && current !== link) close()
    return
  }
  const box = cardElement()
  if (current && current !== link) detach(current)
  current = link
  fill(box, data)
  box.hidden = false
  place(box, link)
  const described = (link.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
  if (!described.includes(CARD_ID)) link.setAttribute('aria-describedby', [...described, CARD_ID].join(' '))
  link.addEventListener('pointerleave', scheduleClose, { once: true })
  focusHolder = holder
  holder.addEventListener('focusout', onFocusOut, { once: true })
  // Following the link (a click, Enter) closes the card.
  link.addEventListener('click', close, { once: true })
}

function detach(link: Element): void {
  const rest = (link.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && id !== CARD_ID)
  if (rest.length > 0) link.setAttribute('aria-describedby', rest.join(' '))
  else link.removeAttribute('aria-describedby')
  link.removeEventListener('pointerleave', scheduleClose)
  focusHolder?.removeEventListener('focusout', onFocusOut)
  focusHolder = null
  link.removeEventListener('click', close)
}

/**
 * The page scrolled under the open card. The card follows its link while the link is in view and closes once it
 * has left: a scroll is not always the reader's (the browser brings a focused link into view, after the card of
 * an already-loaded link has opened; scroll anchoring moves the page when content above it changes).
 */
function followScroll(): void {
  if (!current || !card) return
  const rect = current.getBoundingClientRect()
  if (rect.bottom <= 0 || rect.top >= window.innerHeight) close()
  else place(card, current)
}

function onFocusOut(): void {
  close()
}

function scheduleClose(): void {
  window.clearTimeout(closeTimer)
  closeTimer = window.setTimeout(close, CLOSE_DELAY_MS)
}

export function close(): void {
  window.clearTimeout(openTimer)
  window.clearTimeout(closeTimer)
  request++
  if (card) card.hidden = true
  if (current) detach(current)
  current = null
}

/** A pointer rests on a link: the card opens after OPEN_DELAY_MS unless the pointer leaves first. */
export function pointAt(link: Element): void {
  window.clearTimeout(closeTimer)
  if (current === link) return
  window.clearTimeout(openTimer)
  const cancel = () => window.clearTimeout(openTimer)
  link.addEventListener('pointerleave', cancel, { once: true })
  openTimer = window.setTimeout(() => {
    link.removeEventListener('pointerleave', cancel)
    void open(link)
  }, OPEN_DELAY_MS)
}

/** Keyboard focus on a link (or on the field whose active option it is, `holder`): its card opens at once. */
export function focusOn(link: Element, holder: Element = link): void {
  window.clearTimeout(openTimer)
  if (current === link) return
  void open(link, holder)
}
