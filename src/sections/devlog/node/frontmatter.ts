/**
 * What a devlog post's frontmatter holds: the table the build checks every post against (src/shell/frontmatterSchema.ts
 * says how), and what docs/authoring.md lists. The date and the slug are not keys: the folder's name gives them.
 */
import { DRAFT_FIELD, defineFrontmatter } from '../../../shell/frontmatterSchema'

export const POST_FRONTMATTER = defineFrontmatter({
  kind: 'devlog post',
  fields: {
    title: { type: 'text', required: true, description: "The post's title." },
    description: { type: 'text', required: true, description: 'One sentence for lists, feeds, search results and the meta description.' },
    authors: { type: 'keys', required: true, item: 'author key', description: 'Keys of content/devlog/authors.yaml.' },
    tags: { type: 'keys', required: true, item: 'tag key', description: 'Keys of content/devlog/tags.yaml.' },
    draft: DRAFT_FIELD,
  },
  notKeys: {
    date: "a post's date is the start of its folder's name (YYYY-MM-DD-slug); rename the folder to change it",
    slug: "a post's slug is the end of its folder's name (YYYY-MM-DD-slug); rename the folder to change it",
  },
})
