/**
 * A formula as data: the MathML tree KaTeX wrote, kept to the elements and attributes of presentation MathML that
 * KaTeX uses, so no link, style, script or handler can come from a comment's TeX. The renderer takes only these too.
 */
export type MathTree = string | { n: string; a?: Record<string, string>; c?: MathTree[] }

export const MATHML_ELEMENTS: ReadonlySet<string> = new Set(
  ('math semantics annotation mrow mi mn mo ms mtext mspace msub msup msubsup mfrac msqrt mroot mstyle mtable mtr mtd mlabeledtr ' +
    'mover munder munderover mpadded mphantom menclose merror').split(' '),
)

export const MATHML_ATTRIBUTES: ReadonlySet<string> = new Set(
  ('xmlns display encoding mathvariant stretchy fence separator lspace rspace width height depth voffset linethickness scriptlevel ' +
    'displaystyle columnalign rowalign columnspacing rowspacing columnlines rowlines frame framespacing notation accent accentunder ' +
    'minsize maxsize symmetric largeop movablelimits form mathcolor mathbackground').split(' '),
)
