#!/usr/bin/env bash
# Installs what the preview's browser test (Tests/Browser) needs, if missing:
# Debian's chromium and chromium-driver, and Python's selenium 4 (from pip, or
# Debian's python3-selenium where the system Python refuses pip).
# Safe to run any number of times: it installs only what is not there yet.
set -euo pipefail
scripts=$(dirname "$0")
"$scripts/install-debian-packages.sh" browser chromium chromium-driver
"$scripts/install-python-package.sh" selenium \
    "import selenium, sys; sys.exit(0 if int(selenium.__version__.split('.')[0]) >= 4 else 1)" \
    "selenium>=4.10" python3-selenium
