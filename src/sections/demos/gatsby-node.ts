/**
 * The demos' build steps: compile every demo from the build's start, beside the sourcing, capture their posters
 * once the pages are made, and wait for them before the queries, so a demo that does not compile stops the build
 * with its file and line; copy them into public/ at once, so `gatsby develop` (whose static files are public/'s)
 * serves them too; a build copies them again after its last write. docs/sections/demos.md.
 */
import path from 'node:path'
import type { ParentSpanPluginArgs } from 'gatsby'
import { buildDemos, publishDemos, siteDemoBlocksKept, type BuiltDemo } from './node/build'

let built: BuiltDemo[] = []

/**
 * The demos' build, started when the build starts: em++ then runs on the other core while Gatsby sources the content
 * and the XML on one, instead of after it. Their posters wait for onPostBootstrap: Chromium beside the sourcing
 * added its memory to the sourcing's, the build's highest (docs/sections/demos.md). onPostBootstrap waits for the
 * whole and reports its error.
 */
let started: Promise<BuiltDemo[]> | null = null
let startPosters: () => void = () => {}

const warnOf = (reporter: ParentSpanPluginArgs['reporter']) => (message: string) => reporter.warn(`[demos] ${message}`)

export function onPreBootstrap({ cache, reporter }: Pick<ParentSpanPluginArgs, 'cache' | 'reporter'>): void {
  const postersWhen = new Promise<void>((resolve) => (startPosters = resolve))
  started = siteDemoBlocksKept(cache).then((blocks) => buildDemos(blocks, cache.directory, process.cwd(), postersWhen, warnOf(reporter)))
  // Awaited, and its error reported, by onPostBootstrap; until then a failure must not count as unhandled.
  started.catch(() => {})
}

export async function onPostBootstrap({ cache, reporter }: Pick<ParentSpanPluginArgs, 'cache' | 'reporter'>): Promise<void> {
  // Its time is what the build waits here: the part of the demos' build the sourcing did not cover.
  const activity = reporter.activityTimer('helios: live demos')
  activity.start()
  try {
    const building = started ?? siteDemoBlocksKept(cache).then((blocks) => buildDemos(blocks, cache.directory, process.cwd(), undefined, warnOf(reporter)))
    started = null
    startPosters()
    built = await building
    // Now rather than after a build only: develop never gets there, and its pages ask for the posters at once.
    // Also replaces what an earlier run published, which develop's static files would otherwise serve first.
    publishDemos(built, path.join(process.cwd(), 'public'))
    const fresh = built.filter((b) => b.compiled).length
    activity.setStatus(`${built.length} demo${built.length === 1 ? '' : 's'}, ${fresh} compiled, ${built.length - fresh} from the cache`)
  } catch (e) {
    reporter.panicOnBuild(`[demos] ${(e as Error).message}`)
  } finally {
    activity.end()
  }
}

export const onPostBuild = (): void => {
  publishDemos(built, path.join(process.cwd(), 'public'))
}
