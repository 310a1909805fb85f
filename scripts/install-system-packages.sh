#!/usr/bin/env bash
# Installs the C libraries contentc builds against (Debian/Ubuntu), if missing,
# and the tools its tests use: strace (to see that a build flushes what it
# writes) and util-linux's setpriv (to run contentc unprivileged when the tests
# run as root). Safe to run any number of times: it installs only what is not
# there yet.
set -euo pipefail

packages=(libyaml-dev libxml2-dev pkg-config strace util-linux)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done

if [ ${#missing[@]} -eq 0 ]; then
    echo "system packages: all present (${packages[*]})"
    exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "system packages: installing ${missing[*]}"
$sudo apt-get update
$sudo apt-get install -y --no-install-recommends "${missing[@]}"
