/**
 * A parameter whose type is a pointer to a function shows its name where C writes it, inside `(*)`, as the Markdown
 * twin does (found on SQLite's `sqlite3_exec`).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ArgsString, TemplateLine } from '../../../src/sections/api/components/Signature'
import { splitAtDeclarator } from '../../../src/sections/api/model/declarator'

const text = (element: React.ReactElement) => renderToStaticMarkup(element).replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')

test('a pointer to a function, to an array or a reference to one takes its name inside the parentheses', () => {
  assert.deepEqual(splitAtDeclarator(['int(*)(void *, int)']), [['int(*'], [')(void *, int)']])
  assert.deepEqual(splitAtDeclarator(['void(&)(', { t: 'ref', refid: 'x', c: ['Widget'] } as never, ' &)']), [['void(&'], [')(', { t: 'ref', refid: 'x', c: ['Widget'] }, ' &)']])
  assert.deepEqual(splitAtDeclarator(['char (*)[16]']), [['char (*'], [')[16]']])
  assert.equal(splitAtDeclarator(['const char *']), null)
})

test("the page's declaration reads as C: int(*callback)(void *, int), and a plain parameter after its type", () => {
  const member = {
    kind: 'function',
    argsString: '(sqlite3 *, const char *sql, int(*callback)(void *, int, char **, char **), void *, char **errmsg)',
    params: [{ type: ['sqlite3 *'] }, { type: ['const char *'], declname: 'sql' }, { type: ['int(*)(void *, int, char **, char **)'], declname: 'callback' }, { type: ['void *'] }, { type: ['char **'], declname: 'errmsg' }],
  }
  assert.equal(text(React.createElement(ArgsString, { member: member as never })), '(sqlite3 *, const char * sql, int(*callback)(void *, int, char **, char **), void *, char ** errmsg)')
  assert.equal(text(React.createElement(TemplateLine, { params: [{ type: ['void(*)(int)'], declname: 'F' }, { type: ['typename'], declname: 'T' }] as never })), 'template<void(*F)(int), typename T>')
})
