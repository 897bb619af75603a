#!/usr/bin/env bash
# `nginx -t` on both proxy configs of deploy/nginx (CI, docs/deployment.md): with a throwaway self-signed
# certificate, and the paths and upstream host names of a real install moved into a temporary folder (the compose
# service names portal-1 and portal-2 do not resolve outside compose).
set -euo pipefail
deploy=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 -subj /CN=localhost \
  -keyout "$tmp/privkey.pem" -out "$tmp/fullchain.pem" 2>/dev/null
mime_types=/etc/nginx/mime.types
for site in iiidem.conf iiidem-host.conf; do
  sed -e "s|/etc/nginx/certs/|$tmp/|; s|/etc/iiidem/tls/|$tmp/|" \
    -e "s|/etc/nginx/snippets/iiidem-proxy.conf|$deploy/nginx/iiidem-proxy.conf|" \
    -e "s|/var/cache/nginx/iiidem|$tmp/cache|; s|/var/log/nginx/|$tmp/|; s|/var/www/acme|$tmp/acme|" \
    -e "s|portal-1:3000|127.0.0.1:3001|; s|portal-2:3000|127.0.0.1:3002|" \
    "$deploy/nginx/$site" >"$tmp/site.conf"
  cat >"$tmp/nginx.conf" <<CONF
pid $tmp/nginx.pid;
error_log $tmp/error.log;
events {}
http {
    include $mime_types;
    client_body_temp_path $tmp/client_body;
    proxy_temp_path $tmp/proxy;
    fastcgi_temp_path $tmp/fastcgi;
    uwsgi_temp_path $tmp/uwsgi;
    scgi_temp_path $tmp/scgi;
    include $tmp/site.conf;
}
CONF
  if ! nginx -t -q -p "$tmp" -c "$tmp/nginx.conf"; then
    echo "nginx -t failed for deploy/nginx/$site"
    exit 1
  fi
  echo "deploy/nginx/$site: nginx -t passed"
done
