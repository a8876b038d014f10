/** Display helpers shared by the devlog's components and templates. */

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
]

/** "2025-08-15" (or a full ISO date-time) → "August 15, 2025", independent of the reader's time zone. */
export function formatDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number)
  return `${MONTHS[m - 1]} ${d}, ${y}`
}

/** "2025-08-15" → "Aug 15". */
export function formatShortDate(iso: string): string {
  const [, m, d] = iso.slice(0, 10).split('-').map(Number)
  return `${MONTHS[m - 1].slice(0, 3)} ${d}`
}

/** "1 post" / "3 posts". */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}
