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
  deletePage?(page: never): unknown
}

export class PageTwins {
  private declared = new Map<string, PageTwin>()
  /** The twins of pages made once, in createPagesStatefully: Gatsby keeps those pages across createPages runs. */
  private kept = new Map<string, PageTwin>()

  /** A createPages run starts: its pages declare their twins again. */
  startRun(): void {
    this.declared.clear()
  }

  /**
   * The actions of a createPages run, whose createPage takes the page's `twin` (and passes Gatsby the page without
   * it); `kept`: of createPagesStatefully, whose pages and twins outlive the runs. deletePage forgets a page's twin.
   */
  declaringActions<A extends Actions>(actions: A, { kept = false } = {}): A {
    const into = kept ? this.kept : this.declared
    return {
      ...actions,
      createPage: ({ twin, ...page }: PageLike) => {
        if (!twin) {
          into.delete(page.path)
          return actions.createPage(page as never)
        }
        into.set(page.path, twin)
        return actions.createPage({ ...page, context: { ...page.context, [PAGE_TWIN_FIELD]: markdownTwinPath(page.path) } } as never)
      },
      ...(actions.deletePage && {
        deletePage: (page: { path: string }) => {
          this.declared.delete(page.path)
          this.kept.delete(page.path)
          return actions.deletePage!(page as never)
        },
      }),
    }
  }

  /** The twin declared for a route, if any. */
  twinOf(route: string): PageTwin | undefined {
    return this.declared.get(route) ?? this.kept.get(route)
  }

  /**
   * After the build: every declared twin. 'node' twins are the HeliosPage Markdown the shell has written
   * (`nodeTwins`, by path); a page that declared one whose node is missing is an error naming it.
   */
  async writeDeclared(publicDir: string, nodeTwins: ReadonlySet<string>, fail: (message: string) => void): Promise<number> {
    const tasks: Array<() => Promise<void>> = []
    const missing: string[] = []
    for (const [route, twin] of new Map([...this.kept, ...this.declared])) {
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
