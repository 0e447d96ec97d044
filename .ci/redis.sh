#!/usr/bin/env bash
# Start a throwaway Redis for the cluster's tests and print the line that points them at it:
#
#   eval "$(.ci/redis.sh)"        # sets CIRCOLO_TEST_REDIS_URL
#   .ci/redis.sh stop             # stops the server and deletes its files
#
# On Debian as root it installs redis-server when missing (apt-get). The server lives in
# $CIRCOLO_REDIS_DIR (default: $TMPDIR/circolo-ci-redis), listens on 127.0.0.1 only, on a free
# port, with a random password, and keeps nothing on disk: its data are worth nothing. Run again
# while it is up, the script prints the same line at once. Everything but that line goes to stderr.
set -euo pipefail

state="${CIRCOLO_REDIS_DIR:-${TMPDIR:-/tmp}/circolo-ci-redis}"

say() { echo "redis.sh: $*" >&2; }

if [ "${1:-}" = stop ]; then
  if [ -f "$state/pid" ]; then
    kill "$(cat "$state/pid")" 2>/dev/null || true
  fi
  rm -rf "$state"
  say "stopped; removed $state"
  exit 0
fi

if ! command -v redis-server >/dev/null 2>&1; then
  if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    say "redis-server is not installed; install it (Debian: apt-get install redis-server) or run as root on Debian"
    exit 1
  fi
  say "installing redis-server with apt-get"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends redis-server >&2 \
    || { apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends redis-server >&2; }
fi

# Already running (a second call in the same job): print the same URL.
if [ -f "$state/url" ] && [ -f "$state/pid" ] && kill -0 "$(cat "$state/pid")" 2>/dev/null; then
  echo "export CIRCOLO_TEST_REDIS_URL=$(cat "$state/url")"
  exit 0
fi

rm -rf "$state"
mkdir -p "$state"
chmod 700 "$state"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
password=$(python3 -c 'import secrets; print(secrets.token_hex(16))')
(umask 077 && cat >"$state/redis.conf" <<CONF
bind 127.0.0.1
port $port
requirepass $password
daemonize yes
pidfile $state/pid
logfile $state/server.log
dir $state
save ""
appendonly no
CONF
)
say "starting $(redis-server --version | awk '{print $1, $2, $3}') in $state on 127.0.0.1:$port"
redis-server "$state/redis.conf" >&2
for _ in $(seq 1 100); do
  if redis-cli -p "$port" -a "$password" --no-auth-warning ping 2>/dev/null | grep -q PONG; then
    url="redis://:$password@127.0.0.1:$port/0"
    printf '%s\n' "$url" >"$state/url"
    echo "export CIRCOLO_TEST_REDIS_URL=$url"
    exit 0
  fi
  sleep 0.1
done
cat "$state/server.log" >&2
say "redis-server did not answer within 10 seconds"
exit 1
