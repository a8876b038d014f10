/**
 * Which run makes the API pages. Gatsby deletes after each createPages run the pages it did not make again, except
 * those createPagesStatefully made: `gatsby develop` runs createPages on every saved post, so the API's hundreds of
 * pages are made once there, from the plan the first createPages run made. Should a later run's plan differ (the
 * sourcing ran again), its pages are made by every createPages run from then on, and the first plan's pages that
 * it lacks are deleted, as Gatsby would not.
 */
export interface PageRef {
  path: string
  component: string
}

interface Plan<P> {
  stamp: string
  pages: readonly P[]
}

export class StatefulPages<P, T extends Plan<P>> {
  /** The first run's plan, until createPagesStatefully takes it. */
  private first: T | null = null
  /** What createPagesStatefully made: the plan's stamp and pages; null before it ran. */
  private made: { stamp: string; pages: Map<string, PageRef> } | null = null
  /** Set once a run's plan differed from the one made statefully: every run makes its pages since. */
  private everyRun = false

  constructor(private readonly refOf: (page: P) => PageRef) {}

  /**
   * In createPages, with this run's plan: null when the run makes none of its pages (the first run, whose pages
   * createPagesStatefully makes, or one whose plan is the one made then), else the pages to make and those to delete.
   */
  forRun(plan: T): { pages: readonly P[]; gone: PageRef[] } | null {
    if (this.made === null) {
      this.first = plan
      return null
    }
    if (!this.everyRun && plan.stamp === this.made.stamp) return null
    this.everyRun = true
    const paths = new Set(plan.pages.map((p) => this.refOf(p).path))
    const gone = [...this.made.pages.values()].filter((ref) => !paths.has(ref.path))
    this.made.pages.clear()
    return { pages: plan.pages, gone }
  }

  /** In createPagesStatefully: the first run's plan, whose pages it makes (null if no createPages run came first). */
  takeFirstPlan(): T | null {
    const plan = this.first
    this.first = null
    if (plan) this.made = { stamp: plan.stamp, pages: new Map(plan.pages.map((p) => [this.refOf(p).path, this.refOf(p)])) }
    return plan
  }
}
