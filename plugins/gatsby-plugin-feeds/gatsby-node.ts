/**
 * gatsby-plugin-feeds: after the build, runs a GraphQL query, turns its result into feed options and items with the
 * site's `serialize`, and writes them as Atom 1.0 and as RSS 2.0 with the `feed` package. Both documents are a
 * function of the items alone: their build date is the newest item's, so a build that changes no item writes the
 * same bytes (gatsby-plugin-feed's `rss` package stamps the time of every build). Options: pluginOptionsSchema below
 * and docs/sections/devlog.md.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { GatsbyNode, PluginOptions } from 'gatsby'
import { writeSitemapAlias } from './sitemap-alias'
import { feedDocuments, type FeedSpec } from './documents'

interface FeedsOptions extends PluginOptions {
  atom: string
  rss: string
  query: string
  serialize: (data: unknown) => FeedSpec | Promise<FeedSpec>
  sitemapAlias?: boolean
}

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    atom: Joi.string().pattern(/^\//).required().description('Site path of the Atom 1.0 feed.'),
    rss: Joi.string().pattern(/^\//).required().description('Site path of the RSS 2.0 feed.'),
    query: Joi.string().required().description('GraphQL query whose result serialize() receives.'),
    serialize: Joi.function().required().description('(data) => { options, items } for the feed package; options.updated is required.'),
    sitemapAlias: Joi.boolean().default(false).description('Also write /sitemap.xml from gatsby-plugin-sitemap output.'),
  })

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter, store }, rawOptions) => {
  const options = rawOptions as FeedsOptions
  const publicDir = path.join(store.getState().program.directory, 'public')
  const result = await graphql(options.query)
  if (result.errors) {
    reporter.panicOnBuild(`gatsby-plugin-feeds: the query for ${options.atom} and ${options.rss} failed`, result.errors as Error[])
    return
  }
  let documents: { atom: string; rss: string }
  let count: number
  try {
    const spec = await options.serialize(result.data)
    documents = feedDocuments(spec)
    count = spec.items.length
  } catch (e) {
    reporter.panicOnBuild(`gatsby-plugin-feeds: ${(e as Error).message}`)
    return
  }
  for (const [output, text] of [[options.atom, documents.atom], [options.rss, documents.rss]] as const) {
    const file = path.join(publicDir, output)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, text)
  }
  reporter.info(`gatsby-plugin-feeds: wrote ${options.atom} and ${options.rss} (${count} entries)`)

  if (options.sitemapAlias) {
    const written = writeSitemapAlias(publicDir)
    if (written) reporter.info(`gatsby-plugin-feeds: wrote /sitemap.xml from ${written}`)
    else reporter.warn('gatsby-plugin-feeds: no sitemap-index.xml found; is gatsby-plugin-sitemap listed before this plugin?')
  }
}
