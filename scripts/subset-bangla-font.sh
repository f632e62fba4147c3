#!/usr/bin/env bash
# Makes two fonts from the npm package @fontsource/noto-sans-bengali's Bengali file (44 KB), with
# hinting dropped: noto-sans-bengali-400.woff2, the Bengali block, the dandas (। and ॥, which end
# Bangla sentences), the joiners and the dotted circle with every shaping feature (39 KB, under the 40 KB font budget of docs/decisions/007-first-load.md), and
# noto-sans-bengali-taka-400.woff2, the taka sign ৳ alone (about 1 KB). English pages show ৳ in
# every price but no other Bangla letter: with the sign in a face of its own (styles.css), they
# fetch the small file instead of the whole script.
# Needs fonttools (Debian: apt-get install python3-fonttools python3-brotli). The result is committed,
# so neither builds nor CI need it; run this again only when the package is upgraded.
set -euo pipefail
cd "$(dirname "$0")/.."
source=node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2
/usr/bin/python3 -m fontTools.subset "$source" \
  --unicodes='U+0964-0965,U+0980-09FF,U+200C-200D,U+25CC' \
  --layout-features='*' \
  --no-hinting \
  --flavor=woff2 \
  --output-file=src/web/assets/fonts/noto-sans-bengali-400.woff2
/usr/bin/python3 -m fontTools.subset "$source" \
  --unicodes='U+09F3' \
  --no-hinting \
  --flavor=woff2 \
  --output-file=src/web/assets/fonts/noto-sans-bengali-taka-400.woff2
cp node_modules/@fontsource/noto-sans-bengali/LICENSE src/web/assets/fonts/noto-sans-bengali-LICENSE.txt
ls -l src/web/assets/fonts/
