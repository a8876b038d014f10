/**
 * A content digest: sha1 of a value's JSON. Gatsby's createContentDigest
 * walks and sorts every key of an object first, a real cost over a large
 * library's thousands of API nodes. Use it for values built in a fixed key
 * order, so equal content gives equal JSON.
 */
import { createHash } from 'node:crypto'

export const jsonDigest = (value: unknown): string => createHash('sha1').update(JSON.stringify(value)).digest('hex')
