import { CURRENT_VERSION, versionBasePath } from '../../src/sections/api/options'

/**
 * Which version of a build a file of public/ belongs to: a release's own folder (/docs/<version>/) to that
 * release, every other file to the current version. Returns an index into `versions`, or -1 when the current
 * version is not among them.
 */
export function versionOwner(versions: string[]): (file: string) => number {
  const folders = versions.map((v) => (v === CURRENT_VERSION ? null : versionBasePath(v).replace(/[^/]+\/$/, '')))
  const current = versions.indexOf(CURRENT_VERSION)
  return (file) => {
    const route = `/${file.split('\\').join('/').replace(/^\/+/, '')}`
    const k = folders.findIndex((f) => f !== null && route.startsWith(f))
    return k < 0 ? current : k
  }
}
