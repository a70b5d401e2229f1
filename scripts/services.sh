# Sourced by scripts/test: make sure the test services run (PostgreSQL on 127.0.0.1:5432 and Redis on
# 127.0.0.1:6379), or point the tests at others with OGALLALA_TEST_DATABASE_URL / OGALLALA_TEST_REDIS_URL.
# Where they are missing and this is a Debian-like machine with root, it installs Debian's packages
# and starts them; where that cannot work, the tests that need them skip and say so.
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
can_install() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; }
apt_ready=
apt_install() {
  if [ -z "$apt_ready" ]; then apt-get update -qq >/dev/null 2>&1 || true; apt_ready=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null 2>&1
}

if [ -z "${OGALLALA_TEST_DATABASE_URL:-}" ] && ! port_open 5432; then
  if can_install && { command -v pg_ctlcluster >/dev/null || apt_install postgresql; }; then
    echo "starting PostgreSQL for the tests ..." >&2
    for v in $(ls /etc/postgresql 2>/dev/null); do
      pg_ctlcluster --skip-systemctl-redirect "$v" main start >/dev/null 2>&1 || pg_ctlcluster "$v" main start >/dev/null 2>&1 || true
    done
    for _ in $(seq 1 30); do port_open 5432 && break; sleep 0.5; done
    # Debian's own cluster asks for a password over TCP: give the tests one.
    su postgres -c "psql -qc \"ALTER USER postgres PASSWORD 'ogallala-test'\"" >/dev/null 2>&1 \
      && export OGALLALA_TEST_DATABASE_URL="postgresql://postgres:ogallala-test@127.0.0.1:5432/postgres"
  fi
  port_open 5432 || echo "notice: no PostgreSQL on 127.0.0.1:5432 and none could be installed: the PostgreSQL tests will skip" >&2
fi

if [ -z "${OGALLALA_TEST_REDIS_URL:-}" ] && ! port_open 6379; then
  if can_install && { command -v redis-server >/dev/null || apt_install redis-server; }; then
    echo "starting Redis for the tests ..." >&2
    redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null 2>&1 || true
    for _ in $(seq 1 20); do port_open 6379 && break; sleep 0.25; done
  fi
  port_open 6379 || echo "notice: no Redis on 127.0.0.1:6379 and none could be installed: the Redis tests will skip" >&2
fi

# HAProxy for the test of several nodes behind a proxy (tests/web/test_proxy.py, deploy/haproxy.cfg):
# only its program is needed; the test runs it with its own ports.
if ! command -v haproxy >/dev/null && [ ! -x /usr/sbin/haproxy ]; then
  can_install && apt_install haproxy
  command -v haproxy >/dev/null || [ -x /usr/sbin/haproxy ] \
    || echo "notice: HAProxy is not installed and could not be: the proxy test will skip" >&2
fi

# nginx for the same test with deploy/nginx.conf: only its program is needed, so Debian's package is
# installed without starting its default site (a policy-rc.d that forbids starting services, for the
# install only, where there is none already).
if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
  if can_install; then
    policy=
    if [ ! -e /usr/sbin/policy-rc.d ]; then printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d; chmod +x /usr/sbin/policy-rc.d; policy=1; fi
    apt_install nginx-light || apt_install nginx
    if [ -n "$policy" ]; then rm -f /usr/sbin/policy-rc.d; fi
  fi
  command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] \
    || echo "notice: nginx is not installed and could not be: its proxy test will skip" >&2
fi
