/**
 * A large value kept in Gatsby's cache API as JSON text in slices of a megabyte. Gatsby's cache decompresses each
 * value it reads into a buffer that grows to the largest value read and stays that size to the end of the process
 * (a large library's symbols and page plan made it tens of MB); slices keep that buffer small. The slices are
 * written first and the head, with a hash of the whole text, last: a run stopped in between reads nothing rather
 * than a mix of two values.
 */
import crypto from 'node:crypto'

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

/** The value kept under `key`, or undefined when none is, or its slices are not the ones its head was written with. */
export async function getSliced(cache: ValueCache, key: string): Promise<unknown> {
  const head = (await cache.get(key)) as Partial<Head> | undefined
  if (!head || typeof head.slices !== 'number' || typeof head.sha256 !== 'string') return undefined
  const parts: string[] = []
  for (let i = 0; i < head.slices; i++) {
    const part = await cache.get(sliceKey(key, i))
    if (typeof part !== 'string') return undefined
    parts.push(part)
  }
  const text = parts.join('')
  // The slices go before the text is parsed: a large value is then held twice at most, not three times.
  parts.length = 0
  return textHash(text) === head.sha256 ? (JSON.parse(text) as unknown) : undefined
}
