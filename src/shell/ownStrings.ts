/**
 * A copy of JSON data whose strings are its own.
 *
 * Strings Gatsby hands back from its node store are cut from the text lmdb
 * decoded each node from (msgpackr reads a record's short strings as slices of
 * one string), and V8 keeps that whole text alive for as long as any slice of
 * it lives. Data kept for the rest of the build (page contexts live in
 * Gatsby's page state until the end) would hold every node it mentions that
 * way. A JSON round trip makes fresh strings; structuredClone keeps the slices.
 */
export function ownStrings<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}
