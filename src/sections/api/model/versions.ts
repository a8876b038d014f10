/**
 * The engine's versions on disk, in Docusaurus' layout: `versions.json` (the
 * releases, newest first), one folder of doxygen XML per release
 * (`versioned_doxygen_xml/version-<name>/`, written by `npm run api:version`)
 * and the current engine's XML (`doxygen-xml/`), the version "current". The
 * rename table the history reads is `engine/releases/renames.json`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { readDoxygenFolder, type ReadOptions } from './model'
import type { RenameTable, VersionModel } from './history'

import { CURRENT_VERSION } from '../options'
export { CURRENT_VERSION }

export interface VersionsLayout {
  /** The versions file: a JSON array of release names, newest first. */
  versionsFile: string
  /** Folder holding one `version-<name>` folder of doxygen XML per release. */
  versionedDir: string
  /** The current engine's doxygen XML. */
  currentDir: string
  /** Declared renames per release (optional file). */
  renamesFile: string
}

export function defaultLayout(root: string): VersionsLayout {
  return {
    versionsFile: path.join(root, 'versions.json'),
    versionedDir: path.join(root, 'versioned_doxygen_xml'),
    currentDir: path.join(root, 'doxygen-xml'),
    renamesFile: path.join(root, 'engine', 'releases', 'renames.json'),
  }
}

/** Where the releases are: the layout without the current engine's XML (the transformer's `path`). */
export function releasesLayout(root: string): Pick<VersionsLayout, 'versionsFile' | 'versionedDir' | 'renamesFile'> {
  const { versionsFile, versionedDir, renamesFile } = defaultLayout(root)
  return { versionsFile, versionedDir, renamesFile }
}

export class VersionsError extends Error {
  constructor(
    message: string,
    readonly file: string,
  ) {
    super(message)
    this.name = 'VersionsError'
  }
}

/** The release names of the versions file, newest first; [] when there is no file. */
export function readVersionsFile(file: string): string[] {
  if (!fs.existsSync(file)) return []
  let list: unknown
  try {
    list = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (e) {
    throw new VersionsError(`${file}: not valid JSON (${(e as Error).message})`, file)
  }
  if (!Array.isArray(list) || !list.every((v) => typeof v === 'string' && v !== '')) {
    throw new VersionsError(`${file}: expected a JSON array of version names, newest first, such as ["0.3.0", "0.2.0"]`, file)
  }
  const seen = new Set<string>()
  for (const v of list as string[]) {
    if (v === CURRENT_VERSION) throw new VersionsError(`${file}: "${CURRENT_VERSION}" is the current engine's version, not a release; remove it`, file)
    if (seen.has(v)) throw new VersionsError(`${file}: version "${v}" is listed twice`, file)
    seen.add(v)
  }
  return list as string[]
}

/** The rename table, checked for shape; {} when there is no file. */
export function readRenameTable(file: string): RenameTable {
  if (!fs.existsSync(file)) return {}
  let data: unknown
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (e) {
    throw new VersionsError(`${file}: not valid JSON (${(e as Error).message})`, file)
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new VersionsError(`${file}: expected an object of versions`, file)
  const table: RenameTable = {}
  for (const [version, entries] of Object.entries(data)) {
    if (version.startsWith('$')) continue // "$comment"
    if (typeof entries !== 'object' || entries === null || Array.isArray(entries) || !Object.values(entries).every((v) => typeof v === 'string')) {
      throw new VersionsError(`${file}: "${version}" must map old qualified names to new ones (strings)`, file)
    }
    table[version] = entries as Record<string, string>
  }
  return table
}

/**
 * Every version's doxygen model, oldest release first and the current engine
 * last, as computeHistory() takes them.
 */
export function readVersionModels(layout: VersionsLayout, options: ReadOptions = {}): VersionModel[] {
  return [...readReleaseModels(layout, options), { name: CURRENT_VERSION, model: readDoxygenFolder(layout.currentDir, options) }]
}

/** The releases' doxygen models, oldest first (the current engine's is read by the caller). */
export function readReleaseModels(layout: Pick<VersionsLayout, 'versionsFile' | 'versionedDir'>, options: ReadOptions = {}): VersionModel[] {
  const releases = readVersionsFile(layout.versionsFile)
  const out: VersionModel[] = []
  for (const name of [...releases].reverse()) {
    const dir = path.join(layout.versionedDir, `version-${name}`)
    if (!fs.existsSync(dir)) {
      throw new VersionsError(`${layout.versionsFile} lists release "${name}" but ${dir} does not exist; run npm run api:version -- ${name}`, layout.versionsFile)
    }
    out.push({ name, model: readDoxygenFolder(dir, options) })
  }
  return out
}
