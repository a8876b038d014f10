/**
 * The doxygen corpora `npm test` builds the site from (tests/corpora/run.ts).
 * Adding one is one line: a name and a Doxyfile (run from its own folder;
 * the harness sets the output settings and never commits the XML).
 */
export interface Corpus {
  /** Short name, used for the output folder and in the table. */
  name: string
  /** Doxyfile, relative to the repository root. */
  doxyfile: string
  /** Debian package that holds the sources (third-party corpora). */
  debianPackage?: string
  /** Arguments of `playwright test` for the browser test run against this corpus' build. */
  browserTest?: string[]
}

export const CORPORA: Corpus[] = [
  { name: 'nlohmann-json', doxyfile: 'tests/corpora/nlohmann-json/Doxyfile', debianPackage: 'nlohmann-json3-dev' },
  { name: 'bullet', doxyfile: 'tests/corpora/bullet/Doxyfile', debianPackage: 'libbullet-dev' },
  { name: 'hostile', doxyfile: 'tests/fixtures/hostile/Doxyfile', browserTest: ['--config', 'tests/e2e-hostile/playwright.config.ts'] },
  { name: 'doxygen-features', doxyfile: 'tests/fixtures/doxygen-features/Doxyfile', browserTest: ['--config', 'tests/e2e-features/playwright.config.ts'] },
]
