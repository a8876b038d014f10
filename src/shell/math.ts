/**
 * How the site typesets TeX: KaTeX's MathML output, which browsers lay out natively and read out to screen readers,
 * with no stylesheet, fonts or script. The devlog's rehype-katex and the API reference's formulas share it.
 */
export const KATEX_OPTIONS = { output: 'mathml' } as const
