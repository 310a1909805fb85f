#!/usr/bin/env bash
# Installs those of the Debian packages named that are not installed yet.
# Safe to run any number of times: it does nothing when all are there.
#
# Usage: install-debian-packages.sh LABEL PACKAGE...
#   LABEL names the group in what it prints ("system packages", "browser").
set -euo pipefail

label=$1
shift
missing=()
for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
    echo "$label: all present ($*)"
    exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "$label: installing ${missing[*]}"
# The package lists may be empty (container images delete them): update and retry then.
install=($sudo apt-get install -y --no-install-recommends "${missing[@]}")
"${install[@]}" || { $sudo apt-get update && "${install[@]}"; }
