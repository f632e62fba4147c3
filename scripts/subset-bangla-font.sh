#!/usr/bin/env bash
# Makes src/web/assets/fonts/noto-sans-bengali-400.woff2 from the npm package @fontsource/noto-sans-bengali:
# its Bengali file (44 KB) cut to the Bengali block, the joiners and the dotted circle, with every
# shaping feature kept and hinting dropped (39 KB), under the 40 KB font budget of issue 8.
# Needs fonttools (Debian: apt-get install python3-fonttools python3-brotli). The result is committed,
# so neither builds nor CI need it; run this again only when the package is upgraded.
set -euo pipefail
cd "$(dirname "$0")/.."
source=node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2
/usr/bin/python3 -m fontTools.subset "$source" \
  --unicodes='U+0980-09FF,U+200C-200D,U+25CC' \
  --layout-features='*' \
  --no-hinting \
  --flavor=woff2 \
  --output-file=src/web/assets/fonts/noto-sans-bengali-400.woff2
cp node_modules/@fontsource/noto-sans-bengali/LICENSE src/web/assets/fonts/noto-sans-bengali-LICENSE.txt
ls -l src/web/assets/fonts/
