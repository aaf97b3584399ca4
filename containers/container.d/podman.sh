# This machine's podman for containers/container-test: its own configuration, storage and lock,
# the local base image names, and the mounts that give a build the host's toolchain and packages.
# Sourced after scripts/lib/common.sh, by the tools of containers/ and by scripts/godot-test.d's
# Godot 4 suite (with a cache of its own).

# shellcheck shell=bash disable=SC2034 # its variables are for the scripts that source it

CACHE=${PINWHEEL_CONTAINER_CACHE:-/var/cache/pinwheel-container}
REFRESH=${PINWHEEL_CONTAINER_REFRESH:-0}
BASE_MAX_AGE_DAYS=${BASE_MAX_AGE_DAYS:-30}
OUT=$REPOSITORY/.build-container
HELPERS=$REPOSITORY/containers/container.d
SUITE=bookworm
DEBIAN_IMAGE=localhost/pinwheel-ci/debian:$SUITE-slim
BUILDER_IMAGE=localhost/pinwheel-ci/swift:6.3-$SUITE
KEY_LABEL=org.pinwheel.ci.key

# Seconds since the run began (the first script of it to source this), in front of each message.
export CONTAINER_TEST_STARTED=${CONTAINER_TEST_STARTED:-$(date +%s)}
say() { printf '[%4ds] %s\n' $(($(date +%s) - CONTAINER_TEST_STARTED)) "$*"; }

[ "$(id -u)" = 0 ] || die "run me as root: podman runs rootful here, and debootstrap needs root"
mkdir -p "$OUT" "$CACHE"

# One run at a time per cache: they would share ports, base images and both cores anyway. The
# scripts a run starts inherit the lock (descriptor 9) and PINWHEEL_CONTAINER_LOCKED.
if [ -z "${PINWHEEL_CONTAINER_LOCKED:-}" ]; then
  exec 9>"$CACHE/lock"
  flock -w 1800 9 || die "another container-test holds $CACHE/lock"
  export PINWHEEL_CONTAINER_LOCKED=1
fi

# Images live in $CACHE/storage for good; podman's run-time state (mounts, the containers'
# states) lives in $CACHE/run, which this machine keeps across reboots (/run is no tmpfs here): a
# new boot empties it, and podman, finding no sign of having run since boot, resets what is stale.
# Paths stay short: a long run folder (a boot id in it) made every attached `podman run` wait 20 s.
RUN=$CACHE/run
boot=$(cat /proc/sys/kernel/random/boot_id)
if [ "$(cat "$CACHE/boot-id" 2>/dev/null)" != "$boot" ]; then
  rm -rf --one-file-system "$RUN"
  echo "$boot" >"$CACHE/boot-id"
fi
mkdir -p "$CACHE/etc" "$RUN" "$CACHE/tmp"
cat >"$CACHE/etc/containers.conf" <<EOF
# containers/container-test's podman: runc and cgroupfs (crun fails on this machine's cgroups and
# rlimits), events to a file (no journald), explicit default ulimits.
[containers]
default_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]

[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
tmp_dir = "$RUN/libpod"
EOF
cat >"$CACHE/etc/storage.conf" <<EOF
[storage]
driver = "overlay"
graphroot = "$CACHE/storage"
runroot = "$RUN/storage"
EOF
# No registry: every image here is local, and a pull must fail rather than go looking.
cat >"$CACHE/etc/registries.conf" <<EOF
unqualified-search-registries = []
short-name-mode = "disabled"
EOF
export CONTAINERS_CONF=$CACHE/etc/containers.conf
export CONTAINERS_STORAGE_CONF=$CACHE/etc/storage.conf
export CONTAINERS_REGISTRIES_CONF=$CACHE/etc/registries.conf
export TMPDIR=$CACHE/tmp # podman build's scratch space, beside its storage
# Health checks run when the test asks (`podman healthcheck run`), not from systemd timers:
# there is no systemd here.
export DISABLE_HC_SYSTEMD=true

fresh() { # IMAGE KEY: the image exists, carries KEY in its label and is younger than BASE_MAX_AGE_DAYS
  local created
  [ "$REFRESH" != 1 ] || return 1
  podman image exists "$1" || return 1
  [ "$(podman image inspect --format "{{index .Labels \"$KEY_LABEL\"}}" "$1" 2>/dev/null)" = "$2" ] || return 1
  created=$(podman image inspect --format '{{.Created.Unix}}' "$1")
  [ $(($(date +%s) - created)) -lt $((BASE_MAX_AGE_DAYS * 86400)) ]
}

toolchain_folder() { # the folder of the Swift toolchain on the PATH (its usr/bin/swift inside)
  local swift toolchain
  swift=$(command -v swift) || die "no swift on the PATH: the builder uses this machine's toolchain"
  toolchain=$(cd "$(dirname "$(readlink -f "$swift")")/../.." && pwd)
  [ -x "$toolchain/usr/bin/swift" ] || die "cannot tell the toolchain's folder from $swift"
  echo "$toolchain"
}

# Sets BUILD_VOLUMES: the toolchain, read-only at /opt/swift, and Swift packages as this machine
# gets them: its git insteadOf rules (here, every github.com address is read from a local
# folder), written to a gitconfig mounted as /etc/gitconfig, and the local folders they name,
# mounted read-only. With no such rule the build fetches from the network.
machine_build_volumes() {
  local gitconfig=$OUT/gitconfig key value base local_dir
  BUILD_VOLUMES=(--volume "$(toolchain_folder):/opt/swift:ro")
  : >"$gitconfig"
  while read -r key value; do
    [ -n "$key" ] || continue
    base=${key#url.}
    base=${base%.insteadof}
    git config --file "$gitconfig" --add "url.$base.insteadOf" "$value"
    local_dir=${base#file://}
    if [[ $local_dir == /* ]] && [ -d "$local_dir" ] && [[ " ${BUILD_VOLUMES[*]} " != *" $local_dir:$local_dir:ro "* ]]; then
      BUILD_VOLUMES+=(--volume "$local_dir:$local_dir:ro")
    fi
  done < <(git config --get-regexp '^url\..*\.insteadof$' || true)
  [ ! -s "$gitconfig" ] || BUILD_VOLUMES+=(--volume "$gitconfig:/etc/gitconfig:ro")
}
