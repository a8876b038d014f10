#!/usr/bin/python3
"""What Debian's clang (libclang 14, clang's index API) sees in C++ snippets.

Reads a JSON request on stdin: {"args": [...], "prelude": [...], "blocks": [{"key", "source", "includeDir"}]}.
"prelude" names standard library headers the engine's headers include: they are parsed once into a
precompiled header, with the #include lines all the blocks of one include directory start with, since
parsing headers is most of a block's time; a block's own #include of one of them is then a no-op, as
its include guard makes it. Each block is compiled with its own include directory (its engine version's
headers).
For each block, parses the source as one translation unit (the caller wraps function bodies) and
writes one JSON line: {"key", "errors": [{"line", "col", "message"}],
"refs": [{"line", "col", "name", "kind", "qualifiedName", "params": [...], "const", "file"}],
"locals": [{"line", "col", "name"}]}.
A ref is every name in the snippet that clang resolved to a declaration in one of the include
directories: types, templates, namespaces, functions (the overload the call selects), members,
variables, enumerators. A local is a name the snippet declares itself (a variable, a parameter, a
structured binding, a type) or a use of one: what must never link to the reference. Positions are 1-based lines and columns in the source, in bytes.
Nothing here guesses from names: the referenced declaration is clang's.
"""
import json
import re
import os
import sys
import tempfile

import clang.cindex as ci

K = ci.CursorKind
REF_KINDS = {K.TYPE_REF, K.TEMPLATE_REF, K.NAMESPACE_REF, K.DECL_REF_EXPR, K.MEMBER_REF_EXPR, K.MEMBER_REF, K.VARIABLE_REF}
# clang's declaration kinds as doxygen names them.
DECL_KINDS = {
    K.CLASS_DECL: 'class', K.STRUCT_DECL: 'struct', K.UNION_DECL: 'union', K.CLASS_TEMPLATE: 'class',
    K.CLASS_TEMPLATE_PARTIAL_SPECIALIZATION: 'class', K.NAMESPACE: 'namespace', K.FUNCTION_DECL: 'function',
    K.CXX_METHOD: 'function', K.FUNCTION_TEMPLATE: 'function', K.CONSTRUCTOR: 'function', K.DESTRUCTOR: 'function',
    K.CONVERSION_FUNCTION: 'function', K.FIELD_DECL: 'variable', K.VAR_DECL: 'variable', K.TYPEDEF_DECL: 'typedef',
    K.TYPE_ALIAS_DECL: 'typedef', K.TYPE_ALIAS_TEMPLATE_DECL: 'typedef', K.ENUM_DECL: 'enum', K.ENUM_CONSTANT_DECL: 'enumvalue',
    K.CONCEPT_DECL if hasattr(K, 'CONCEPT_DECL') else K.UNEXPOSED_DECL: 'concept',
}
SNIPPET = 'helios_snippet.cpp'
IDENT = re.compile(r'^[A-Za-z_]\w*$')


def qualified_name(c):
    """The declaration's name in its scopes; an enumerator of an unscoped enum is named in the enum's scope, as C++ (and doxygen) name it."""
    parts = []
    child = None
    while c is not None and c.kind != K.TRANSLATION_UNIT:
        unscoped_enum = c.kind == K.ENUM_DECL and child is not None and child.kind == K.ENUM_CONSTANT_DECL and not c.is_scoped_enum()
        if c.spelling and not unscoped_enum:
            parts.append(c.spelling)
        child = c
        c = c.semantic_parent
    return '::'.join(reversed(parts))


def template_of(decl):
    """A member of an instantiated class template, as the template declares it."""
    t = ci.conf.lib.clang_getSpecializedCursorTemplate(decl)
    return t if t is not None and not t.kind.is_invalid() else decl


def param_types(decl, source_of):
    """Each parameter's type as written in the header (tokens, default argument and name left out)."""
    out = []
    for p in decl.get_arguments() or []:
        toks = []
        for t in p.get_tokens():
            if t.spelling == '=':
                break
            toks.append(t.spelling)
        if toks and toks[-1] == p.spelling:
            toks.pop()
        out.append(' '.join(toks))
    return out


def single_overload(ref):
    """The one declaration a name standing for a set names (`using helios::util::Guid;`), or None for a set of several."""
    if ci.conf.lib.clang_getNumOverloadedDecls(ref) != 1:
        return None
    return ci.conf.lib.clang_getOverloadedDecl(ref, 0)


def through_using(decl):
    """What a name brought in by a using-declaration refers to: the one entity that declaration names."""
    if decl is not None and decl.kind == K.USING_DECLARATION:
        return single_overload(decl)
    return decl


def in_dirs(path, dirs):
    return any(path.startswith(d) for d in dirs)


