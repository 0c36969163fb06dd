#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# A throwaway PostgreSQL cluster for the clinic tests (docs/clinic-server.md, "Tests").
#   tools/pg-test-cluster.sh start DIR   initdb in DIR, start the server on a Unix socket in DIR
#   tools/pg-test-cluster.sh stop DIR    stop it and remove DIR
#   tools/pg-test-cluster.sh url DIR     the URL the tests read from CLINICLINK_TEST_PG
# CLINICLINK_PG_OPTIONS adds server options at start (bench_clinic: pg_stat_statements).
# The server listens on no TCP address (listen_addresses=''), only on DIR/.s.PGSQL.5432, and
# trusts whoever can reach that socket (DIR is 0700, its owner's and root's only), except the role
# cliniclink_password, which must give its password (scram-sha-256). The superuser
# and the database are both named cliniclink_test.
# PostgreSQL refuses to run as root: as root (CI), the server runs as the system user
# cliniclink-pg, created here when missing, and root connects through the socket as
# cliniclink_test like anyone else.
set -euo pipefail

action=${1:-}
dir=${2:-}
[ -n "$action" ] && [ -n "$dir" ] || { echo "usage: $0 start|stop|url DIR" >&2; exit 2; }

bin=${CLINICLINK_PG_BIN:-/usr/lib/postgresql/15/bin}
run_user=cliniclink-pg
as_server() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u "$run_user" -- "$@"
  else
    "$@"
  fi
}

case "$action" in
url)
  echo "postgresql://cliniclink_test@/cliniclink_test?host=$dir"
  ;;
start)
  [ -x "$bin/initdb" ] || { echo "pg-test-cluster: $bin/initdb is missing (packaging/install-deps-debian.sh installs postgresql-15)" >&2; exit 1; }
  # A cluster left behind by a run that was killed: stop it, start afresh.
  if [ -f "$dir/data/postmaster.pid" ]; then
    as_server "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
  if [ "$(id -u)" -eq 0 ] && ! id -u "$run_user" >/dev/null 2>&1; then
    useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin "$run_user"
  fi
  mkdir -p "$dir"
  chmod 0700 "$dir"
  [ "$(id -u)" -eq 0 ] && chown "$run_user": "$dir"
  as_server "$bin/initdb" -D "$dir/data" -U cliniclink_test --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log" >&2; exit 1; }
  # The role cliniclink_password (tests create it) must give its password, as a clinic's role does:
  # the keychain's way in is tested against it. Everyone else is trusted.
  as_server sed -i '0,/^local/s//local   all             cliniclink_password                     scram-sha-256\nlocal/' "$dir/data/pg_hba.conf"
  # Tests only: durability is not wanted, speed is.
  as_server "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-c listen_addresses='' -c unix_socket_directories='$dir' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100 ${CLINICLINK_PG_OPTIONS:-}" \
    start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
  as_server "$bin/createdb" -h "$dir" -U cliniclink_test cliniclink_test
  echo "pg-test-cluster: $(as_server "$bin/psql" -h "$dir" -U cliniclink_test -d cliniclink_test -Atc 'SHOW server_version') on $dir"
  ;;
stop)
  if [ -f "$dir/data/postmaster.pid" ]; then
    as_server "$bin/pg_ctl" -D "$dir/data" -m fast -w -t 60 stop >/dev/null
  fi
  rm -rf "$dir"
  ;;
*)
  echo "usage: $0 start|stop|url DIR" >&2
  exit 2
  ;;
esac
