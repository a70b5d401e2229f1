# Sourced by scripts/test and scripts/screenshots: make sure Debian's chromium is there for the
# browser tests (Playwright drives it; `playwright install` is not used). Where it is missing and
# this is a Debian-like machine with root, it installs the package; where that cannot work, the
# browser tests skip and say so.
if [ -z "${OGALLALA_CHROMIUM:-}" ] && ! command -v chromium >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "installing Debian's chromium for the browser tests ..." >&2
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; } >/dev/null 2>&1 || true
  fi
  command -v chromium >/dev/null \
    || echo "notice: chromium is not installed and could not be installed: the browser tests will be skipped" >&2
fi
