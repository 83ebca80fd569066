#!/usr/bin/env python3
"""Tries `widgetdeck preview` on a corpus of real widget projects, as a new user would, and
writes the table of docs/corpus.md.

The corpus is a folder of checkouts named `owner+name` (public repositories, fetched and kept
outside this repository: their code is never copied in). Each is previewed from its root folder;
`--args FILE` gives per-project arguments (a line `owner+name<TAB>--stand-in X=DIR …`, for
third-party packages only). For each project the table says its commit, the widget targets
found, the modules compiled, whether it compiles with its files unchanged, whether every
declared family renders, and — when not — the first thing in the way, counted across the corpus
at the end (what ranks the next work).

    Scripts/corpus.py /work/corpus --args /work/corpus/args.tsv > docs/corpus-table.md

Exit status 0; the table on standard output, progress on standard error.
"""
import argparse, collections, os, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(command, cwd, timeout=1800):
    try:
        done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=timeout)
        return done.returncode, done.stdout, done.stderr
    except subprocess.TimeoutExpired:
        return 124, "", "timed out"


def blocker(stderr):
    """The first thing in the way: a missing module, or the first error."""
    missing = re.findall(r"no module (\w+) \(imported by [^)]*\): ([^;]*)", stderr)
    if missing:
        module, reason = missing[0]
        kind = "Apple's, not in widgetdeck" if "is Apple's" in reason else "third-party" if "package" in reason or "stand-in" in reason else "other"
        return f"module {module} ({kind})", f"module {module}"
    error = re.search(r"error: (.*)", stderr)
    if error:
        text = re.sub(r"'[^']*'", "'…'", error.group(1)).strip()
        return f"error: {error.group(1).strip()[:90]}", f"error: {text[:60]}"
    failure = re.search(r"✕ ([^\n]*)", stderr)
    if failure:
        return f"at run time: {failure.group(1)[:90]}", "a widget failed at run time"
    line = stderr.strip().splitlines()[-1] if stderr.strip() else ""
    return line[:100], line[:60]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("corpus")
    parser.add_argument("--args", help="per-project arguments, owner+name<TAB>arguments")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/widgetdeck"))
    parser.add_argument("--only", help="comma-separated owner+name to try, not the whole corpus")
    parser.add_argument("--logs", help="a folder for each project's standard error")
    parser.add_argument("--timeout", type=int, default=900, help="seconds a project may take (default 900)")
    options = parser.parse_args()
    extra = {}
    if options.args:
        for line in open(options.args):
            if "\t" in line and not line.startswith("#"):
                name, arguments = line.rstrip("\n").split("\t", 1)
                extra[name] = arguments.split()
    rows, counts = [], collections.Counter()
    # Checkouts are git clones, or a snapshot's files with its commit in an index
    # (`INDEX-*.tsv`: owner+name, commit, …).
    commits = {}
    for index in sorted(f for f in os.listdir(options.corpus) if f.startswith("INDEX") and f.endswith(".tsv")):
        for line in open(os.path.join(options.corpus, index), encoding="utf-8"):
            cells = line.rstrip("\n").split("\t")
            if len(cells) > 1 and "+" in cells[0]:
                commits[cells[0]] = cells[1]
    projects = sorted(d for d in os.listdir(options.corpus) if "+" in d and os.path.isdir(os.path.join(options.corpus, d)))
    if options.only:
        projects = [p for p in projects if p in options.only.split(",")]
    missing_modules, missing_api = collections.defaultdict(set), collections.defaultdict(set)
    compiled = rendered = 0
    for name in projects:
        folder = os.path.join(options.corpus, name)
        commit = (commits.get(name) or run(["git", "rev-parse", "HEAD"], folder)[1].strip())[:12]
        _, listed, _ = run([options.binary, "preview", ".", "--list"], folder)
        targets = listed.split("\n")
        targets = [t for t in targets if t]
        arguments = extra.get(name, [])
        status, _, stderr = run(
            [options.binary, "preview", ".", "--now", "2026-12-01T09:00:00Z", "--format", "describe"] + arguments, folder,
            timeout=options.timeout)
        if options.logs:
            os.makedirs(options.logs, exist_ok=True)
            with open(os.path.join(options.logs, name + ".log"), "w", encoding="utf-8") as log:
                log.write(f"exit {status}\n{stderr}")
        for module, reason in re.findall(r"no module (\w+) \(imported by [^)]*\): ([^;\n]*)", stderr):
            kind = "Apple's" if "is Apple's" in reason else "third-party or the project's"
            missing_modules[(module, kind)].add(name)
        for framework, declaration in re.findall(r"not in widgetdeck's (\w+) yet: ([^—\n]*?) —", stderr):
            missing_api[(framework, declaration.strip())].add(name)
        modules = len(set(re.findall(r"compiling (\w+): \d+ file", stderr)))
        # Compiles: every module built (no compiler error, no module missing, no file missing);
        # an extension of controls only compiles though it declares no widget to draw.
        compiles = status not in (64, 66, 69, 124) and not re.search(r": error: |no module \w+ \(|does not compile|was not compiled", stderr)
        renders = status == 0
        compiled += compiles
        rendered += renders
        reason = ""
        if not renders:
            reason, key = blocker(stderr)
            counts[key] += 1
        repo = name.replace("+", "/")
        standins = ", ".join(a.split("=")[0] for a in arguments if "=" in a) or "—"
        rows.append(
            f"| [{repo}](https://github.com/{repo}) | `{commit}` | {', '.join(targets) or '—'} | {modules} | {standins} | "
            f"{'yes' if compiles else 'no'} | {'yes' if renders else 'no'} | {reason.replace('|', '/')} |")
        print(f"{name}: exit {status}", file=sys.stderr)
    print("| repository | commit | widget targets | modules compiled | stand-ins | compiles unchanged | renders every family | first thing in the way |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    print("\n".join(rows))
    print()
    print(f"{compiled} of {len(projects)} compile with their files unchanged; {rendered} of {len(projects)} render every declared family.")
    print()
    print("| first thing in the way | projects |")
    print("| --- | --- |")
    for key, count in counts.most_common():
        print(f"| {key} | {count} |")
    print()
    print("### Modules no target, package or widgetdeck gives")
    print()
    print("| module | whose | projects |")
    print("| --- | --- | --- |")
    for (module, kind), names in sorted(missing_modules.items(), key=lambda item: (-len(item[1]), item[0])):
        print(f"| `{module}` | {kind} | {len(names)} |")
    print()
    print("### Apple API the projects use that widgetdeck lacks")
    print()
    print("| framework | declaration | projects |")
    print("| --- | --- | --- |")
    for (framework, declaration), names in sorted(missing_api.items(), key=lambda item: (-len(item[1]), item[0])):
        print(f"| {framework} | `{declaration}` | {len(names)} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
