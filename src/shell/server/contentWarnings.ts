/**
 * Warnings about content: what an author wrote (a post's links and code, a page's size, the engine's doc comments)
 * rather than the site's code. A build goes on after them, since the page still makes sense; with HELIOS_STRICT=1,
 * as CI builds the site, they stop it instead, all of a step's together, each naming its file and line.
 * Which warnings these are: docs/authoring.md, "Strict builds".
 */

/** The environment variable that turns warnings about content into build errors. */
export const STRICT_ENV = 'HELIOS_STRICT'

/**
 * Whether warnings about content stop the build: HELIOS_STRICT=1, unless the API reference is built from another
 * library's XML (HELIOS_DOXYGEN_XML, the corpora): the site's posts then name entities that library lacks, and
 * its doc comments are not ours to fix, so those warnings are expected.
 */
export function strictContent(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[STRICT_ENV] === '1' && !env.HELIOS_DOXYGEN_XML
}

/** An error made of warnings about content in a strict build; its message lists them, one a line. */
export class StrictContentError extends Error {
  constructor(
    readonly step: string,
    readonly warnings: readonly string[],
  ) {
    super(
      `${STRICT_ENV}=1: ${warnings.length === 1 ? 'a warning' : `${warnings.length} warnings`} about content in ${step} ` +
        `stop${warnings.length === 1 ? 's' : ''} the build:\n${warnings.map((w) => `  ${w}`).join('\n')}`,
    )
    this.name = 'StrictContentError'
  }
}

interface Reporter {
  warn(message: string): void
  panicOnBuild(message: string): unknown
}

/**
 * One step's warnings about content. Not strict: each is a warning as it comes. Strict: they are held, and
 * `settle()` stops the build with all of them in one error; Gatsby's panicOnBuild ends a build at the first
 * error, so the author would otherwise learn of one problem per build.
 */
export class ContentWarnings {
  private readonly held: string[] = []

  constructor(
    private readonly reporter: Reporter,
    private readonly step: string,
    readonly strict: boolean = strictContent(),
  ) {}

  /** A warning about content; `message` names the file (and line) it is about. */
  warn = (message: string): void => {
    if (this.strict) this.held.push(message)
    else this.reporter.warn(message)
  }

  /**
   * Ends the step: `errors` (problems that stop every build) and, strict, the warnings held stop the build in one
   * message (in `gatsby develop`, an error that lets the server go on).
   */
  settle(errors: readonly string[] = []): void {
    const held = this.held.splice(0)
    if (errors.length === 0 && held.length === 0) return
    this.reporter.panicOnBuild([...errors, ...(held.length ? [new StrictContentError(this.step, held).message] : [])].join('\n'))
  }
}
