#!/usr/bin/env bash
# Makes Python's `jsonschema` (4.x, for .ci/validate-bundles.py) importable by
# the `python3` on PATH, if it is not already.
# Safe to run any number of times: it does nothing when the package is there.
#
# Tries, in order: what is installed; pip; Debian's python3-jsonschema. pip is
# refused on Debian's own Python (PEP 668: /usr/lib/python3.X/EXTERNALLY-MANAGED),
# and may be missing there altogether; the Debian package is the way in then.
set -euo pipefail

# What validate-bundles.py imports: Draft 2020-12 needs jsonschema 4.0 or later.
has_jsonschema() {
    python3 -c "from jsonschema import Draft202012Validator" 2>/dev/null
}

if has_jsonschema; then
    echo "jsonschema: present"
    exit 0
fi

echo "jsonschema: installing with pip"
if python3 -m pip install --quiet "jsonschema>=4.18" && has_jsonschema; then
    exit 0
fi
tried="pip"

if command -v apt-get >/dev/null 2>&1; then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null 2>&1; then
            sudo="sudo"
        else
            echo "jsonschema: pip could not install it, and installing python3-jsonschema needs root (no sudo here)" >&2
            exit 1
        fi
    fi
    echo "jsonschema: pip could not install it; installing Debian's python3-jsonschema"
    # The package lists may be empty (container images delete them): update and retry then.
    install=($sudo apt-get install -y --no-install-recommends python3-jsonschema)
    if { "${install[@]}" || { $sudo apt-get update && "${install[@]}"; }; } && has_jsonschema; then
        exit 0
    fi
    tried="pip and apt-get (python3-jsonschema)"
fi

echo "jsonschema: cannot make it importable by $(command -v python3) ($(python3 --version 2>&1)):" >&2
echo "  $tried could not install jsonschema 4 or later." >&2
echo "  Install it yourself, e.g. in a virtual environment: python3 -m venv .venv && .venv/bin/pip install jsonschema," >&2
echo "  then run with that environment first on PATH." >&2
exit 1
