/** The heap in use after two full collections, for tests that check what a piece of data keeps alive. */
import v8 from 'node:v8'
import vm from 'node:vm'

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void

export function heapAfterGc(): number {
  gc()
  gc()
  return process.memoryUsage().heapUsed
}
