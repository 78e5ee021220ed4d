#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster from Debian's packages on 127.0.0.1 (installing them when missing) and prints
# the URL of a role that may create databases. For CI and the durability test: `eval "$(scripts/ci-postgres.sh)"`
# exports TEST_POSTGRES_URL and PG_CI_DIR; `scripts/ci-postgres.sh stop "$PG_CI_DIR"` stops it and removes it.
set -euo pipefail

if [ "${1:-}" = "stop" ]; then
  dir="$2"
  bin="$(cat "$dir/bin")"
  runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
  exit 0
fi

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
if [ -z "$(find_bin)" ]; then
  echo "Installing Debian's PostgreSQL for the durability test" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi
bin="$(find_bin)"

dir="$(mktemp -d /tmp/ci-postgres.XXXXXX)"
chown postgres "$dir"
echo "$bin" >"$dir/bin"
port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
password="ci-$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')"

echo "$password" >"$dir/password" && chown postgres "$dir/password" && chmod 600 "$dir/password"
runuser -u postgres -- "$bin/initdb" -D "$dir/data" -A scram-sha-256 --pwfile="$dir/password" -U postgres >/dev/null
rm "$dir/password"
runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -l "$dir/data/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c fsync=on" start >/dev/null

echo "export TEST_POSTGRES_URL=postgres://postgres:$password@127.0.0.1:$port/postgres PG_CI_DIR=$dir"
