/**
 * Which JavaScript files of the browser bundle carry each MDX file's compiled body, for the page budgets
 * (./pageBudgets.ts). The body chunk is an unnamed async chunk (docs/decisions/0012-mdx-body-in-its-own-chunk.md), so
 * neither a page's HTML nor Gatsby's chunk map names it; webpack knows, and tells a plugin through its public
 * compilation hooks. The files' sizes are then read from public/, where webpack wrote them.
 */
import path from 'node:path'
import type { Chunk, Compilation, Compiler, NormalModule } from 'webpack'

const MDX_FILE = /\.mdx?$/

/** Records, for every MDX module of a compilation, the JavaScript files of the chunks that hold it. */
export class MdxChunkFiles {
  /** MDX file (relative to the site root) → JavaScript files (relative to the output folder). */
  readonly files = new Map<string, string[]>()
  /** Whether a compilation has been recorded: until then, an empty map means nothing is known. */
  recorded = false

  constructor(private readonly root: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('MdxChunkFiles', (compilation: Compilation) => {
      // Where modules sit once chunks are optimised and before modules are concatenated (which hides the inner
      // modules from the chunk graph); a chunk's file names are known once the compilation is sealed.
      const chunksOf = new Map<string, Set<Chunk>>()
      compilation.hooks.afterOptimizeChunks.tap('MdxChunkFiles', (chunks) => {
        chunksOf.clear()
        for (const chunk of chunks) {
          for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            const resource = (module as Partial<NormalModule>).resource
            if (typeof resource !== 'string') continue
            const file = resource.split('?')[0]
            if (!MDX_FILE.test(file)) continue
            const key = path.relative(this.root, file)
            if (!chunksOf.has(key)) chunksOf.set(key, new Set())
            chunksOf.get(key)!.add(chunk)
          }
        }
      })
      compilation.hooks.afterSeal.tap('MdxChunkFiles', () => {
        this.files.clear()
        for (const [source, chunks] of chunksOf) {
          this.files.set(source, [...chunks].flatMap((c) => [...c.files].filter((f) => f.endsWith('.js'))).sort())
        }
        this.recorded = true
      })
    })
  }
}

/** The browser bundle's record (build-javascript), read by the budgets after the build. */
export const mdxChunkFiles = new MdxChunkFiles(process.cwd())
