// Gatsby requires an entry file; this plugin only has build hooks (gatsby-node.ts).
