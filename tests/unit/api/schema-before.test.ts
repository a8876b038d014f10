/**
 * The API section's schema is the one it was when written by hand (tests/fixtures/api-schema/before.graphql,
 * captured once): every type, interface, type directive, field, field type, field directive and description, read
 * from what the section's hooks hand to createTypes. Descriptions are compared with their white space collapsed
 * (GraphiQL shows a line break in one as a space).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { parse, print, type DefinitionNode, type FieldDefinitionNode } from 'graphql'
import * as transformer from '../../../src/sections/api/node/transformer'
import * as api from '../../../src/sections/api/gatsby-node'

/** The SDL strings the API section's hooks give createTypes. */
function servedSdl(): string {
  const sdl: string[] = []
  const actions = { createTypes: (defs: unknown) => sdl.push(String(defs)), createFieldExtension: () => {} }
  transformer.createSchemaCustomization!({ actions } as never, {} as never, () => {})
  api.createSchema({ actions } as never)
  return sdl.join('\n')
}

const words = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim()

/** One line per type and per field, naming everything the schema says of it. */
function canonical(sdl: string): string[] {
  const lines: string[] = []
  for (const def of parse(sdl).definitions as Array<DefinitionNode & { name?: { value: string }; description?: { value: string }; interfaces?: readonly { name: { value: string } }[]; directives?: readonly never[]; fields?: readonly FieldDefinitionNode[] }>) {
    const name = def.name?.value ?? def.kind
    lines.push(`${def.kind} ${name} implements ${(def.interfaces ?? []).map((i) => i.name.value).join(' & ')} ${(def.directives ?? []).map((d) => print(d)).join(' ')} "${words(def.description?.value)}"`)
    for (const f of def.fields ?? []) lines.push(`  ${name}.${f.name.value}: ${print(f.type)} ${(f.directives ?? []).map((d) => print(d)).join(' ')} "${words(f.description?.value)}"`)
  }
  return lines
}

test('the API section serves the schema it served when the SDL was written by hand, each field described', () => {
  const before = canonical(fs.readFileSync(path.join(__dirname, '../../fixtures/api-schema/before.graphql'), 'utf8'))
  const now = canonical(servedSdl())
  // A field the hand-written SDL left undescribed may have a description now; every other word is the same.
  const undescribed = (line: string) => line.endsWith(' ""')
  const strip = (line: string) => line.replace(/ "[^"]*"$/, ' ""')
  assert.deepEqual(now.map((line, i) => (undescribed(before[i] ?? '') ? strip(line) : line)), before)
  assert.deepEqual(now.filter(undescribed), [], 'every type and field has a description')
})
