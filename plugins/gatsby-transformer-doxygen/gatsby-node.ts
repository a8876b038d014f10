// Thin plugin entry: the transformer's code lives in the API section (src/sections/api/node/).
export { pluginOptionsSchema, createSchemaCustomization, sourceNodes, onCreateDevServer, onPostBuild } from '../../src/sections/api/node/transformer'
