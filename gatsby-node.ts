/**
 * Gatsby's build hooks. This file only wires the sections together; each
 * section's schema and page building lives in its own module under src/node/.
 */
import type { GatsbyNode } from 'gatsby'
import { siteConfig } from './src/config/site'
import { validateSiteConfigShape } from './src/config/validate'
import * as docs from './src/node/docs'

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = () => {
  validateSiteConfigShape(siteConfig)
}

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = (args) => {
  docs.createSchema(args)
}

export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => {
  docs.onCreateNode(args)
}

export const createPages: GatsbyNode['createPages'] = async (args) => {
  await docs.createPages(args)
}
