#!/usr/bin/env bash
# A Synapse homeserver on loopback for the online-play tests (tests/online) and benchmarks/online_latency.py.
#
#   .ci/homeserver.sh start [--fresh]   install Synapse if needed, start it, write the env file, print its path
#   .ci/homeserver.sh stop              stop it by its PID (its data stays: start brings the same server back)
#   .ci/homeserver.sh status            say whether it runs, and where
#
# Synapse is installed from PyPI into its own virtual environment, cached outside the checkout in
# $LEHAVRE_HOMESERVER_CACHE (default ~/.cache/lehavre-desktop-homeserver). The server's files (config, SQLite
# database, log, PID) live in $LEHAVRE_HOMESERVER_DIR (default $TMPDIR/lehavre-homeserver-$UID); --fresh
# wipes them first. It listens on a free port of 127.0.0.1 only, has no federation listener, takes
# registrations only by shared secret, and registers three test accounts: two players and a third one.
# The tests read $LEHAVRE_HOMESERVER_DIR/homeserver.env (KEY=VALUE lines) and skip when it is missing or
# the server does not answer.
set -euo pipefail

SYNAPSE_VERSION=1.163.2
CACHE=${LEHAVRE_HOMESERVER_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/lehavre-desktop-homeserver}
RUN=${LEHAVRE_HOMESERVER_DIR:-${TMPDIR:-/tmp}/lehavre-homeserver-$(id -u)}
VENV=$CACHE/synapse-$SYNAPSE_VERSION
CONFIG=$RUN/homeserver.yaml
PID_FILE=$RUN/homeserver.pid
ENV_FILE=$RUN/homeserver.env
SELF=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")

running() {
  [[ -f $PID_FILE ]] && kill -0 "$(cat "$PID_FILE")" 2>/dev/null
}

install_synapse() {
  if [[ -x $VENV/bin/python ]] && "$VENV/bin/python" -c "import synapse" 2>/dev/null; then
    return
  fi
  echo "installing matrix-synapse $SYNAPSE_VERSION into $VENV" >&2
  rm -rf "$VENV"
  mkdir -p "$CACHE"
  python3 -m venv "$VENV"
  # This machine's pip names index folders it lacks on every package: that noise is not the install's news.
  "$VENV/bin/pip" install -q "matrix-synapse==$SYNAPSE_VERSION" 2>&1 | { grep -v "is ignored: it is neither" || true; } >&2
  "$VENV/bin/python" -c "import synapse"
}

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

secret() {
  python3 -c 'import secrets; print(secrets.token_hex(24))'
}

write_config() {
  local port=$1
  mkdir -p "$RUN/media_store"
  chmod 700 "$RUN"
  cat >"$RUN/log.config" <<EOF
version: 1
formatters:
  precise:
    format: '%(asctime)s - %(name)s - %(lineno)d - %(levelname)s - %(message)s'
handlers:
  file:
    class: logging.FileHandler
    formatter: precise
    filename: $RUN/homeserver.log
root:
  level: WARNING
  handlers: [file]
disable_existing_loggers: false
EOF
  # Rate limits are lifted: one test plays a whole game (about 400 events) in seconds.
  cat >"$CONFIG" <<EOF
server_name: localhost
public_baseurl: http://127.0.0.1:$port/
pid_file: $PID_FILE
listeners:
  - port: $port
    bind_addresses: ['127.0.0.1']
    type: http
    tls: false
    x_forwarded: false
    resources:
      - names: [client]
        compress: false
database:
  name: sqlite3
  args:
    database: $RUN/homeserver.db
log_config: $RUN/log.config
media_store_path: $RUN/media_store
signing_key_path: $RUN/localhost.signing.key
registration_shared_secret: $(secret)
macaroon_secret_key: $(secret)
form_secret: $(secret)
enable_registration: false
report_stats: false
trusted_key_servers: []
suppress_key_server_warning: true
federation_domain_whitelist: []
presence:
  enabled: true
# Lets a test mint a login token from a session, as a single sign-on provider would hand one to the browser.
login_via_existing_session:
  enabled: true
  require_ui_auth: false
  token_timeout: 5m
rc_message: {per_second: 10000, burst_count: 10000}
rc_registration: {per_second: 10000, burst_count: 10000}
rc_login:
  address: {per_second: 10000, burst_count: 10000}
  account: {per_second: 10000, burst_count: 10000}
  failed_attempts: {per_second: 10000, burst_count: 10000}
rc_joins:
  local: {per_second: 10000, burst_count: 10000}
  remote: {per_second: 10000, burst_count: 10000}
rc_invites:
  per_room: {per_second: 10000, burst_count: 10000}
  per_user: {per_second: 10000, burst_count: 10000}
  per_issuer: {per_second: 10000, burst_count: 10000}
rc_presence:
  per_user: {per_second: 10000, burst_count: 10000}
EOF
}

