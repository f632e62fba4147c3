#!/usr/bin/env bash
# `npm run validate`: the gate, the same steps CI runs (.ci/run installs what they need, then calls
# this). Every suite runs on PGlite and the server suites again on PostgreSQL, so PostgreSQL must
# answer: TEST_DATABASE_URL, else CI_POSTGRES_URL, else the local one. No step is skipped. The
# tests run on two Nodes: the machine's (20) and 24 (scripts/node-24.sh), the PostgreSQL pass on 24.
# Each step's time is printed at the end, passed or not.
set -euo pipefail
cd "$(dirname "$0")/.."

PG_URL="${TEST_DATABASE_URL:-${CI_POSTGRES_URL:-postgres://root@127.0.0.1:5432/test}}"
unset TEST_DATABASE_URL

STEPS=()
STEP_NAME=""
STEP_START=$SECONDS
GATE_START=$SECONDS
end_step() {
  if [ -n "$STEP_NAME" ]; then STEPS+=("$(printf '%5ss  %s' $((SECONDS - STEP_START)) "$STEP_NAME")"); fi
}
step() {
  end_step
  STEP_NAME="$*"
  STEP_START=$SECONDS
  printf '\n== %s ==\n' "$*"
}
report_times() {
  local status=$?
  end_step
  printf '\n== step times (%s) ==\n' "$([ "$status" = 0 ] && echo passed || echo "failed in: $STEP_NAME")"
  printf '%s\n' "${STEPS[@]}"
  printf '%5ss  the whole gate\n' $((SECONDS - GATE_START))
}
trap report_times EXIT
on_postgres() { TEST_DATABASE_URL="$PG_URL" "$@"; }

step "PostgreSQL answers"
# Checked first: a gate that found no database late, or skipped its suites, would pass untested.
PG_URL="$PG_URL" node --input-type=module -e '
  import pg from "pg";
  const url = new URL(process.env.PG_URL);
  const client = new pg.Client({ connectionString: process.env.PG_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.end();
    console.log(`PostgreSQL at ${url.host}${url.pathname}`);
  } catch (error) {
    console.error(`validate needs PostgreSQL at ${url.host}${url.pathname}: ${error.message}`);
    console.error("Start it, or point TEST_DATABASE_URL at one (postgres://user@host:5432/db).");
    process.exit(1);
  }
'

step "lint"
npm run lint

step "typecheck"
npm run typecheck

step "tests on PGlite (npm test)"
npm test

step "Node 24 for the second pass"
NODE_24_DIR="$(dirname "$(bash scripts/node-24.sh)")"
on_node_24() { PATH="$NODE_24_DIR:$PATH" "$@"; }
on_node_24 node --version

# The server's tests again; the web's component tests ran above (they drive the same routes, whose
# database behaviour the server's tests prove), which keeps the gate inside its time.
step "server tests on PostgreSQL under Node 24 (npm test -- --project server)"
on_postgres on_node_24 npm test -- --project server

step "security suite on PostgreSQL (the crash test kills a real server 15 times)"
on_postgres env CRASH_CYCLES=15 npm run test:security

# 15 kill -9s on each database in the gate; `npm run test:security` alone runs 50 and the bench
# 200, so the gate stays inside its 35 minutes.
step "crash test on PGlite (the embedded default: a killed server must leave a folder that opens)"
CRASH_CYCLES=15 npx vitest run --config vitest.security.config.ts tests/security/crash.security.ts

step "two servers on one PostgreSQL (npm run test:scale)"
on_postgres npm run test:scale

step "end-to-end in Chromium"
npm run test:e2e
