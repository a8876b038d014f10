import { test } from 'node:test'
import assert from 'node:assert/strict'
import { siteConfig } from '../../../src/shell/config/site'
import * as gatsbyNode from '../../../gatsby-node'

// The config must be validated at build start from gatsby-node: an error thrown
// while Gatsby loads gatsby-config.ts is swallowed and never reaches the author.
test('the build stops at onPreBootstrap on an invalid site config, naming the item', async () => {
  siteConfig.navbar.items.push({ type: 'weather', position: 'right' } as never)
  try {
    const run = gatsbyNode.onPreBootstrap as unknown as (args: unknown) => Promise<void>
    const cache = { get: async () => undefined, set: async () => undefined }
    await assert.rejects(run({ cache, reporter: { info() {}, warn() {}, panic: (m: string) => { throw new Error(m) } } }), /navbar\.items\[\d+\] has unknown type "weather"/)
  } finally {
    siteConfig.navbar.items.pop()
  }
})
