/**
 * The first page's hydration: what the rest of the site uses of it, and the only module it imports from here
 * (lint holds this). How it works and why: docs/architecture.md, "The first page's hydration".
 */
export { firstPageRenderer, startFirstPage } from './firstPage'
export { HYDRATE_AT_ONCE, isHydrating } from './state'
export { default as HydrateLater } from './HydrateLater'
export { default as StaticIsland } from './StaticIsland'
