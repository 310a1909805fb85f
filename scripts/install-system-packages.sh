#!/usr/bin/env bash
# Installs the C libraries contentc builds against (Debian/Ubuntu), if missing,
# and the tools its tests use: strace (to see that a build flushes what it
# writes) and util-linux's setpriv (to run contentc unprivileged when the tests
# run as root). Safe to run any number of times: it installs only what is not
# there yet.
set -euo pipefail
exec "$(dirname "$0")/install-debian-packages.sh" "system packages" libyaml-dev libxml2-dev pkg-config strace util-linux
