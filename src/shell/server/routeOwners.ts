/**
 * Every route is owned once. The sections' createPages and src/pages/ (created by Gatsby's page creator) each
 * claim the routes they make; a route claimed from two sources stops the build naming both, where Gatsby would
 * keep the last page made and drop the other without a word (content/pages/devlog.mdx replacing the post list).
 */
import path from 'node:path'

interface PageLike {
  path: string
  component: string
}

interface Actions {
  createPage(page: never): unknown
}

/** What made a page: the content file an MDX template renders (`?__contentFilePath=`), else its component. */
export function pageSource(page: PageLike): string {
  const [component, query] = page.component.split('?')
  const content = new URLSearchParams(query ?? '').get('__contentFilePath')
  return path.relative(process.cwd(), content ?? component)
}

export class RouteOwners {
  /** Routes of the running createPages (made again on each run in `gatsby develop`), and of src/pages. */
  private made = new Map<string, string>()
  private stateful = new Map<string, string>()

  constructor(private readonly fail: (message: string) => void) {}

  /** A createPages run starts: the routes it makes are claimed again. */
  startRun(): void {
    this.made.clear()
  }

  /** The actions of a createPages run, whose createPage claims each route it makes. */
  claimingActions<A extends Actions>(actions: A): A {
    return {
      ...actions,
      createPage: (page: PageLike) => {
        this.claim(this.made, page)
        return actions.createPage(page as never)
      },
    }
  }

  /** A page another plugin made (src/pages/ through the page creator), seen in onCreatePage. */
  claimCreated(page: PageLike): void {
    this.claim(this.stateful, page)
  }

  private claim(into: Map<string, string>, page: PageLike): void {
    const source = pageSource(page)
    const owner = this.made.get(page.path) ?? this.stateful.get(page.path)
    if (owner !== undefined && owner !== source) {
      this.fail(`The route ${page.path} is made twice: by ${owner} and by ${source}. A route has one page; rename or move one of them.`)
    }
    // Kept also after a clash: in gatsby develop the build goes on, and the next run must still see both.
    into.set(page.path, source)
  }
}
