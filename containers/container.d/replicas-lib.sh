# shellcheck shell=bash
# The helpers of containers/container.d/check-replicas, sourced by it after scripts/lib/common.sh and
# podman.sh: the pass/fail count, the replicas' and nginx's start and stop, and the requests that
# ask the replicas what they hold and what they counted. They read check-replicas' WORK, IMAGE,
# names, ports, balancer and stopped.

passed=0
failed=0
pass() { passed=$((passed + 1)); printf '  ok    %s\n' "$*"; }
fail() { failed=$((failed + 1)); printf '  FAIL  %s\n' "$*"; }
check() { # DESCRIPTION COMMAND…: passes when COMMAND succeeds
  local description=$1
  shift
  if "$@"; then pass "$description"; else fail "$description"; fi
}

nginx_pid=""
cleanup() {
  trap '' TERM INT
  [ -z "$nginx_pid" ] || kill "$nginx_pid" 2>/dev/null || true
  setsid --wait podman rm -f -t 0 --ignore "${names[@]}" >>"$OUT/cleanup.log" 2>&1 || true
}

start_replicas() { # a container of IMAGE for each of names, on the host network, ports of its own
  local index
  ports=()
  for index in 0 1 2; do
    ports+=("$(free_port)")
    podman run -d --name "${names[$index]}" --network=host --read-only --cap-drop=ALL \
      --security-opt=no-new-privileges --health-interval=disable -e "PINWHEEL_PORT=${ports[$index]}" "$IMAGE" >/dev/null
  done
}
replica_url() { echo "http://127.0.0.1:${ports[$1]}"; }

# --- nginx with deploy/nginx.conf, its addresses made local ---------------------------------------

local_nginx_conf() { # writes $WORK/nginx.conf and sets nginx_command; balancer_port: where it listens
  local index changed local_servers=() temporary_paths
  for index in 0 1 2; do # replica N of compose is pinwheel-pinwheel-N, from 1
    local_servers+=(-e "s|server pinwheel-pinwheel-$((index + 1)):8080 resolve;|server 127.0.0.1:${ports[$index]};|")
  done
  temporary_paths="client_body_temp_path $WORK/tmp/body; proxy_temp_path $WORK/tmp/proxy;"
  sed "${local_servers[@]}" -e '/^ *resolver /d' \
    -e "s|listen 8080;|listen 127.0.0.1:$balancer_port;|" -e "s|^http {|http { $temporary_paths|" \
    deploy/nginx.conf >"$WORK/nginx.conf"
  for changed in "server 127.0.0.1:${ports[0]};" "server 127.0.0.1:${ports[1]};" "server 127.0.0.1:${ports[2]};" \
    "listen 127.0.0.1:$balancer_port;" "$temporary_paths"; do
    grep -qF "$changed" "$WORK/nginx.conf" || die "deploy/nginx.conf changed: could not make its addresses local ($changed)"
  done
  diff -u deploy/nginx.conf "$WORK/nginx.conf" >"$WORK/nginx.conf.diff" || true
  nginx_command=(nginx -p "$WORK/" -c "$WORK/nginx.conf" -e "$WORK/error.log" -g "daemon off; pid $WORK/nginx.pid;")
  "${nginx_command[@]}" -t >"$WORK/nginx-t.log" 2>&1 || { cat "$WORK/nginx-t.log" >&2; die "nginx -t refused the configuration"; }
}
start_nginx() {
  "${nginx_command[@]}" &
  nginx_pid=$!
}
stop_nginx() {
  kill "$nginx_pid"
  wait "$nginx_pid" 2>/dev/null || true
}

answers() { # URL: waits (at most 20 s) until it answers 200
  local deadline=$((SECONDS + 20))
  until curl -fs --max-time 2 -o /dev/null "$1"; do
    [ "$SECONDS" -lt "$deadline" ] || return 1
    sleep 0.05
  done
}

status() { curl -s --max-time 10 -o /dev/null -w '%{http_code}' "$@"; }
running() { [[ " $stopped " != *" $1 "* ]]; } # INDEX: not among the replicas this check stopped
holders() { # PATH: the running replicas (indexes) that hold /sizes/{id} or /pages/{id}
  local index list=""
  for index in 0 1 2; do
    if running "$index" && [ "$(status -I "$(replica_url "$index")$1")" = 200 ]; then list+="$index "; fi
  done
  echo "${list% }"
}
requests() { # INDEX METHOD ROUTE: the requests of METHOD on ROUTE the replica counted (any status)
  curl -fs --max-time 5 "$(replica_url "$1")/metrics" |
    awk -v labels="method=\"$2\",route=\"$3\"" 'index($0, "http_requests_total{" labels ",") == 1 { sum += $NF } END { print sum + 0 }'
}
counted_posts() { # ROUTE: the posts to ROUTE the running replicas counted (any status)
  local index sum=0 count
  for index in 0 1 2; do
    if running "$index"; then
      count=$(requests "$index" POST "$1")
      sum=$((sum + count))
    fi
  done
  echo "$sum"
}
