/**
 * Gatsby's build hooks. This file only wires the sections together; each
 * section's schema and page building lives in its own module under src/node/.
 */
import type { GatsbyNode } from 'gatsby'
import { siteConfig } from './src/config/site'
import { validateSiteConfigShape } from './src/config/validate'
import * as docs from './src/node/docs'
import * as devlog from './src/node/devlog'
import * as fixtures from './src/node/fixtures'
import * as api from './src/node/api'

// The site config is validated when the build starts; doc ids are checked in
// docs.createPages, once the docs pages are known. (Not in gatsby-config.ts:
// Gatsby swallows an error thrown while loading the config and goes on with
// an empty one, so the message would never reach the author.)
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = (args) => {
  validateSiteConfigShape(siteConfig)
  devlog.onPreBootstrap(args)
}

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = (args) => {
  docs.createSchema(args)
  devlog.createSchema(args)
  api.createSchema(args)
}

export const onCreateNode: GatsbyNode['onCreateNode'] = async (args) => {
  docs.onCreateNode(args)
  await devlog.onCreateNode(args)
}

export const createPages: GatsbyNode['createPages'] = async (args) => {
  await docs.createPages(args)
  await devlog.createPages(args)
  fixtures.createPages(args)
  await api.createPages(args)
}

export const sourceNodes: GatsbyNode['sourceNodes'] = (args) => {
  devlog.sourceNodes(args)
  api.sourceNodes(args)
}
