/**
 * An MDX page's twin (`@mdxTwin`, src/shell/server/markdownTwins.ts) is kept in Gatsby's cache under its page's
 * node and what it is made of: a build that finds the same title, date, route and body reads it back, and a change
 * to any of them makes it again.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createMdxTwinExtension } from '../../../src/shell/server/markdownTwins'
import { emptyDataLayer } from '../api/helpers'

type Resolve = (source: Record<string, unknown>, args: unknown, context: unknown) => Promise<string>

test("an MDX page's twin is kept under its page and made again when its body or title changes", async () => {
  const entries = new Map<string, unknown>()
  const { cache } = emptyDataLayer()
  const recording = { get: cache.get, set: async (key: string, value: unknown) => (entries.set(key, value), cache.set(key, value)) }
  // The entries written, each value counted once (not its slices, src/shell/server/slicedCache.ts).
  const kept = () => [...entries.keys()].filter((k) => !k.includes('#'))
  let resolve: Resolve | undefined
  createMdxTwinExtension({ createFieldExtension: (e: { extend: () => { resolve: Resolve } }) => (resolve = e.extend().resolve) } as never, recording)
  let body = 'Hello *world*.'
  const context = { nodeModel: { getNodeById: () => ({ body, internal: { contentFilePath: '/site/content/devlog/post/index.mdx' } }) } }
  const page = { id: 'DevlogPost:1', mdx: 'mdx-1', title: 'A post', date: '2025-01-02T00:00:00Z', path: '/devlog/2025/01/02/a-post/' }
  const first = await resolve!(page, {}, context)
  assert.match(first, /^# A post\n\n\*Published 2025-01-02\*\n\nHello \*world\*\.\n$/)
  assert.deepEqual(kept(), ['step:mdx-twin:DevlogPost:1'], 'kept under its page')
  entries.clear()
  assert.equal(await resolve!(page, {}, context), first)
  assert.equal(kept().length, 0, 'the same page: read back, not made again')
  body = 'Hello *there*.'
  assert.match(await resolve!(page, {}, context), /Hello \*there\*\./, 'a new body: made again')
  assert.equal(kept().length, 1)
  assert.match(await resolve!({ ...page, title: 'Renamed' }, {}, context), /^# Renamed\n/, 'a new title: made again')
})
