/**
 * prism-react-renderer bundles a fixed set of grammars without bash or CMake,
 * both common in the engine's docs. Prism's own grammar files register
 * themselves on a global Prism, so it is exposed once before loading them.
 */
import { Prism } from 'prism-react-renderer'

const scope = (typeof globalThis !== 'undefined' ? globalThis : window) as unknown as { Prism?: typeof Prism }
scope.Prism = Prism

// eslint-disable-next-line @typescript-eslint/no-require-imports -- Prism's grammars register on the global Prism set above, so they must load after it (imports are hoisted)
require('prismjs/components/prism-bash')
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Prism's grammars register on the global Prism set above, so they must load after it (imports are hoisted)
require('prismjs/components/prism-cmake')
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Prism's grammars register on the global Prism set above, so they must load after it (imports are hoisted)
require('prismjs/components/prism-glsl')

export const EXTRA_LANGUAGES = ['bash', 'shell', 'cmake', 'glsl'] as const
