#!/usr/bin/env bash
# Makes a Python package importable by the `python3` on PATH, if it is not already.
# Safe to run any number of times: it does nothing when the package is there.
#
# Usage: install-python-package.sh NAME CHECK PIP-REQUIREMENT DEBIAN-PACKAGE
#   CHECK is Python code that fails unless the package is there in a version
#   that will do, e.g. "from jsonschema import Draft202012Validator".
#
# Tries, in order: what is installed; pip; the Debian package. pip is refused
# on Debian's own Python (PEP 668: /usr/lib/python3.X/EXTERNALLY-MANAGED), and
# may be missing there altogether; the Debian package is the way in then.
set -euo pipefail

name=$1 check=$2 requirement=$3 debian=$4

present() {
    python3 -c "$check" 2>/dev/null
}

if present; then
    echo "$name: present"
    exit 0
fi

echo "$name: installing with pip"
if python3 -m pip install --quiet "$requirement" && present; then
    exit 0
fi
tried="pip"

if command -v apt-get >/dev/null 2>&1; then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null 2>&1; then
            sudo="sudo"
        else
            echo "$name: pip could not install it, and installing $debian needs root (no sudo here)" >&2
            exit 1
        fi
    fi
    echo "$name: pip could not install it; installing Debian's $debian"
    # The package lists may be empty (container images delete them): update and retry then.
    install=($sudo apt-get install -y --no-install-recommends "$debian")
    if { "${install[@]}" || { $sudo apt-get update && "${install[@]}"; }; } && present; then
        exit 0
    fi
    tried="pip and apt-get ($debian)"
fi

echo "$name: cannot make it importable by $(command -v python3) ($(python3 --version 2>&1)):" >&2
echo "  $tried could not install $requirement." >&2
echo "  Install it yourself, e.g. in a virtual environment: python3 -m venv .venv && .venv/bin/pip install '$requirement'," >&2
echo "  then run with that environment first on PATH." >&2
exit 1
