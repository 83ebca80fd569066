#!/usr/bin/env bash
# Builds a team's package exactly as docs/preview.md sets it up — its Package.swift block, taken
# from the page itself, with widgetdeck as a path dependency and Examples/CoffeeWidgets as the
# widget sources — and fails if the compiler warns about any of widgetdeck's own files. An
# outside package sees every warning of a path dependency; they are widgetdeck's to fix.
# usage: Scripts/outside-package-warnings.sh WIDGETDECK_BINARY
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
binary="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
identity="$(basename "$root" | tr '[:upper:]' '[:lower:]')"
# The page's Package.swift: the swift block after the **Package.swift** paragraph.
awk '/^\*\*Package.swift\*\*/ { found = 1 } found && /^```swift$/ { inside = 1; next } inside && /^```$/ { exit } inside { print }' \
  "$root/docs/preview.md" |
  sed -e "s|\.package(path: \"../widgetdeck\")|.package(path: \"$root\")|" -e "s|package: \"widgetdeck\"|package: \"$identity\"|g" \
  > "$work/Package.swift"
grep -q "package(path: \"$root\")" "$work/Package.swift" || { echo "outside package: no Package.swift block in docs/preview.md" >&2; exit 1; }
mkdir -p "$work/MyApp/MyWidgetExtension" "$work/Tests/MyWidgetsTests"
cp "$root"/Examples/CoffeeWidgets/*.swift "$work/MyApp/MyWidgetExtension/"
cat > "$work/Tests/MyWidgetsTests/BuildsTests.swift" <<'SWIFT'
import Testing
import WidgetPreviewTesting
@testable import MyWidgets

@Test func builds() { #expect(Bool(true)) }
SWIFT
export WIDGETDECK_MACROS="$("$binary" preview --macro-plugin)"
log="$work/build.log"
if ! swift build --package-path "$work" --build-tests >"$log" 2>&1; then
  cat "$log" >&2
  echo "outside package: the build as docs/preview.md says failed" >&2
  exit 1
fi
# Each warning once (the compiler prints it again under its source line).
warnings="$(grep -E "^$root/[^:]+:[0-9]+:[0-9]+: warning:" "$log" | sort -u || true)"
if [ -n "$warnings" ]; then
  echo "$warnings" >&2
  echo "outside package: $(echo "$warnings" | wc -l) warning(s) from widgetdeck's own files" >&2
  exit 1
fi
echo "outside package: built as docs/preview.md says, 0 warnings from widgetdeck's files" >&2
