/**
 * What the frontmatter of a docs page (content/docs) and of a stand-alone page (content/pages) holds: the tables the
 * build checks them against (src/shell/frontmatterSchema.ts says how), and what docs/authoring.md lists. A page's
 * route is its file's path, and the docs sidebar is the site config's, so neither is a key.
 */
import { DRAFT_FIELD, defineFrontmatter } from '../../shell/frontmatterSchema'

const fields = {
  title: { type: 'text', required: true, description: "The page's title." },
  description: { type: 'text', required: false, description: "One sentence for search results and the page's meta description." },
  draft: DRAFT_FIELD,
} as const

const routeFromPath = (dir: string) => `a page's route is its file's path under ${dir}; rename the file to change it`

export const DOC_FRONTMATTER = defineFrontmatter({
  kind: 'docs page',
  fields,
  notKeys: {
    slug: routeFromPath('content/docs'),
    id: "a page's doc id is its file's path under content/docs without the extension",
    sidebar_label: 'the docs sidebar is the site config\'s (sidebars in src/shell/config/site.ts)',
    sidebar_position: 'the docs sidebar is the site config\'s (sidebars in src/shell/config/site.ts)',
  },
})

export const PAGE_FRONTMATTER = defineFrontmatter({
  kind: 'stand-alone page',
  fields,
  notKeys: { slug: routeFromPath('content/pages') },
})
