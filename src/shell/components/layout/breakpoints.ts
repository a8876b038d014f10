/** The width at and below which the layout is the narrow one (drawer, mobile table of contents); the CSS modules use the same 996 px. */
export const DESKTOP_BREAKPOINT = 996
/** Matches where the desktop sidebar and table of contents show, and the drawer does not. */
export const DESKTOP_MEDIA = `(min-width: ${DESKTOP_BREAKPOINT + 1}px)`
/** Matches where the drawer and the mobile table of contents show. */
export const MOBILE_MEDIA = `(max-width: ${DESKTOP_BREAKPOINT}px)`
