/**
 * The lines a step says on each run, each said again only when the run before did not say it: `gatsby develop` runs
 * createPages again on every saved post, which would repeat every page's lines. A build keeps no run's lines.
 */
import { keepsRunValues } from './slicedCache'

export class RunLog {
  private last = new Set<string>()
  private now = new Set<string>()

  constructor(private readonly keepsRuns: () => boolean = keepsRunValues) {}

  /** At the start of a run: nothing said yet. */
  startRun(): void {
    this.now = new Set()
  }

  /** Says `line` through `print` unless the last run said it too. */
  say(line: string, print: (line: string) => void): void {
    this.now.add(line)
    if (!this.last.has(line)) print(line)
  }

  /** At the end of a run: its lines are the ones the next run leaves out. */
  finishRun(): void {
    this.last = this.keepsRuns() ? this.now : new Set()
  }
}
