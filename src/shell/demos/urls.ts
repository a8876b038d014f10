/**
 * What the page needs to know of a demo, apart from the fence parser (./fence.ts), so the player's markup brings
 * no parsing code into the browser's bundle.
 */

/** A key a demo's control presses, as the page shows it and as the browser's keyCode the engine's GLFW reads. */
export interface DemoControl {
  /** The key as the author wrote it: a letter, a digit, Space, Enter, Tab, Up, Down, Left or Right. */
  key: string
  /** What the key does, shown on its button. */
  label: string
  /** The DOM keyCode Emscripten's GLFW maps to the engine's key. */
  keyCode: number
}

/** Where a demo's files are served: its ES module, its WebAssembly and its poster. */
export function demoUrls(name: string): { script: string; wasm: string; poster: string } {
  return { script: `/demos/${name}/${name}.js`, wasm: `/demos/${name}/${name}.wasm`, poster: `/demos/${name}/poster.png` }
}
