#!/usr/bin/env bash
# Start a throwaway PostgreSQL for the SQL store's tests and print the line that points them at it:
#
#   eval "$(.ci/postgres.sh)"        # sets CIRCOLO_TEST_POSTGRES_URL
#   .ci/postgres.sh stop             # stops the cluster and deletes its files
#
# On Debian as root it installs PostgreSQL when missing (apt-get). The cluster lives in
# $CIRCOLO_PG_DIR (default: $TMPDIR/circolo-ci-postgres), listens on 127.0.0.1 only, on a free
# port, with a random password, and runs without fsync: its data are worth nothing. Run again
# while it is up, the script prints the same line at once. Everything but that line goes to stderr.
set -euo pipefail

state="${CIRCOLO_PG_DIR:-${TMPDIR:-/tmp}/circolo-ci-postgres}"
data="$state/data"
user=circolo
database=circolo_test

say() { echo "postgres.sh: $*" >&2; }

# The newest PostgreSQL server binaries: Debian keeps them off PATH, per major version.
find_bindir() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then
    echo "$dir"
  elif command -v initdb >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v initdb)")"
  fi
}

# initdb and the server refuse root: as root, run them as the postgres user.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

bindir=$(find_bindir)

if [ "${1:-}" = stop ]; then
  if [ -n "$bindir" ] && [ -f "$data/PG_VERSION" ]; then
    as_owner "$bindir/pg_ctl" -D "$data" -m fast stop >&2 || true
  fi
  rm -rf "$state"
  say "stopped; removed $state"
  exit 0
fi

if [ -z "$bindir" ]; then
  if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    say "PostgreSQL is not installed; install it (Debian: apt-get install postgresql) or run as root on Debian"
    exit 1
  fi
  say "installing PostgreSQL with apt-get"
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  bindir=$(find_bindir)
  if [ -z "$bindir" ]; then
    say "apt-get installed postgresql but no initdb was found under /usr/lib/postgresql"
    exit 1
  fi
fi

# Already running (a second call in the same job): print the same URL.
if [ -f "$state/url" ] && as_owner "$bindir/pg_ctl" -D "$data" status >/dev/null 2>&1; then
  echo "export CIRCOLO_TEST_POSTGRES_URL=$(cat "$state/url")"
  exit 0
fi

# A leftover of an earlier run (stopped, or half made): start again from nothing.
if [ -f "$data/postmaster.pid" ]; then
  as_owner "$bindir/pg_ctl" -D "$data" -m immediate stop >/dev/null 2>&1 || true
fi
rm -rf "$state"
mkdir -p "$state"
chmod 700 "$state"
if [ "$(id -u)" -eq 0 ]; then
  chown postgres: "$state"
fi

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
password=$(python3 -c 'import secrets; print(secrets.token_hex(16))')
(umask 077 && printf '%s\n' "$password" >"$state/password")
if [ "$(id -u)" -eq 0 ]; then
  chown postgres: "$state/password"
fi

say "starting PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') in $state on 127.0.0.1:$port"
as_owner "$bindir/initdb" -D "$data" -U "$user" --pwfile="$state/password" \
  --auth=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8 --no-sync >"$state/initdb.log" 2>&1 || {
  cat "$state/initdb.log" >&2
  exit 1
}
as_owner "$bindir/pg_ctl" -D "$data" -l "$state/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $state -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >&2 || {
  cat "$state/server.log" >&2
  exit 1
}

PGPASSWORD="$password" "$bindir/createdb" -h 127.0.0.1 -p "$port" -U "$user" "$database"
url="postgresql+asyncpg://$user:$password@127.0.0.1:$port/$database"
printf '%s\n' "$url" >"$state/url"
echo "export CIRCOLO_TEST_POSTGRES_URL=$url"
