/**
 * The corpora one build holds, as tests/corpora/run.ts hands them to the cards-and-twins browser test: each
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
