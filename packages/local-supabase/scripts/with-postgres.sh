#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster: initdb in a temp folder, start it on
# 127.0.0.1, run the command with DATABASE_URL set, then stop the cluster and delete the folder.
#   packages/local-supabase/scripts/with-postgres.sh pnpm exec vitest run
# Env: POSTGRES_PORT (default 55432), PG_BIN (default: the newest /usr/lib/postgresql/*/bin).
#   packages/local-supabase/scripts/with-postgres.sh --available   (exit 0 when a cluster can be started here)
# PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` user.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

port="${POSTGRES_PORT:-55432}"
pg_bin="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; then
  echo "PostgreSQL not found: apt-get install postgresql, or set PG_BIN" >&2
  exit 1
fi

if [ "$1" = "--available" ]; then
  [ "$(id -u)" -ne 0 ] || id postgres >/dev/null 2>&1
  exit
fi

cluster_dir="$(mktemp -d "${TMPDIR:-/tmp}/local-supabase-pg.XXXXXX")"
as_cluster_owner() { "$@"; }
if [ "$(id -u)" -eq 0 ]; then
  chown postgres: "$cluster_dir"
  as_cluster_owner() { runuser -u postgres -- "$@"; }
fi

stop_cluster() {
  as_cluster_owner "$pg_bin/pg_ctl" -D "$cluster_dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$cluster_dir"
}
trap stop_cluster EXIT

as_cluster_owner "$pg_bin/initdb" -D "$cluster_dir/data" -U postgres --auth=trust -E UTF8 --no-sync >/dev/null
# fsync off: a throwaway test cluster need not survive a power cut, and it makes the run faster.
as_cluster_owner "$pg_bin/pg_ctl" -D "$cluster_dir/data" -l "$cluster_dir/postgres.log" -w \
  -o "-p $port -k $cluster_dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100" start >/dev/null

export DATABASE_URL="postgresql://postgres@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on $DATABASE_URL" >&2
"$@"
