#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Podium developers
#
# A throwaway PostgreSQL cluster for the tests: pgcluster.sh start DIR | stop DIR
#
# start makes a new cluster in DIR (anything there goes), listening only on a Unix socket in DIR (no TCP port), with
# a superuser "postgres" that connects without a password over that socket, and a database "podium_test". crash stops
# its server at once, as a power cut would (nothing shut down in order), and resume starts it again.
#
# With PGCLUSTER_TLS_PORT=N in the environment, start also listens on 127.0.0.1 port N for TLS connections only,
# with a self-signed certificate for "localhost" made for the run (DIR/server.crt: the root a client verifies it
# with); a connection over TCP without TLS is refused. initdb
# refuses to run as root, so as root the cluster belongs to the "postgres" user of Debian's package (runuser); as
# anyone else, to them. stop stops it and removes DIR. The tests reach it at
#   postgresql:///podium_test?host=DIR&user=postgres
set -eu

usage="usage: pgcluster.sh start|stop|crash|resume DIR"
command=${1:?"$usage"}
dir=${2:?"$usage"}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ]; then
    echo "pgcluster.sh: PostgreSQL is not installed (apt-get install postgresql)" >&2
    exit 1
fi

as_owner() {
    if [ "$(id -u)" = 0 ]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

# Only the socket in DIR (and TLS on a port: see above); fsync off, as nothing here outlives the test run.
run_server() {
    listen="-c listen_addresses="
    if [ -n "${PGCLUSTER_TLS_PORT:-}" ]; then
        listen="-c listen_addresses=127.0.0.1 -c port=$PGCLUSTER_TLS_PORT -c ssl=on"
    fi
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
        -o "$listen -c unix_socket_directories=$dir -c fsync=off -c max_connections=200" start >/dev/null ||
        { cat "$dir/server.log" >&2; exit 1; }
}

case "$command" in
start)
    if [ -f "$dir/data/postmaster.pid" ]; then
        as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    mkdir -p "$dir"
    if [ "$(id -u)" = 0 ]; then
        chown postgres "$dir"
    fi
    as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 ||
        { cat "$dir/initdb.log" >&2; exit 1; }
    # Members of podium_password_users must give their password (the tests of a server that asks for one); the rest
    # are trusted.
    { echo "local all +podium_password_users scram-sha-256"; cat "$dir/data/pg_hba.conf"; } >"$dir/pg_hba.conf"
    if [ -n "${PGCLUSTER_TLS_PORT:-}" ]; then
        # The socket's rules as they are; over TCP, TLS or nothing.
        { grep -v '^host' "$dir/pg_hba.conf"; echo "hostssl all all 127.0.0.1/32 trust"; } >"$dir/pg_hba.tls"
        mv "$dir/pg_hba.tls" "$dir/pg_hba.conf"
        openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=localhost" -addext "subjectAltName=DNS:localhost" \
            -keyout "$dir/data/server.key" -out "$dir/data/server.crt" >/dev/null 2>&1
        cp "$dir/data/server.crt" "$dir/server.crt"
        chmod 600 "$dir/data/server.key"
        if [ "$(id -u)" = 0 ]; then
            chown postgres "$dir/data/server.key" "$dir/data/server.crt"
        fi
    fi
    cat "$dir/pg_hba.conf" >"$dir/data/pg_hba.conf"
    rm "$dir/pg_hba.conf"
    run_server
    as_owner "$bin/psql" -h "$dir" -p "${PGCLUSTER_TLS_PORT:-5432}" -U postgres -d postgres -qAt -c "CREATE DATABASE podium_test" \
        -c "CREATE ROLE podium_password_users NOLOGIN" >/dev/null
    echo "pgcluster.sh: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') in $dir"
    ;;
stop)
    if [ -f "$dir/data/postmaster.pid" ]; then
        as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    fi
    rm -rf "$dir"
    ;;
crash)
    as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null
    ;;
resume)
    run_server
    ;;
*)
    echo "$usage" >&2
    exit 2
    ;;
esac
