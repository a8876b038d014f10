/**
 * Every route is owned once. The sections' createPages and src/pages/ (created by Gatsby's page creator) each
 * claim the routes they make; a route claimed from two sources stops the build naming both, where Gatsby would
 * keep the last page made and drop the other without a word (content/pages/devlog.mdx replacing the post list).
 */
import path from 'node:path'

interface PageLike {
  path: string
  component: string
  context?: { [CONTENT_FILE_FIELD]?: unknown } | null
}

/** The page context field naming the content file (MDX) a page renders, relative to the site root. */
export const CONTENT_FILE_FIELD = 'contentFile'

/** The page context of a page that renders a content file (`contentFilePath`, absolute or site-relative). */
export function contentFileContext(contentFilePath: string): { [CONTENT_FILE_FIELD]: string } {
  return { [CONTENT_FILE_FIELD]: path.relative(process.cwd(), path.resolve(process.cwd(), contentFilePath)).split(path.sep).join('/') }
}

interface Actions {
  createPage(page: never): unknown
  deletePage?(page: never): unknown
}

/** What made a page: the content file its template renders (contentFileContext), else its component. */
export function pageSource(page: PageLike): string {
  const content = page.context?.[CONTENT_FILE_FIELD]
  return typeof content === 'string' ? content : path.relative(process.cwd(), page.component)
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

  /**
   * The actions of a createPages run, whose createPage claims each route it makes; `kept`: of createPagesStatefully,
   * whose pages Gatsby keeps across runs, as it keeps src/pages'. deletePage gives a route up.
   */
  claimingActions<A extends Actions>(actions: A, { kept = false } = {}): A {
    return {
      ...actions,
      createPage: (page: PageLike) => {
        this.claim(kept ? this.stateful : this.made, page)
        return actions.createPage(page as never)
      },
      ...(actions.deletePage && {
        deletePage: (page: PageLike) => {
          this.made.delete(page.path)
          this.stateful.delete(page.path)
          return actions.deletePage!(page as never)
        },
      }),
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
