/**
 * The demos' build steps: compile every demo (and capture its poster) from the build's start, beside the sourcing,
 * and wait for them before the pages are made, so a demo that does not compile stops the build early with its file
 * and line, and copy them into public/ at once, so `gatsby develop` (whose static files are public/'s) serves them
 * too; a build copies them again after its last write. docs/sections/demos.md.
 */
import path from 'node:path'
import type { ParentSpanPluginArgs } from 'gatsby'
import { buildDemos, publishDemos, siteDemoBlocks, type BuiltDemo } from './node/build'

let built: BuiltDemo[] = []

/**
 * The demos' build, started when the build starts: em++ and Chromium then run on the other core while Gatsby sources
 * the content and the XML on one, instead of after it. onPostBootstrap waits for it and reports its error.
 */
let started: Promise<BuiltDemo[]> | null = null

export function onPreBootstrap({ cache }: Pick<ParentSpanPluginArgs, 'cache'>): void {
  started = Promise.resolve().then(() => buildDemos(siteDemoBlocks(), cache.directory))
  // Awaited, and its error reported, by onPostBootstrap; until then a failure must not count as unhandled.
  started.catch(() => {})
}

export async function onPostBootstrap({ cache, reporter }: Pick<ParentSpanPluginArgs, 'cache' | 'reporter'>): Promise<void> {
  // Its time is what the build waits here: the part of the demos' build the sourcing did not cover.
  const activity = reporter.activityTimer('helios: live demos')
  activity.start()
  try {
    const building = started ?? buildDemos(siteDemoBlocks(), cache.directory)
    started = null
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
