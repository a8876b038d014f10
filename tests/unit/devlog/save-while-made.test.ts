/**
 * A post saved again while the devlog's onCreateNode still works on the save before (gatsby develop): the older run
 * must not write its Mdx node back over the newer one, nor make the post from the older text.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import * as devlog from '../../../src/sections/devlog/gatsby-node'

const root = path.resolve(__dirname, '../../..')
const folder = fs.readdirSync(path.join(root, 'content/devlog')).filter((d) => /^\d{4}-\d{2}-\d{2}-/.test(d)).sort()[0]
const absolutePath = path.join(root, 'content/devlog', folder, 'index.mdx')

/** The data layer as one Mdx node and its File: what onCreateNode reads, and what it writes. */
function dataLayer() {
  const file = { id: 'file', sourceInstanceName: 'devlog', relativePath: `${folder}/index.mdx`, relativeDirectory: folder, name: 'index', absolutePath }
  const { data, content } = matter(fs.readFileSync(absolutePath, 'utf8'))
  const mdx = (digest: string, body: string) => ({ id: 'mdx', parent: file.id, children: [], internal: { type: 'Mdx', contentDigest: digest }, frontmatter: data, body })
  const store = new Map<string, unknown>([[file.id, file]])
  const written: Array<{ action: string; digest?: string }> = []
  const args = (node: ReturnType<typeof mdx>) => ({
    node,
    getNode: (id: string) => store.get(id),
    createNodeId: (key: string) => `id:${key}`,
    createContentDigest: (x: unknown) => String(JSON.stringify(x).length),
    reporter: { panicOnBuild: (m: string) => assert.fail(m), info: () => {}, warn: () => {} },
    actions: {
      createNode: (n: { internal: { type: string } }) => written.push({ action: `createNode ${n.internal.type}` }),
      createNodeField: ({ node: n }: { node: ReturnType<typeof mdx> }) => written.push({ action: 'createNodeField', digest: n.internal.contentDigest }),
      createParentChildLink: ({ parent }: { parent: ReturnType<typeof mdx> }) => written.push({ action: 'createParentChildLink', digest: parent.internal.contentDigest }),
    },
  })
  return { store, written, mdx, args, content }
}

test('a run for an Mdx node made again meanwhile writes nothing; the run for the newer node makes the post', async () => {
  const { store, written, mdx, args, content } = dataLayer()
  const older = mdx('older', content)
  const newer = mdx('newer', `${content.trimEnd()}\n\nA sentence saved a moment later.\n`)
  store.set('mdx', older)
  const olderRun = devlog.onCreateNode(args(older) as never)
  // The later save reaches the data layer while the older run compiles its excerpt.
  store.set('mdx', newer)
  await olderRun
  assert.equal(written.length, 0, `the run for the older node wrote to the data layer: ${JSON.stringify(written)}`)
  await devlog.onCreateNode(args(newer) as never)
  assert.ok(written.some((w) => w.action === 'createNode DevlogPost'), 'the run for the newer node made the post')
  assert.ok(written.every((w) => w.digest === undefined || w.digest === 'newer'), 'only the newer node was written')
})

test('a run for an Mdx node deleted meanwhile (its file saved again) writes nothing', async () => {
  const { store, written, mdx, args, content } = dataLayer()
  const node = mdx('only', content)
  store.set('mdx', node)
  const run = devlog.onCreateNode(args(node) as never)
  store.delete('mdx')
  await run
  assert.equal(written.length, 0, `the run for a deleted node wrote to the data layer: ${JSON.stringify(written)}`)
})
