#!/usr/bin/env bash
# Makes Python's `jsonschema` (4.x, for .ci/validate-bundles.py) importable by
# the `python3` on PATH, if it is not already: see install-python-package.sh.
# Draft 2020-12, which validate-bundles.py uses, needs jsonschema 4.0 or later.
set -euo pipefail
exec "$(dirname "$0")/install-python-package.sh" jsonschema "from jsonschema import Draft202012Validator" \
    "jsonschema>=4.18" python3-jsonschema
