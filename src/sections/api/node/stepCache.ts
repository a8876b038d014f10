/**
 * Build steps of createPages that Gatsby's cache API (the `cache` every hook receives) lets skip: each step's
 * result is kept under the step's name with a hash of everything the step reads, so a rerun with the same inputs
 * (`gatsby develop` reruns createPages on every saved post; a warm start runs it again) reads it back instead of
 * querying the API symbols and resolving every page again. One entry per step: a new input replaces the old one.
 */
import crypto from 'node:crypto'
import type { ResultCache } from './codeLinks/clang'
import { siteCodeVersion } from '../../../shell/webpack'

/** Hash of a JSON value (the inputs of a step). */
export function inputsHash(inputs: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify(inputs)).digest('hex')
}

/**
 * The step's result from the cache when it was computed from the same inputs and the same site code, else
 * computed (and stored). A result that `keep` refuses (a step that could not run) is returned but not stored.
 */
export async function cachedStep<T>(
  cache: ResultCache | null,
  step: string,
  inputs: unknown,
  compute: () => Promise<T>,
  keep: (value: T) => boolean = () => true,
): Promise<{ value: T; hit: boolean }> {
  if (!cache) return { value: await compute(), hit: false }
  const key = `step:${step}`
  const hash = inputsHash({ code: siteCodeVersion(), inputs })
  const stored = (await cache.get(key)) as { hash: string; value: T } | undefined
  if (stored && stored.hash === hash) return { value: stored.value, hit: true }
  const value = await compute()
  if (keep(value)) await cache.set(key, { hash, value })
  return { value, hit: false }
}

interface NodeWithDigest {
  id: string
  internal: { contentDigest: string }
}

/** Hash of the nodes of some types (ids and content digests, in id order): changes when any of them changes. */
export function nodesStamp(getNodesByType: (type: string) => unknown[], types: readonly string[]): string {
  const hash = crypto.createHash('sha256')
  for (const type of types) {
    const nodes = (getNodesByType(type) as NodeWithDigest[]).map((n) => `${n.id}\u0000${n.internal.contentDigest}`).sort()
    hash.update(`${type}\u0000${nodes.length}\u0000`)
    for (const n of nodes) hash.update(n).update('\u0000')
  }
  return hash.digest('hex')
}

/** The node types the API symbols (and so the prose and code links) are made of. */
export const API_SYMBOL_TYPES = ['DoxygenCompound', 'DoxygenMember', 'DoxygenEnumerator'] as const
