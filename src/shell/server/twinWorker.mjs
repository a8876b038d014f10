// One twin worker (./twinWorkers.ts): serialises the mdast trees it is sent with mdast-util-to-markdown, using the
// settings it was started with (src/shell/markdownTwin.ts TWIN_MARKDOWN_SETTINGS), as markdownOf does in process.
import { parentPort, workerData } from 'node:worker_threads'
import { toMarkdown } from 'mdast-util-to-markdown'
import { gfmToMarkdown } from 'mdast-util-gfm'
import { mathToMarkdown } from 'mdast-util-math'

const { gfm, options } = workerData
const settings = { extensions: [gfmToMarkdown(gfm), mathToMarkdown()], ...options }

parentPort.on('message', ({ id, tree }) => {
  try {
    parentPort.postMessage({ id, text: toMarkdown(tree, settings) })
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
