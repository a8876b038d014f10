/** Shapes of the devlog data the templates query (see src/node/devlog.ts for the schema). */

export interface DevlogTagRef {
  key: string
  label: string
  path: string
}

export interface DevlogAuthorRef {
  key: string
  name: string
  url: string | null
  image: string | null
}

export interface DevlogPostSummary {
  id: string
  title: string
  description: string
  path: string
  date: string
  readingTime: { minutes: number; text: string }
  excerptHtml: string
  truncated: boolean
  tags: DevlogTagRef[]
  authors: DevlogAuthorRef[]
}

export interface PostLink {
  title: string
  path: string
}
