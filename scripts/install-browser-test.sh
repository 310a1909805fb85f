#!/usr/bin/env bash
# Installs what the preview's browser test needs, if missing: Debian's
# chromium and chromium-driver, and Python's selenium (4.x).
# Safe to run any number of times: it installs only what is not there yet.
#
# selenium comes from pip, or Debian's python3-selenium where the system
# Python refuses pip (PEP 668) or pip is missing.
set -euo pipefail

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi

packages=(chromium chromium-driver)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
    echo "browser: present (${packages[*]})"
else
    echo "browser: installing ${missing[*]}"
    # The package lists may be empty (container images delete them): update and retry then.
    install=($sudo apt-get install -y --no-install-recommends "${missing[@]}")
    "${install[@]}" || { $sudo apt-get update && "${install[@]}"; }
fi

has_selenium() {
    python3 -c "import selenium, sys; sys.exit(0 if int(selenium.__version__.split('.')[0]) >= 4 else 1)" 2>/dev/null
}
if has_selenium; then
    echo "selenium: present"
    exit 0
fi
echo "selenium: installing with pip"
if python3 -m pip install --quiet "selenium>=4.10" && has_selenium; then
    exit 0
fi
echo "selenium: pip could not install it; installing Debian's python3-selenium"
install=($sudo apt-get install -y --no-install-recommends python3-selenium)
if { "${install[@]}" || { $sudo apt-get update && "${install[@]}"; }; } && has_selenium; then
    exit 0
fi
echo "selenium: cannot make selenium 4 importable by $(command -v python3) ($(python3 --version 2>&1))" >&2
exit 1
