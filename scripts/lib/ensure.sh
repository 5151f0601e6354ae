# Shared set-up steps for scripts/start.sh and scripts/test.sh.
# Each step installs or starts what is missing and does nothing when it is already there,
# so the scripts work both on a fresh machine (Node 20 + npm only) and on a developer's.

PNPM_VERSION="10.34.8"
export TURBO_TELEMETRY_DISABLED=1
export DO_NOT_TRACK=1

log() { printf '\033[1;34m[splendid]\033[0m %s\n' "$*" >&2; }
die() { printf '\033[1;31m[splendid]\033[0m %s\n' "$*" >&2; exit 1; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"
  elif command -v sudo >/dev/null 2>&1; then sudo "$@"
  else die "need root (or sudo) to run: $*"
  fi
}

as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"
  else sudo -u postgres "$@"
  fi
}

ensure_node() {
  command -v node >/dev/null 2>&1 || die "Node.js 20 is required (https://nodejs.org)"
  local major
  major="$(node -p 'process.versions.node.split(".")[0]')"
  [ "$major" -ge 20 ] || die "Node.js 20 or newer is required, found $(node --version)"
}

ensure_pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null | cut -d. -f1)" = 10 ]; then return; fi
  log "installing pnpm@${PNPM_VERSION} with npm"
  # corepack's signature check fails on this network, so npm installs pnpm.
  npm install --global --no-fund --no-audit "pnpm@${PNPM_VERSION}" >/dev/null || as_root npm install --global "pnpm@${PNPM_VERSION}" >/dev/null
}

ensure_dependencies() {
  log "installing dependencies (pnpm install --frozen-lockfile)"
  pnpm install --frozen-lockfile --reporter=append-only 2>&1 | tail -n 3
}

apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then as_root apt-get update -qq >/dev/null; apt_updated=1; fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

ensure_chromium() {
  export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
  if [ -x "$CHROMIUM_PATH" ]; then return; fi
  log "installing Debian's chromium for the browser tests"
  apt_install chromium
  [ -x "$CHROMIUM_PATH" ] || die "chromium is not at $CHROMIUM_PATH after installing it"
}

ensure_postgres() {
  if ! command -v pg_lsclusters >/dev/null 2>&1; then
    log "installing PostgreSQL"
    apt_install postgresql
  fi
  # Debian's machines here have cluster 15/main; other hosts may carry another version.
  local cluster version name status
  cluster="$(pg_lsclusters --no-header 2>/dev/null | awk '$1=="15" && $2=="main"')"
  [ -n "$cluster" ] || cluster="$(pg_lsclusters --no-header 2>/dev/null | head -n 1)"
  [ -n "$cluster" ] || die "no PostgreSQL cluster found (pg_lsclusters is empty)"
  read -r version name _ status _ <<<"$cluster"
  if [ "$status" != "online" ]; then
    log "starting PostgreSQL (pg_ctlcluster ${version} ${name} start)"
    as_root pg_ctlcluster "$version" "$name" start
  fi
  local me
  me="$(id -un)"
  # The socket uses peer authentication: the OS user needs a role of the same name.
  if ! as_postgres psql -tAc "select 1 from pg_roles where rolname = '${me}'" | grep -q 1; then
    log "creating PostgreSQL superuser role ${me}"
    as_postgres createuser -s "$me"
  fi
  export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres:///postgres?host=/var/run/postgresql}"
}
