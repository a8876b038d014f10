// Gatsby plugin entry; the work happens in gatsby-node.ts (onPostBuild).