def resolve(index, req, block, args):
    tu = index.parse(SNIPPET, args=args + ['-I' + block['includeDir']], unsaved_files=[(SNIPPET, block['source'])], options=0)
    errors = []
    for d in tu.diagnostics:
        if d.severity >= ci.Diagnostic.Error:
            loc = d.location
            mine = loc.file is not None and os.path.basename(loc.file.name) == SNIPPET
            errors.append({'line': loc.line if mine else 0, 'col': loc.column if mine else 0, 'message': d.spelling})
    dirs = [os.path.realpath(block['includeDir']) + os.sep]
    refs = {}
    local = {}

    def mine(cursor):
        f = cursor.location.file if cursor is not None else None
        return f is not None and os.path.basename(f.name) == SNIPPET

    def visit(c):
        for ch in c.get_children():
            if not mine(ch):
                continue
            # A using-declaration names a header's entity; it declares nothing of the block's own.
            own_decl = ch.kind.is_declaration() and ch.kind != K.USING_DECLARATION
            if ch.kind == K.OVERLOADED_DECL_REF:
                named = single_overload(ch)
            else:
                named = through_using(ch.referenced) if (ch.kind.is_reference() or ch.kind.is_expression()) else ch if own_decl else None
            if named is not None and mine(named) and IDENT.match(ch.spelling or '') and ch.spelling == named.spelling:
                pos = (ch.location.line, ch.location.column)
                local.setdefault(pos, {'line': pos[0], 'col': pos[1], 'name': ch.spelling})
            if ch.kind in REF_KINDS or ch.kind == K.OVERLOADED_DECL_REF:
                decl = through_using(ch.referenced) if ch.kind in REF_KINDS else single_overload(ch)
                if decl is not None and decl.location.file is not None:
                    path = os.path.realpath(decl.location.file.name)
                    if in_dirs(path, dirs):
                        # An instantiation's parameters are spelt by the template's tokens; its name and kind are the template's.
                        params = param_types(decl, None)
                        decl = template_of(decl)
                        kind = DECL_KINDS.get(decl.kind)
                        if kind is not None:
                            pos = (ch.location.line, ch.location.column)
                            refs.setdefault(pos, {
                                'line': pos[0], 'col': pos[1], 'name': decl.spelling, 'kind': kind,
                                'qualifiedName': qualified_name(decl),
                                'params': params if kind == 'function' else None,
                                'const': decl.is_const_method() if decl.kind == K.CXX_METHOD else False,
                                'file': os.path.relpath(path, [d for d in dirs if path.startswith(d)][0]),
                            })
            visit(ch)

    visit(tu.cursor)
    return {'key': block['key'], 'errors': errors, 'refs': sorted(refs.values(), key=lambda r: (r['line'], r['col'])),
            'locals': sorted(local.values(), key=lambda r: (r['line'], r['col']))}


def precompiled(index, args, folder, name, text):
    """`text` as a precompiled header, or None when it does not compile."""
    path = os.path.join(folder, name + '.hpp')
    try:
        tu = index.parse(path, args=args + ['-xc++-header'], unsaved_files=[(path, text)], options=0)
    except ci.TranslationUnitLoadError:
        return None
    if any(d.severity >= ci.Diagnostic.Error for d in tu.diagnostics):
        return None
    pch = os.path.join(folder, name + '.pch')
    tu.save(pch)
    return pch


INCLUDE_LINE = re.compile(r'[ \t]*#[ \t]*include\b')


def leading_includes(source):
    """The #include lines a source starts with, up to its first other line."""
    out = []
    for line in source.split('\n'):
        if not INCLUDE_LINE.match(line):
            break
        out.append(line)
    return out


def shared_includes(sources):
    """The #include lines every source starts with, in their order."""
    common = None
    for s in sources:
        lines = leading_includes(s)
        if common is None:
            common = lines
            continue
        n = 0
        while n < min(len(lines), len(common)) and lines[n] == common[n]:
            n += 1
        common = common[:n]
    return common or []


def precompiled_headers(index, req, folder):
    """
    One precompiled header per include directory: the prelude, then the #include lines every block compiled
    against that directory starts with (an engine version's examples all start with the same context file's
    includes). A block's parse then reads its headers rather than parsing them, and its own #include lines of
    them are no-ops, as their include guards make them: what clang sees is the same. A header that does not
    compile falls back to the prelude's alone, and that to none (the blocks then parse everything).
    """
    prelude = ''.join('#include <%s>\n' % h for h in (req.get('prelude') or []))
    by_dir = {}
    for block in req['blocks']:
        by_dir.setdefault(block['includeDir'], []).append(block['source'])
    fallback = {}

    def prelude_only():
        if 'pch' not in fallback:
            fallback['pch'] = precompiled(index, req['args'], folder, 'helios_prelude', prelude) if prelude else None
        return fallback['pch']

    out = {}
    for i, (include_dir, sources) in enumerate(sorted(by_dir.items())):
        shared = shared_includes(sources)
        pch = precompiled(index, req['args'] + ['-I' + include_dir], folder, 'helios_headers_%d' % i, prelude + ''.join(line + '\n' for line in shared)) if shared else None
        out[include_dir] = pch or prelude_only()
    return out


def main():
    req = json.load(sys.stdin)
    index = ci.Index.create()
    with tempfile.TemporaryDirectory(prefix='helios-code-links-') as folder:
        run_blocks(index, req, precompiled_headers(index, req, folder))


def run_blocks(index, req, pchs):
    for block in req['blocks']:
        pch = pchs.get(block['includeDir'])
        args = req['args'] + (['-include-pch', pch] if pch else [])
        try:
            out = resolve(index, req, block, args)
        except ci.TranslationUnitLoadError as e:
            out = {'key': block['key'], 'errors': [{'line': 0, 'col': 0, 'message': 'clang could not parse the block: %s' % e}], 'refs': [], 'locals': []}
        sys.stdout.write(json.dumps(out) + '\n')
        sys.stdout.flush()


if __name__ == '__main__':
    main()
