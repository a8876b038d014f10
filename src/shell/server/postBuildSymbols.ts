/**
 * Every ApiSymbol, read once after the build for both of its readers: llms-full.txt (./markdownTwins.ts) and the
 * symbol cards (./symbolCards.ts). Each read of `allApiSymbol` reads every member node whole from the store
 * (./allNodes.ts), so one query with both field sets instead of two.
 */
import { allNodes, type GraphqlFunction } from './allNodes'
import { SYMBOL_FIELDS, type LlmsSymbol } from './markdownTwins'
import { CARD_FIELDS, type CardSymbol } from './symbolCards'

export type PostBuildSymbol = LlmsSymbol & CardSymbol

/** The fields of both readers, each once. */
export const POST_BUILD_SYMBOL_FIELDS = [...new Set([...SYMBOL_FIELDS.split(' '), ...CARD_FIELDS.split(' ')])].join(' ')

export const readPostBuildSymbols = (graphql: GraphqlFunction): Promise<PostBuildSymbol[]> =>
  allNodes<PostBuildSymbol>(graphql, 'allApiSymbol', POST_BUILD_SYMBOL_FIELDS, 'llms-full.txt and symbol cards')
