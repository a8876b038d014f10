/**
 * Build steps that Gatsby's cache API (the `cache` every hook receives) lets skip: each step's result is kept under
 * the step's name with a hash of everything the step reads and the site's code, so a rerun with the same inputs
 * (`gatsby develop` reruns createPages on every saved post; a warm start runs it again) reads it back instead of
 * computing it again: the API section's prose and code links, an MDX page's body. One entry per step name: a new
 * input replaces the old one.
 */
import crypto from 'node:crypto'
import { siteCodeVersion } from '../webpack'
import { getSliced, setSliced, type ValueCache } from './slicedCache'

/** What the steps use of Gatsby's cache API: what slicing uses of it. */
export type StepCache = ValueCache

/** The code this process runs: read once, since a process keeps the code it started with. */
let codeVersion: string | undefined

/** Hash of a JSON value (the inputs of a step). */
export function inputsHash(inputs: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify(inputs)).digest('hex')
}

/**
 * The step's result from the cache when it was computed from the same inputs and the same site code, else
 * computed (and stored). A result that `keep` refuses (a step that could not run) is returned but not stored.
 */
export async function cachedStep<T>(
  cache: StepCache | null,
  step: string,
  inputs: unknown,
  compute: () => Promise<T>,
  keep: (value: T) => boolean = () => true,
): Promise<{ value: T; hit: boolean }> {
  if (!cache) return { value: await compute(), hit: false }
  const stored = await keptStep<T>(cache, step, inputs)
  if (stored !== undefined) return { value: stored, hit: true }
  const value = await compute()
  if (keep(value)) await keepStep(cache, step, inputs, value)
  return { value, hit: false }
}

/** The result cachedStep kept for the step when it was computed from the same inputs and the same site code. */
export async function keptStep<T>(cache: StepCache, step: string, inputs: unknown): Promise<T | undefined> {
  // Sliced: a step's result may be large (a large library's symbol tables), ./slicedCache.ts.
  const stored = (await getSliced(cache, stepKey(step))) as { hash: string; value: T } | undefined
  return stored && stored.hash === stepHash(inputs) ? stored.value : undefined
}

/** Keeps `value` as the step's result for these inputs and the site's code, replacing what the step kept before. */
export async function keepStep(cache: StepCache, step: string, inputs: unknown, value: unknown): Promise<void> {
  await setSliced(cache, stepKey(step), { hash: stepHash(inputs), value })
}

const stepKey = (step: string): string => `step:${step}`

function stepHash(inputs: unknown): string {
  codeVersion ??= siteCodeVersion()
  return inputsHash({ code: codeVersion, inputs })
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
