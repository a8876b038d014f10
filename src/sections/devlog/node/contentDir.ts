import path from 'node:path'
import { devlogOptions } from '../options'

/** Absolute folder of the posts, authors.yaml and tags.yaml; HELIOS_DEVLOG_DIR points a test build at another one. */
export function devlogContentDir(siteRoot: string = process.cwd()): string {
  return path.resolve(siteRoot, process.env.HELIOS_DEVLOG_DIR ?? devlogOptions.dir)
}
