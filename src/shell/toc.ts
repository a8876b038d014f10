/**
 * The table of contents of an MDX page to a depth, in the shape gatsby-plugin-mdx's `tableOfContents` field gives
 * ({ items: [{ url, title, items }] }), made from the headings alone: mdast-util-toc names each heading's anchor
 * with github-slugger, as rehype-slug names the rendered heading. gatsby-plugin-mdx compiles the whole page through
 * every remark and rehype plugin on each query of the field, about a second a page; `gatsby develop` asked it again
 * on every save of a post.
 */
import { toc } from 'mdast-util-toc'
import type { Root } from 'mdast'
import { parseMdx } from './mdxSyntax'

export interface TocTree {
  url?: string
  title?: string
  items?: TocTree[]
}

interface Mdast {
  type: string
  url?: string
  value?: string
  children?: Mdast[]
}

/** A heading's entry: its link's url and the text of its paragraph (text and inline code). */
function entry(paragraph: Mdast): TocTree {
  const out: TocTree = {}
  const walk = (n: Mdast) => {
    if (n.type === 'link' && n.url !== undefined) out.url = n.url
    if ((n.type === 'text' || n.type === 'inlineCode') && n.value !== undefined) out.title = (out.title ?? '') + n.value
    n.children?.forEach(walk)
  }
  walk(paragraph)
  return out
}

/** The tree of a toc list: each item's paragraph is its entry, a nested list its items. */
function fromList(list: Mdast): TocTree[] {
  return (list.children ?? []).map((item) => {
    const [first, nested] = item.children ?? []
    const node = first?.type === 'paragraph' ? entry(first) : {}
    const sub = first?.type === 'list' ? first : nested?.type === 'list' ? nested : undefined
    return sub ? { ...node, items: fromList(sub) } : node
  })
}

/** The page's table of contents; an empty one for MDX that does not parse (the page's compile reports the error). */
export function mdxTableOfContents(body: string, maxDepth: 1 | 2 | 3 | 4 | 5 | 6 = 3): TocTree {
  let tree: Root
  try {
    tree = parseMdx(body) as Root
  } catch {
    return {}
  }
  const map = toc(tree, { maxDepth }).map as Mdast | null
  return map ? { items: fromList(map) } : {}
}
