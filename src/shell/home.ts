/**
 * The home page's data made at build time: the code sample beside the title
 * (content/home/main.cpp), highlighted here so the page ships tokens, not a highlighter.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { CreatePageArgs } from 'gatsby'
import { highlightCode } from './highlight'
import { codeBlockKey, codeLinksFromNodes } from './codeLinks'
import { splitHiddenLines } from './hiddenLines'
import { cachedStep } from './server/stepCache'
import type { HighlightNode } from './components/HighlightedCode'

/** The sample's source, relative to the site root (its identifiers link as the code links table says). */
export const HOME_SAMPLE_FILE = path.join('content', 'home', 'main.cpp')

export interface HomePageContext {
  sample: { title: string; language: string; tokens: HighlightNode[] }
}

/**
 * The sample's links come from the code links node (./codeLinks.ts): Gatsby creates src/pages' pages in
 * createPagesStatefully, after the createPages that makes the node. The tokens are kept in Gatsby's cache for the
 * same code and links: a warm start then loads no highlighter at all.
 */
export async function onCreatePage({ page, actions, getNodesByType, cache }: CreatePageArgs): Promise<void> {
  if (page.path !== '/') return
  const file = path.resolve(process.cwd(), HOME_SAMPLE_FILE)
  if (!fs.existsSync(file)) throw new Error(`The home page's code sample ${HOME_SAMPLE_FILE} does not exist`)
  const code = splitHiddenLines(fs.readFileSync(file, 'utf8').replace(/\n+$/, '')).shown
  const links = codeLinksFromNodes(getNodesByType)?.table.blocks[codeBlockKey(HOME_SAMPLE_FILE, code)] ?? []
  const tokens = (await cachedStep(cache, 'home-sample-tokens', { code, links }, async () => highlightCode(code, 'cpp', links))).value
  const context: HomePageContext = { sample: { title: path.basename(file), language: 'cpp', tokens } }
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, ...context } })
}
