/** A name as an id or route segment: lower case, runs of anything but letters and digits made one hyphen. Free of Node modules, so pages may use it. */
export function slugify(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
}
