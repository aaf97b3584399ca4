# The two ceilings the HTTP benchmarks measure Pinwheel against, built when needed. Sourced by
# Performance/http/bench-http, callgrind-http and profile-http after scripts/lib/common.sh (which
# puts the shell at the repository's root).

# shellcheck shell=bash

# The benchmarks' ceiling, bare libmicrohttpd (Performance/ceiling/ceiling.c), compiled into
# .build-bench/ when missing or older than its source; prints its absolute path. Needs cc and
# pkg-config (need_commands) and libmicrohttpd-dev (scripts/install-dependencies).
ceiling_binary() {
  local ceiling=$REPOSITORY/.build-bench/ceiling source=$REPOSITORY/Performance/ceiling/ceiling.c
  if [ ! -x "$ceiling" ] || [ "$source" -nt "$ceiling" ]; then
    log "compiling Performance/ceiling/ceiling.c…"
    mkdir -p "$(dirname "$ceiling")"
    # shellcheck disable=SC2046 # pkg-config's flags are words
    cc -O2 -Wall -Wextra -Werror -o "$ceiling" "$source" $(pkg-config --cflags --libs libmicrohttpd) >&2 ||
      die "Performance/ceiling/ceiling.c did not compile"
  fi
  echo "$ceiling"
}

# The engine ceiling (Performance/ceiling/EngineCeiling: bare libmicrohttpd computing Pinwheel's
# answers with its engine and writer): the binary ENGINE_CEILING names, else a release build of
# the Performance package's EngineCeiling product (which builds PinwheelAPI again, in
# Performance/.build); prints its absolute path. Measure it from the same commit as pinwheel.
engine_ceiling_binary() {
  named_binary ENGINE_CEILING && return
  log "building the engine ceiling (Performance, release)…"
  swift build -c release --package-path Performance --product EngineCeiling </dev/null >&2 || die "the engine ceiling's build failed"
  echo "$(swift build -c release --package-path Performance --show-bin-path)/EngineCeiling"
}
