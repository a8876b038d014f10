/**
 * Checks the internal links and anchors of a built site (default: public/).
 * The build runs the same check in gatsby-transformer-doxygen's onPostBuild;
 * this script reruns it by hand: `npx tsx scripts/link-check.ts [dir]`.
 */
import path from 'node:path'
import { checkLinks, formatReport } from '../src/sections/api/node/link-check'

async function main(): Promise<void> {
  const dir = path.resolve(process.argv[2] ?? 'public')
  const report = await checkLinks(dir)
  for (const line of formatReport(report.warnings, 'warning')) console.warn(line)
  for (const line of formatReport(report.errors, 'broken')) console.error(line)
  console.log(`${report.checkedLinks} internal links in ${report.pages} pages: ${report.errors.length} broken, ${report.warnings.length} warnings`)
  process.exitCode = report.errors.length > 0 ? 1 : 0
}

void main()
