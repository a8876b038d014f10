/**
 * The build's touches on other packages' implementation, each of which a bench can turn off to measure what it buys
 * on today's code (HELIOS_BENCH_WITHOUT, a comma-separated list; `npm run bench:build -- --without …`,
 * `npm run bench:develop -- --without …`). Nothing but the benches sets it. The list and its figures:
 * README.md, "Where the build touches another package's implementation".
 */
export const BUILD_TOUCHES = ['esbuild', 'cache-key', 'heap-flag', 'eslint-drop', 'queries-in-main'] as const
export type BuildTouch = (typeof BUILD_TOUCHES)[number]

/** The touches HELIOS_BENCH_WITHOUT turns off; an unknown name is an error naming the known ones. */
export function touchesTurnedOff(env: NodeJS.ProcessEnv = process.env): Set<BuildTouch> {
  const names = (env.HELIOS_BENCH_WITHOUT ?? '').split(',').map((s) => s.trim()).filter(Boolean)
  for (const name of names) {
    if (!(BUILD_TOUCHES as readonly string[]).includes(name)) throw new Error(`HELIOS_BENCH_WITHOUT: "${name}" is not a touch the build can leave out (${BUILD_TOUCHES.join(', ')})`)
  }
  return new Set(names as BuildTouch[])
}
