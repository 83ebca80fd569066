#!/usr/bin/env python3
"""Every public type of the library products has an example, and every example compiles.

Reads the doc comment above each `public` struct, enum, class, actor, protocol and typealias in
the modules an outside package imports, requires a ```swift block in it, and type-checks every
such block as an outside package would write it: its own module, importing the products, with
no -package-name, so an example can use only the public API. A block of statements becomes a
function's body; a block that declares something at its left margin (`@Test func`, `struct`)
is top-level code.

    Scripts/doc-examples.py .build/debug/Modules     # prints each problem as file:line: message

Exit status: 0 when every public type has an example and every example compiles, 1 otherwise,
2 on bad usage.
"""
import re, subprocess, sys, tempfile, pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
# module -> the imports its examples are written with
GROUPS = {
    'core': (['WidgetFormats', 'WidgetDrawing', 'WidgetCore', 'WidgetSnapshotTesting'],
             ['Foundation', 'Testing', 'WidgetFormats', 'WidgetDrawing', 'WidgetCore', 'WidgetSnapshotTesting']),
    'preview': (['WidgetPreviewTesting'],
                ['Foundation', 'Testing', 'WidgetKit', 'SwiftUI', 'WidgetPreviewTesting', 'WidgetSnapshotTesting']),
}
TYPE = re.compile(r'^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*public\s+(?:final\s+|indirect\s+)*'
                  r'(struct|enum|class|protocol|actor|typealias)\s+(\w+)')


def doc_above(lines, i):
    """The /// lines above line i (attributes between them and the declaration skipped)."""
    j = i - 1
    while j >= 0 and lines[j].strip().startswith('@'):
        j -= 1
    doc = []
    while j >= 0 and lines[j].strip().startswith('///'):
        doc.append((j, lines[j].strip()[3:]))
        j -= 1
    return list(reversed(doc))


def examples(doc):
    """(line index, code) for each ```swift block of a doc comment."""
    found, block, start = [], None, 0
    for j, text in doc:
        stripped = text.strip()
        if block is None and stripped == '```swift':
            block, start = [], j + 1
        elif block is not None and stripped == '```':
            found.append((start, block))
            block = None
        elif block is not None:
            block.append(text[1:] if text.startswith(' ') else text)
    return found


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    modules = pathlib.Path(sys.argv[1]).resolve()
    problems = []
    with tempfile.TemporaryDirectory() as scratch:
        for group, (sources, imports) in GROUPS.items():
            files = []  # (generated file, source path, the block's first line, lines added above it)
            for module in sources:
                for path in sorted((ROOT / 'Sources' / module).rglob('*.swift')):
                    lines = path.read_text().split('\n')
                    for i, line in enumerate(lines):
                        match = TYPE.match(line)
                        if not match:
                            continue
                        where = f'{path.relative_to(ROOT)}:{i + 1}'
                        blocks = examples(doc_above(lines, i))
                        if not blocks:
                            problems.append(f'{where}: public {match.group(1)} {match.group(2)} has no ```swift example')
                        for start, code in blocks:
                            n = len(files)
                            top_level = any(re.match(r'(@\w+|func |struct |final class |class |enum |extension )', c) for c in code)
                            body = [c for c in code if not c.startswith('import ')]
                            text = ''.join(f'import {m}\n' for m in imports)
                            offset = len(imports)
                            if top_level:
                                text += '\n'.join(body) + '\n'
                            else:
                                text += f'func example{n}() async throws {{\n' + '\n'.join('    ' + c for c in body) + '\n}\n'
                                offset += 1
                            generated = pathlib.Path(scratch, f'{group}{n}.swift')
                            generated.write_text(text)
                            files.append((generated, path.relative_to(ROOT), start, offset))
            if not files:
                continue
            result = subprocess.run(['swiftc', '-typecheck', '-swift-version', '6', '-parse-as-library',
                                     '-module-name', f'Examples_{group}', '-I', str(modules)] +
                                    # the C modules below WidgetPreviewTesting, by the module maps SwiftPM wrote
                                    sum((['-Xcc', f'-fmodule-map-file={m}'] for m in sorted(modules.parent.glob('C*.build/module.modulemap'))), []) +
                                    # and the system libraries' own module maps (libcrypto, libpng, libjpeg)
                                    sum((['-I', str(d)] for d in sorted((ROOT / 'Sources').glob('C*')) if (d / 'module.modulemap').exists()), []) +
                                    [str(f[0]) for f in files], capture_output=True, text=True)
            by_name = {str(f[0]): f for f in files}
            for line in (result.stdout + result.stderr).split('\n'):
                m = re.match(r'^(\S+\.swift):(\d+):(\d+): error: (.*)$', line)
                if m and m.group(1) in by_name:
                    _, source, start, offset = by_name[m.group(1)]
                    problems.append(f'{source}:{start + int(m.group(2)) - offset}: example: {m.group(4)}')
            if result.returncode != 0 and not any('example:' in p for p in problems):
                problems.append(f'swiftc failed:\n{result.stderr[-3000:]}')
    missing = [p for p in problems if p.endswith('example')]
    broken = [p for p in problems if p not in missing]
    for p in problems:
        print(p)
    print(f'{len(missing)} public types without an example; {len(broken)} examples that do not compile')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
