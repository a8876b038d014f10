/**
 * The Markdown twins a build promises, declared where each page is made. A section makes a page with `twin`: either
 * 'node' (the HeliosPage node of the same path carries the Markdown) or a function that makes it. The shell then
 * puts the twin's URL in the page's context (what the copy button and the head link read, ../pageTwin.ts), writes
 * exactly the declared twins after the build, and answers them in `gatsby develop`: one list serves all three.
 */
import type { CreatePagesArgs, Page } from 'gatsby'
import { markdownTwinPath } from '../markdownTwin'
import { PAGE_TWIN_FIELD } from '../pageTwin'
import { runTwinTasks } from './twinWorkers'
import { writePublic } from './markdownTwins'

export type PageTwin = 'node' | (() => Promise<string>)

interface PageLike {
  path: string
  context?: Record<string, unknown>
  twin?: PageTwin
}

interface Actions {
  createPage(page: never): unknown
}

export class PageTwins {
  private declared = new Map<string, PageTwin>()

  /** A createPages run starts: its pages declare their twins again. */
  startRun(): void {
    this.declared.clear()
  }

  /** The actions of a createPages run, whose createPage takes the page's `twin` (and passes Gatsby the page without it). */
  declaringActions<A extends Actions>(actions: A): A {
    return {
      ...actions,
      createPage: ({ twin, ...page }: PageLike) => {
        if (!twin) {
          this.declared.delete(page.path)
          return actions.createPage(page as never)
        }
        this.declared.set(page.path, twin)
        return actions.createPage({ ...page, context: { ...page.context, [PAGE_TWIN_FIELD]: markdownTwinPath(page.path) } } as never)
      },
    }
  }

  /** The twin declared for a route, if any. */
  twinOf(route: string): PageTwin | undefined {
    return this.declared.get(route)
  }

  /**
   * After the build: every declared twin. 'node' twins are the HeliosPage Markdown the shell has written
   * (`nodeTwins`, by path); a page that declared one whose node is missing is an error naming it.
   */
  async writeDeclared(publicDir: string, nodeTwins: ReadonlySet<string>, fail: (message: string) => void): Promise<number> {
    const tasks: Array<() => Promise<void>> = []
    const missing: string[] = []
    for (const [route, twin] of this.declared) {
      if (twin === 'node') {
        if (!nodeTwins.has(route)) missing.push(route)
        continue
      }
      tasks.push(async () => writePublic(publicDir, markdownTwinPath(route), await twin()))
    }
    if (missing.length) fail(`${missing.length} page(s) declare the Markdown twin of their HeliosPage node, but no HeliosPage node has their path: ${missing.slice(0, 10).join(', ')}`)
    await runTwinTasks(tasks)
    return tasks.length
  }
}

/** The createPages arguments the shell gives a section: its createPage takes the page's `twin`. */
export type TwinCreatePagesArgs = CreatePagesArgs & {
  actions: CreatePagesArgs['actions'] & { createPage<C extends Record<string, unknown>>(page: Page<C> & { twin?: PageTwin }): void }
}
