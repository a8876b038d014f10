import { test } from 'node:test'
import assert from 'node:assert/strict'
import { jsonDigest } from '../../../src/shell/jsonDigest'

test('a node digest follows its content: equal payloads match, any changed field changes it', () => {
  const member = { refid: 'classa_1f0', name: 'scale', brief: [{ text: 'Scales the node.' }], params: [{ type: 'float' }] }
  assert.equal(jsonDigest({ ...member, params: [{ type: 'float' }] }), jsonDigest(member))
  assert.notEqual(jsonDigest({ ...member, brief: [{ text: 'Scales the node uniformly.' }] }), jsonDigest(member))
  assert.notEqual(jsonDigest({ ...member, params: [{ type: 'double' }] }), jsonDigest(member))
  assert.match(jsonDigest(member), /^[0-9a-f]{40}$/)
})
