/**
 * Every ApiSymbol, read once after the build for all of its readers, which gatsby-node.ts names: the search
 * records, llms-full.txt (./markdownTwins.ts) and the symbol cards (./symbolCards.ts). Each read of
 * `allApiSymbol` reads every node whole from the store (./allNodes.ts), whatever it selects, so one query with
 * every reader's fields instead of one per reader.
 */
import { allNodes, type GraphqlFunction } from './allNodes'

/** The fields of every selection given (each a space-separated list of ApiSymbol fields), each once. */
export const unionOfFields = (selections: readonly string[]): string => [...new Set(selections.flatMap((s) => s.split(/\s+/).filter(Boolean)))].join(' ')

/** Every ApiSymbol with the fields of every reader's selection. */
export const readPostBuildSymbols = <S>(graphql: GraphqlFunction, selections: readonly string[]): Promise<S[]> =>
  allNodes<S>(graphql, 'allApiSymbol', unionOfFields(selections), 'the search records, llms-full.txt and the symbol cards')
