/**
 * Page nodes follow the run, not Gatsby's cache (src/shell/drafts.ts): `gatsby develop` and `gatsby build` share
 * .cache, and a file that did not change is not given to onCreateNode again.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { Node } from 'gatsby'
import { settlePageNodes } from '../../../src/shell/drafts'

/** A data layer as the cache left it: a draft post with its DevlogPost (made by develop), a draft without one (left
 * out by a build), a published post, and a docs page marked draft (another section's). */
function store() {
  const nodes = new Map<string, Node>()
  const add = (id: string, type: string, extra: Record<string, unknown> = {}) =>
    nodes.set(id, { id, parent: null, children: [], internal: { type, contentDigest: id, owner: 'site' }, ...extra } as unknown as Node)
  add('f1', 'File', { section: 'devlog', file: 'content/devlog/2025-10-20-kept/index.mdx' })
  add('m1', 'Mdx', { parent: 'f1', children: ['p1'], frontmatter: { draft: true } })
  add('p1', 'DevlogPost', { parent: 'm1' })
  add('f2', 'File', { section: 'devlog', file: 'content/devlog/2025-10-21-dropped/index.mdx' })
  add('m2', 'Mdx', { parent: 'f2', children: [], frontmatter: { draft: true } })
  add('f3', 'File', { section: 'devlog', file: 'content/devlog/2025-10-22-published/index.mdx' })
  add('m3', 'Mdx', { parent: 'f3', children: ['p3'], frontmatter: { draft: false } })
  add('p3', 'DevlogPost', { parent: 'm3' })
  add('f4', 'File', { section: 'docs', file: 'content/docs/wip.mdx' })
  add('m4', 'Mdx', { parent: 'f4', children: [], frontmatter: { draft: true } })
  const deleted: string[] = []
  const created: string[] = []
  const infos: string[] = []
  const args = {
    getNodesByType: (type: string) => [...nodes.values()].filter((n) => n.internal.type === type),
    getNode: (id: string) => nodes.get(id),
    actions: { deleteNode: (n: Node) => (deleted.push(n.id), nodes.delete(n.id)) },
    reporter: { info: (m: string) => infos.push(m) },
  }
  const devlog = {
    childType: 'DevlogPost',
    fileOf: (mdx: Node) => {
      const file = nodes.get(mdx.parent!) as unknown as { section: string; file: string }
      return file.section === 'devlog' ? file.file : null
    },
    create: (mdx: Node) => void created.push(mdx.id),
  }
  return { args, devlog, deleted, created, infos }
}

test('a production build deletes the page node a draft kept from develop and says each draft is left out', async () => {
  const s = store()
  const drafts = await settlePageNodes(s.args, s.devlog, false)
  assert.deepEqual(drafts, ['content/devlog/2025-10-20-kept/index.mdx', 'content/devlog/2025-10-21-dropped/index.mdx'])
  assert.deepEqual(s.deleted, ['p1'])
  assert.deepEqual(s.created, [])
  assert.deepEqual(s.infos, ['content/devlog/2025-10-20-kept/index.mdx is a draft (draft: true): left out of this build', 'content/devlog/2025-10-21-dropped/index.mdx is a draft (draft: true): left out of this build'])
})

test('gatsby develop makes the page node of a draft a build left out, and leaves the rest alone', async () => {
  const s = store()
  await settlePageNodes(s.args, s.devlog, true)
  assert.deepEqual(s.created, ['m2'])
  assert.deepEqual(s.deleted, [])
  assert.deepEqual(s.infos, [])
})

test('a published post whose page node a stopped run left missing gets it again, in a build as in develop', async () => {
  for (const show of [false, true]) {
    const s = store()
    // The development server stopped while it made the post's DevlogPost again after a save: the Mdx node stayed.
    s.args.actions.deleteNode(s.args.getNode('p3')!)
    s.deleted.length = 0
    await settlePageNodes(s.args, s.devlog, show)
    assert.deepEqual(s.created, show ? ['m2', 'm3'] : ['m3'])
    assert.ok(s.infos.includes("content/devlog/2025-10-22-published/index.mdx had no page node in Gatsby's cache (as when a run stops while making it): making it again"), s.infos.join('\n'))
  }
})
