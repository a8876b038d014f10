/**
 * The demos' build steps: compile every demo (and capture its poster) once the content is read, before the
 * pages are made, so a demo that does not compile stops the build early with its file and line, and copy them into
 * public/ at once, so `gatsby develop` (whose static files are public/'s) serves them too; a build copies them
 * again after its last write. docs/sections/demos.md.
 */
import path from 'node:path'
import type { ParentSpanPluginArgs } from 'gatsby'
import { buildDemos, publishDemos, siteDemoBlocks, type BuiltDemo } from './node/build'

let built: BuiltDemo[] = []

export async function onPostBootstrap({ cache, reporter }: Pick<ParentSpanPluginArgs, 'cache' | 'reporter'>): Promise<void> {
  const activity = reporter.activityTimer('helios: live demos')
  activity.start()
  try {
    const demos = siteDemoBlocks()
    built = await buildDemos(demos, cache.directory)
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
