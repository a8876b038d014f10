/** The feeds of one spec, as the plugin writes them (./gatsby-node.ts): Atom 1.0 and RSS 2.0 by the `feed` package. */
import { Feed } from 'feed'

type FeedOptions = ConstructorParameters<typeof Feed>[0]
type FeedItem = Parameters<Feed['addItem']>[0]
export interface FeedSpec {
  options: FeedOptions
  items: FeedItem[]
}

/**
 * The two documents of one spec. An RSS item's guid is its link, a permanent one (isPermaLink="true"); an Atom
 * entry keeps its id.
 */
export function feedDocuments(spec: FeedSpec): { atom: string; rss: string } {
  if (!(spec.options.updated instanceof Date)) throw new Error('the feed has no `updated` date: without it each build would stamp its own time')
  const atom = new Feed(spec.options)
  const rss = new Feed(spec.options)
  for (const item of spec.items) {
    atom.addItem(item)
    rss.addItem({ ...item, id: undefined, guid: undefined })
  }
  return { atom: atom.atom1(), rss: rss.rss2() }
}
