/** The attribute that marks a demo's figure (its value is the demo's name); shared by the markup and the player. */
export const DEMO_ATTRIBUTE = 'data-demo'
