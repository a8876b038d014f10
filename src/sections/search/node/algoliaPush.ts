/**
 * The Algolia push (docs/sections/search.md, "The Algolia push"): the records are written to a temporary index that
 * carries the site's settings and the live index's rules and synonyms, and that index is then moved over the live
 * one. Searches see the old index whole until the move and the new one whole after it; a push that fails on the way
 * leaves the live index as it was, and the next push starts again from nothing.
 */
import type { IndexSettings, SearchClient, algoliasearch } from 'algoliasearch'
import { jsonDigest } from '../../../shell/jsonDigest'

type ClientOptions = NonNullable<Parameters<typeof algoliasearch>[2]>

/** Where and how to push. */
export interface AlgoliaPushTarget {
  appId: string
  /** A key with the addObject, deleteIndex and settings rights (Algolia's admin key has them all). */
  adminKey: string
  indexName: string
  /** Hosts tried in order instead of Algolia's own (the local stub in tests). */
  hosts?: ClientOptions['hosts']
  /** Records per batch write; Algolia advises batches of about 1,000 records or 10 MB. */
  batchSize?: number
}

/** A record as pushed: anything JSON with its objectID. */
export type AlgoliaRecord = Record<string, unknown> & { objectID: string }

export interface AlgoliaPushOutcome {
  /** False when the live index already holds these records and settings, so nothing was written. */
  pushed: boolean
  records: number
  batches: number
}

/** A push that stopped: which index, at which step, and why; the live index is as it was before the push. */
export class AlgoliaPushError extends Error {
  constructor(
    readonly indexName: string,
    readonly step: string,
    cause: unknown,
    cleanup: string,
  ) {
    super(`Algolia push to index "${indexName}" failed while trying to ${step}: ${describe(cause)}. The live index "${indexName}" is unchanged; ${cleanup}`, { cause })
    this.name = 'AlgoliaPushError'
  }
}

/** The temporary index of a push: Algolia's own replaceAllObjects names its temporary indexes `<index>_tmp_*` too, so a key restricted to those works for both. */
export const temporaryIndexName = (indexName: string): string => `${indexName}_tmp_push`

/**
 * The settings key the live index carries the digest of its records and settings under. It reaches the live index
 * only with the move that completes a push, so it never names records the index does not hold.
 */
const DIGEST_KEY = 'heliosPushDigest'

/** Replaces the records and settings of the live index by these, all at once, or throws AlgoliaPushError and leaves it alone. */
export async function replaceAlgoliaIndex(target: AlgoliaPushTarget, records: readonly AlgoliaRecord[], settings: IndexSettings): Promise<AlgoliaPushOutcome> {
  const { indexName } = target
  const temporary = temporaryIndexName(indexName)
  if (records.length === 0) {
    throw new AlgoliaPushError(indexName, 'push the records', new Error('the build made no search records'), 'nothing was written.')
  }
  // Loaded only for a push: every build and develop server loads this module, few push.
  const { algoliasearch: createClient } = await import('algoliasearch')
  const client: SearchClient = createClient(target.appId, target.adminKey, target.hosts ? { hosts: target.hosts } : {})
  const batchSize = target.batchSize ?? 1000
  const digest = jsonDigest([settings, records])

  const live = await attempt(indexName, `read the settings of the live index "${indexName}"`, () => liveSettings(client, indexName), async () => 'nothing was written.')
  if (live && (live.userData as Record<string, unknown> | undefined)?.[DIGEST_KEY] === digest) {
    return { pushed: false, records: records.length, batches: 0 }
  }

  // From here on the temporary index may hold part of the push; on a failure it is deleted again.
  const cleanup = async () => {
    try {
      await waitFor(client, temporary, await client.deleteIndex({ indexName: temporary }))
      return `the temporary index "${temporary}" was deleted.`
    } catch (error) {
      return `the temporary index "${temporary}" could not be deleted (${describe(error)}); the next push deletes it first.`
    }
  }
  const run = <T>(what: string, action: () => Promise<T>): Promise<T> => attempt(indexName, what, action, cleanup)

  // What an earlier push left behind, if it was stopped before its own clean-up.
  await run(`delete the temporary index "${temporary}" an earlier push left`, async () => waitFor(client, temporary, await client.deleteIndex({ indexName: temporary })))
  if (live) {
    // Rules and synonyms are made in Algolia's dashboard, not by the build: the new index keeps the live one's.
    await run(`copy the rules and synonyms of "${indexName}" to the temporary index "${temporary}"`, async () =>
      waitFor(client, indexName, await client.operationIndex({ indexName, operationIndexParams: { operation: 'copy', destination: temporary, scope: ['rules', 'synonyms'] } })))
  }
  await run(`apply the index settings to the temporary index "${temporary}"`, async () =>
    waitFor(client, temporary, await client.setSettings({ indexName: temporary, indexSettings: { ...settings, userData: { [DIGEST_KEY]: digest } } })))
  const batches = Math.ceil(records.length / batchSize)
  for (let b = 0; b < batches; b++) {
    const chunk = records.slice(b * batchSize, (b + 1) * batchSize)
    const range = `records ${b * batchSize + 1}–${b * batchSize + chunk.length} of ${records.length}`
    await run(`write batch ${b + 1} of ${batches} (${range}) to the temporary index "${temporary}"`, async () =>
      waitFor(client, temporary, await client.batch({ indexName: temporary, batchWriteParams: { requests: chunk.map((body) => ({ action: 'addObject' as const, body })) } })))
  }
  await run(`move the temporary index "${temporary}" over "${indexName}"`, async () =>
    waitFor(client, temporary, await client.operationIndex({ indexName: temporary, operationIndexParams: { operation: 'move', destination: indexName } })))
  return { pushed: true, records: records.length, batches }
}

/** The live index's settings, or null when there is no live index yet. */
async function liveSettings(client: SearchClient, indexName: string): Promise<IndexSettings | null> {
  try {
    return await client.getSettings({ indexName })
  } catch (error) {
    if ((error as { status?: unknown }).status === 404) return null
    throw error
  }
}

/** Algolia applies writes in the background: each step waits until its task is published before the next one starts. */
async function waitFor(client: SearchClient, indexName: string, answer: { taskID: number }): Promise<void> {
  await client.waitForTask({ indexName, taskID: answer.taskID })
}

/** One step of the push: its failure becomes an AlgoliaPushError naming it, after the clean-up has run. */
async function attempt<T>(indexName: string, what: string, action: () => Promise<T>, cleanup: () => Promise<string>): Promise<T> {
  try {
    return await action()
  } catch (error) {
    throw new AlgoliaPushError(indexName, what, error, await cleanup())
  }
}

interface FailedTry {
  host?: { url?: string; port?: number }
  response?: { status?: number; content?: string; isTimedOut?: boolean }
}

/** An error of the Algolia client in a line: the API's status and message, or, when no host answered well, what the last one did. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const status = (error as { status?: unknown }).status
  if (typeof status === 'number') return `HTTP ${status}: ${error.message}`
  // The client's error when every host failed carries each try (its public stackTrace).
  const tries = (error as { stackTrace?: FailedTry[] }).stackTrace
  const last = Array.isArray(tries) ? tries[tries.length - 1] : undefined
  if (!last?.response) return error.message
  const where = `${last.host?.url ?? '?'}${last.host?.port ? `:${last.host.port}` : ''}`
  const { status: code, content = '', isTimedOut } = last.response
  const answer = isTimedOut ? 'timed out' : code ? `HTTP ${code} ${content.slice(0, 200)}` : `no answer (${content.slice(0, 200)})`
  return `${error.message} (last try, ${where}: ${answer})`
}
