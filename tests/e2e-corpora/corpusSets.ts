/**
 * The corpora one build holds, as tests/corpora/run.ts hands them to the browser tests of that build: each
 * corpus' XML and the version of the site its pages are in (the current version, or a release named after it).
 */
export interface CorpusSet {
  name: string
  xml: string
  version: string
}

export const CORPUS_SETS_VARIABLE = 'HELIOS_CORPUS_SETS'

/** The corpora of the build under test: HELIOS_CORPUS_SETS, or the site's one XML (HELIOS_DOXYGEN_XML) as the current version. */
export function corpusSets(env: NodeJS.ProcessEnv, current: string): CorpusSet[] {
  const sets = env[CORPUS_SETS_VARIABLE]
  if (sets) return JSON.parse(sets) as CorpusSet[]
  return env.HELIOS_DOXYGEN_XML ? [{ name: 'corpus', xml: env.HELIOS_DOXYGEN_XML, version: current }] : []
}

/**
 * The corpus a fixture's own browser test runs on: its entry of HELIOS_CORPUS_SETS, or, run by hand on a build of
 * that fixture, HELIOS_DOXYGEN_XML in the version HELIOS_CORPUS_VERSION names (the current one by default).
 */
export function corpusSet(env: NodeJS.ProcessEnv, name: string, current: string): CorpusSet {
  const sets = env[CORPUS_SETS_VARIABLE]
  if (sets) {
    const set = (JSON.parse(sets) as CorpusSet[]).find((s) => s.name === name)
    if (!set) throw new Error(`${CORPUS_SETS_VARIABLE} holds no corpus named "${name}" (it holds ${sets}); tests/corpora/run.ts sets it`)
    return set
  }
  if (!env.HELIOS_DOXYGEN_XML) throw new Error(`HELIOS_DOXYGEN_XML must name the ${name} fixture's XML the site was built from (tests/corpora/run.ts sets ${CORPUS_SETS_VARIABLE})`)
  return { name, xml: env.HELIOS_DOXYGEN_XML, version: env.HELIOS_CORPUS_VERSION || current }
}
