/**
 * The development server's browser tests: `gatsby develop` against a copy of the production build made just
 * before it starts (develop writes its page data into public/, so the reference must be read from elsewhere).
 */
import path from 'node:path'

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback)

export const DEVELOP_E2E = {
  /** Where `gatsby develop` listens. */
  developPort: port('E2E_DEVELOP_PORT', 9187),
  /** Where the copy of the production build is served. */
  referencePort: port('E2E_DEVELOP_REFERENCE_PORT', 9188),
  /** The copy of public/ taken before the development server starts. */
  referenceDir: path.resolve(__dirname, '..', '..', '.e2e-develop-reference'),
}
