/**
 * CPU time of the API's index twins with and without the row cache the build shares between them
 * (src/sections/api/node/markdownTwins.ts listTwin): an "All" and a "Functions" index listing the same N members,
 * as a library's class-member indices do, serialised twice each way; checks that both ways give the same text.
 *
 *   npm run bench:list-twins [-- --rows N] [--record]    (default 20000 rows)
 */
import { listTwin, type ListRowCache, type TwinEntry } from '../src/sections/api/node/markdownTwins'
import { count, recorder, variantOf } from './measurements'

const i = process.argv.indexOf('--rows')
const n = i > 0 ? Number(process.argv[i + 1]) : 20000
const record = recorder('bench:list-twins', 'CPU time of two API index twins listing the same members ("All" and "Functions"), serialised whole and with the row cache the build shares between them.', {
  variant: variantOf({ values: ['rows'] }),
})
const entries: TwinEntry[] = Array.from({ length: n }, (_, k) => ({
  name: `Thing${k}::GetNumberOfPoints`,
  href: `/docs/helios/classes/thing-${k}/#a${k}`,
  kind: 'function',
  scope: `Thing${k}`,
  scopeHref: `/docs/helios/classes/thing-${k}/`,
  brief: `Return the number of points of data set ${k} (a | b, \`code\`).`,
}))
const cpu = () => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}
const pages = async (cache?: ListRowCache) =>
  (await listTwin('Class members: All', '/docs/helios/indices/classes/all/', entries, [], cache)) + (await listTwin('Class members: Functions', '/docs/helios/indices/classes/functions/', entries, [], cache))
async function main() {
  const rounds: Array<{ plain: number; shared: number }> = []
  for (const round of [1, 2]) {
    let t = cpu()
    const whole = await pages()
    const plain = cpu() - t
    t = cpu()
    const cached = await pages(new Map())
    const shared = cpu() - t
    if (whole !== cached) throw new Error('the twins with the row cache differ from the twins serialised whole')
    console.log(`round ${round}: 2 index twins of ${n} rows each: serialised whole ${(plain / 1000).toFixed(2)} s CPU, with the row cache ${(shared / 1000).toFixed(2)} s CPU (${((1 - shared / plain) * 100).toFixed(0)} % less), same text`)
    rounds.push({ plain, shared })
  }
  const each = (f: (r: (typeof rounds)[number]) => string) => rounds.map(f).join(' / ')
  record.add(
    'row-cache-saving',
    `2 twins of ${count(n)} rows, ${rounds.length} rounds: whole ${each((r) => (r.plain / 1000).toFixed(2))} s CPU, ` +
      `with the row cache ${each((r) => (r.shared / 1000).toFixed(2))} s (${each((r) => ((1 - r.shared / r.plain) * 100).toFixed(0))} % less), same text`,
  )
  record.save()
}
main().catch((e) => {
  console.error(e)
  process.exit(1)
})
