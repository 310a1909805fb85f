#!/usr/bin/env bash
# Builds a standalone release `contentc`: the Swift runtime and
# FoundationEssentials linked into the program, so it runs on a machine without Swift (it still
# loads the system's libyaml and libxml2: libyaml-0-2 and libxml2 on Debian).
# It starts faster and takes less memory than the build `swift build -c
# release` makes (see the README's performance section), which is what a CI
# step that downloads or caches one binary wants.
#
# Built in a scratch folder of its own, so that it neither rebuilds nor is
# rebuilt by the usual `.build`; running it again rebuilds only what changed.
# Prints the path of the binary.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --static-swift-stdlib --product contentc --scratch-path .build-standalone >&2
echo "$PWD/.build-standalone/release/contentc"
