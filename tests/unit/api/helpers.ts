import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export interface FakeCompound {
  id: string
  kind: string
  name: string
  /** Extra XML inside <compounddef>. */
  body?: string
  location?: string
}

/** Writes a tiny doxygen XML folder (index.xml plus one file per compound) into a temp dir. */
export function writeXmlFolder(compounds: FakeCompound[], overrides: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'doxygen-test-'))
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  const index = `<?xml version='1.0' encoding='UTF-8' standalone='no'?>\n<doxygenindex version="1.9.4">\n${compounds
    .map((c) => `  <compound refid="${c.id}" kind="${c.kind}"><name>${esc(c.name)}</name></compound>`)
    .join('\n')}\n</doxygenindex>\n`
  fs.writeFileSync(path.join(dir, 'index.xml'), overrides['index.xml'] ?? index)
  for (const c of compounds) {
    const file = `${c.id}.xml`
    const xml = `<?xml version='1.0' encoding='UTF-8' standalone='no'?>
<doxygen version="1.9.4">
  <compounddef id="${c.id}" kind="${c.kind}">
    <compoundname>${esc(c.name)}</compoundname>
    ${c.body ?? ''}
    <briefdescription></briefdescription>
    <detaileddescription></detaileddescription>
    ${c.location ? `<location file="${c.location}"/>` : ''}
  </compounddef>
</doxygen>
`
    // CREATE_SUBDIRS puts a compound's file in subfolders its id names (d2/db3/structFoo).
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), overrides[file] ?? xml)
  }
  return dir
}

/**
 * What a first run of the transformer finds in Gatsby: an empty cache (the cache API's get/set) and no nodes.
 * Spread into the sourceNodes arguments of a test.
 */
export function emptyDataLayer(): { cache: { get(key: string): Promise<unknown>; set(key: string, value: unknown): Promise<unknown> }; getNodesByType(type: string): unknown[] } {
  const entries = new Map<string, unknown>()
  return {
    cache: { get: async (key) => entries.get(key), set: async (key, value) => entries.set(key, value) },
    getNodesByType: () => [],
  }
}
