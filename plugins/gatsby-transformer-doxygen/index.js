// Gatsby plugin entry (hooks live in gatsby-node.ts).
