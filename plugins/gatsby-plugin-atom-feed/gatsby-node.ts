/**
 * gatsby-plugin-atom-feed: after the build, runs a GraphQL query, turns its result into feed options and items
 * with the site's `serialize`, and writes an Atom 1.0 document with the `feed` package (gatsby-plugin-feed writes
 * RSS only). Options: pluginOptionsSchema below and docs/sections/devlog.md.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { GatsbyNode, PluginOptions } from 'gatsby'
import { Feed } from 'feed'
import { writeSitemapAlias } from './sitemap-alias'

type FeedOptions = ConstructorParameters<typeof Feed>[0]
type FeedItem = Parameters<Feed['addItem']>[0]

interface AtomFeedOptions extends PluginOptions {
  output: string
  query: string
  serialize: (data: unknown) => { options: FeedOptions; items: FeedItem[] } | Promise<{ options: FeedOptions; items: FeedItem[] }>
  sitemapAlias?: boolean
}

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    output: Joi.string().pattern(/^\//).required().description('Site path of the Atom feed.'),
    query: Joi.string().required().description('GraphQL query whose result serialize() receives.'),
    serialize: Joi.function().required().description('(data) => { options, items } for the feed package.'),
    sitemapAlias: Joi.boolean().default(false).description('Also write /sitemap.xml from gatsby-plugin-sitemap output.'),
  })

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter, store }, rawOptions) => {
  const options = rawOptions as AtomFeedOptions
  const publicDir = path.join(store.getState().program.directory, 'public')
  const result = await graphql(options.query)
  if (result.errors) {
    reporter.panicOnBuild(`gatsby-plugin-atom-feed: the query for ${options.output} failed`, result.errors as Error[])
    return
  }
  let spec: { options: FeedOptions; items: FeedItem[] }
  try {
    spec = await options.serialize(result.data)
  } catch (e) {
    reporter.panicOnBuild(`gatsby-plugin-atom-feed: ${(e as Error).message}`)
    return
  }
  const feed = new Feed(spec.options)
  for (const item of spec.items) feed.addItem(item)
  const file = path.join(publicDir, options.output)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, feed.atom1())
  reporter.info(`gatsby-plugin-atom-feed: wrote ${options.output} (${spec.items.length} entries)`)

  if (options.sitemapAlias) {
    const written = writeSitemapAlias(publicDir)
    if (written) reporter.info(`gatsby-plugin-atom-feed: wrote /sitemap.xml from ${written}`)
    else reporter.warn('gatsby-plugin-atom-feed: no sitemap-index.xml found; is gatsby-plugin-sitemap listed before this plugin?')
  }
}