wait_until_answering() {
  local url=$1
  for _ in $(seq 1 120); do
    if python3 -c "import urllib.request, sys; urllib.request.urlopen(sys.argv[1], timeout=2)" \
        "$url/_matrix/client/versions" 2>/dev/null; then
      return 0
    fi
    if ! running; then
      echo "the homeserver stopped while starting; its log: $RUN/homeserver.log" >&2
      tail -n 20 "$RUN/homeserver.log" >&2 || true
      return 1
    fi
    sleep 0.5
  done
  echo "the homeserver did not answer $url within 60 s; its log: $RUN/homeserver.log" >&2
  return 1
}

register() {
  local user=$1 password=$2 url=$3
  "$VENV/bin/register_new_matrix_user" -c "$CONFIG" -u "$user" -p "$password" --no-admin "$url" >/dev/null
}

start() {
  if [[ ${1:-} == --fresh ]]; then
    stop
    rm -rf "$RUN"
  fi
  install_synapse
  if running; then
    echo "$ENV_FILE"
    return
  fi
  local fresh=0
  if [[ ! -f $CONFIG ]]; then
    fresh=1
    write_config "$(free_port)"
    "$VENV/bin/python" -m synapse.app.homeserver -c "$CONFIG" --generate-keys >/dev/null
  fi
  local port url
  port=$(sed -n 's/^  - port: //p' "$CONFIG")
  url=http://127.0.0.1:$port
  "$VENV/bin/python" -m synapse.app.homeserver -c "$CONFIG" --daemonize
  wait_until_answering "$url"
  if ((fresh)); then
    local shared
    shared=$(sed -n 's/^registration_shared_secret: //p' "$CONFIG")
    {
      echo "LEHAVRE_HS_URL=$url"
      echo "LEHAVRE_HS_SERVER_NAME=localhost"
      echo "LEHAVRE_HS_SHARED_SECRET=$shared"
      echo "LEHAVRE_HS_CONTROL=$SELF"
      echo "LEHAVRE_HS_DIR=$RUN"
      local n=0
      for user in lh_player1 lh_player2 lh_third; do
        n=$((n + 1))
        local password
        password=$(secret)
        register "$user" "$password" "$url"
        echo "LEHAVRE_HS_USER$n=$user"
        echo "LEHAVRE_HS_PASSWORD$n=$password"
      done
    } >"$ENV_FILE.tmp"
    chmod 600 "$ENV_FILE.tmp"
    mv "$ENV_FILE.tmp" "$ENV_FILE"
  fi
  echo "$ENV_FILE"
}

stop() {
  if running; then
    local pid
    pid=$(cat "$PID_FILE")
    kill "$pid"
    for _ in $(seq 1 100); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    if kill -0 "$pid" 2>/dev/null; then
      kill -9 "$pid"
    fi
  fi
  rm -f "$PID_FILE"
}

status() {
  if running; then
    echo "running (PID $(cat "$PID_FILE")), env file $ENV_FILE"
  else
    echo "not running (files in $RUN)"
    return 1
  fi
}

case ${1:-} in
  start) start "${2:-}" ;;
  stop) stop ;;
  status) status ;;
  *) echo "usage: $0 start [--fresh] | stop | status" >&2; exit 2 ;;
esac
