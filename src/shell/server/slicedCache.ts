/**
 * A large value kept in Gatsby's cache API as JSON text in slices of a megabyte. Gatsby's cache decompresses each
 * value it reads into a buffer that grows to the largest value read and stays that size to the end of the process
 * (a large library's symbols and page plan made it tens of MB); slices keep that buffer small. The slices are
 * written first and the head, with a hash of the whole text, last: a run stopped in between reads nothing rather
 * than a mix of two values.
 */
import crypto from 'node:crypto'
import { isDevelopServer } from '../developServer'

/** What this uses of Gatsby's cache API (the `cache` every hook receives). */
export interface ValueCache {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<unknown>
}

/** Characters of JSON text in one slice. */
export const SLICE_CHARS = 1 << 20

interface Head {
  slices: number
  sha256: string
}

const sliceKey = (key: string, i: number) => `${key}#${i}`
const textHash = (text: string) => crypto.createHash('sha256').update(text).digest('hex')

/**
 * JSON text with every character past Latin-1 escaped (`\u20ac`): one such character makes a whole JS string two
 * bytes a character, and the text is joined whole again when read.
 */
const latin1Json = (value: unknown): string => JSON.stringify(value).replace(/[\u0100-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

/** Keeps `value` (JSON-serialisable) under `key`. */
export async function setSliced(cache: ValueCache, key: string, value: unknown): Promise<void> {
  const text = latin1Json(value)
  const slices = Math.max(1, Math.ceil(text.length / SLICE_CHARS))
  for (let i = 0; i < slices; i++) await cache.set(sliceKey(key, i), text.slice(i * SLICE_CHARS, (i + 1) * SLICE_CHARS))
  const head: Head = { slices, sha256: textHash(text) }
  await cache.set(key, head)
}

/**
 * `gatsby develop` reads the same values again on every saved post (the API's symbols and page plan, the link
 * tables): the value last read under each key, frozen, with the hash of its text. A build reads each once, so it
 * keeps none and holds no value longer than its reader does.
 */
const shared = new Map<string, { sha256: string; value: unknown }>()

/**
 * Whether this process is `gatsby develop`, which runs createPages again on every saved post: what a run computed
 * from unchanged inputs is worth keeping for the next. A build runs each step once and keeps nothing.
 */
export const keepsRunValues = (): boolean => isDevelopServer()

/** `value` and everything inside it frozen: a value handed to every reader of its key must stay as it was read. */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value
  Object.freeze(value)
  for (const inner of Object.values(value as object)) deepFreeze(inner)
  return value
}

/**
 * The value kept under `key`, or undefined when none is, or its slices are not the ones its head was written with.
 * In `gatsby develop` a value whose text is unchanged since this process last read it is that value, frozen.
 */
export async function getSliced(cache: ValueCache, key: string): Promise<unknown> {
  const head = (await cache.get(key)) as Partial<Head> | undefined
  if (!head || typeof head.slices !== 'number' || typeof head.sha256 !== 'string') return undefined
  const known = keepsRunValues() ? shared.get(key) : undefined
  if (known && known.sha256 === head.sha256) return known.value
  const parts: string[] = []
  for (let i = 0; i < head.slices; i++) {
    const part = await cache.get(sliceKey(key, i))
    if (typeof part !== 'string') return undefined
    parts.push(part)
  }
  const text = parts.join('')
  // The slices go before the text is parsed: a large value is then held twice at most, not three times.
  parts.length = 0
  if (textHash(text) !== head.sha256) return undefined
  const value = JSON.parse(text) as unknown
  if (keepsRunValues()) shared.set(key, { sha256: head.sha256, value: deepFreeze(value) })
  return value
}
