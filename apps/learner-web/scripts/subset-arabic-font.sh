#!/usr/bin/env bash
# Makes src/fonts/noto-sans-arabic-core-wght.woff2 (committed; not run by the build): the
# variable Noto Sans Arabic of @fontsource-variable/noto-sans-arabic cut down to the characters
# Modern Standard Arabic text uses — the letters, harakat, tatweel, Arabic-Indic digits and
# separators, Arabic punctuation, the letter mark Intl puts in Arabic percentages, and the
# zero-width joiners — with the shaping features of those letters. 166 KB → about 32 KB, so an
# Arabic page's first paint on a phone no longer waits for the whole Arabic block (Persian, Urdu,
# presentation forms…). src/styles.css declares it after the full file, so a character outside
# this set still gets the full font (downloaded only when a page shows one).
# Needs Debian's python3-fonttools and python3-brotli.
set -euo pipefail
cd "$(dirname "$0")/.."

# Keep in step with the unicode-range of the subset's @font-face in src/styles.css.
UNICODES='U+060C,U+061B-061C,U+061F,U+0621-063A,U+0640-0652,U+0660-066D,U+0670,U+200C-200F'
SOURCE=node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2
OUT=src/fonts/noto-sans-arabic-core-wght.woff2

/usr/bin/python3 -m fontTools.subset "$SOURCE" --unicodes="$UNICODES" --flavor=woff2 \
  --output-file="$OUT"
echo "made $OUT ($(stat -c %s "$OUT") bytes, from $(stat -c %s "$SOURCE"))"
