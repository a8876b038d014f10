// Gatsby needs an index.js in every plugin; the work is in gatsby-node.ts.
