#!/usr/bin/env bash
# Installs the Debian packages Arrange links (HarfBuzz, ICU, FreeType, fontconfig for text; Cairo,
# libpng, libdeflate, libjpeg, libwebp for rendering), the fonts its tests measure (DejaVu;
# WenQuanYi Micro Hei, the glyphs the seeds' Chinese text falls back to; Noto Color Emoji, emoji as
# colour bitmaps; Inter, the system font measured like SF; Material Icons and Material Design Icons,
# the glyphs of `Image(systemName:)`), and the tools its
# tests check output with (rsvg-convert, pdfinfo; Chromium, headless, loads `arrange preview`'s
# page in its end-to-end test), when any is missing. A fresh machine of this kind has FreeType,
# fontconfig and DejaVu but lacks the HarfBuzz headers; the README's commands and CI call this
# first so they work there.
#   bash scripts/install-system-packages.sh          # what building and testing need
#   bash scripts/install-system-packages.sh bench    # and the load and timing tools of
#                                                    # scripts/bench-render.sh (wrk, hyperfine)
set -euo pipefail

packages=(pkg-config libharfbuzz-dev libicu-dev libfreetype-dev libfontconfig-dev fonts-dejavu-core
          libcairo2-dev libpng-dev libdeflate-dev libjpeg62-turbo-dev libwebp-dev librsvg2-bin poppler-utils
          fonts-wqy-microhei fonts-noto-color-emoji fonts-inter fonts-material-design-icons-iconfont
          fonts-materialdesignicons-webfont chromium)
if [ "${1:-}" = "bench" ]; then
    packages+=(wrk hyperfine)
fi

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing missing system packages: ${missing[*]}" >&2
sudo=""
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null; then sudo="sudo"; else
        echo "error: these packages are missing and this user cannot install them: ${missing[*]}" >&2
        exit 1
    fi
fi
export DEBIAN_FRONTEND=noninteractive
# A fresh machine's package lists are empty: update them first (quietly), so the first screen is not
# a wall of "Unable to locate package". apt's output is kept and shown only when a step fails.
log=$(mktemp)
trap 'rm -f "$log"' EXIT
run_quietly() {
    if ! "$@" >"$log" 2>&1; then
        cat "$log" >&2
        echo "error: '$*' failed" >&2
        exit 1
    fi
}
run_quietly $sudo apt-get update -q
run_quietly $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
echo "Installed: ${missing[*]}" >&2
