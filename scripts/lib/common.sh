# Helpers every script sources: messages, installing tools (apt, PyPI), the pinwheel binary, a free port.
#
#   . "$(dirname "$0")/lib/common.sh"     (then the script runs from the repository's root)
#
# Starting and stopping servers, waiting for them and reading their port files is Python's job,
# in scripts/lib/servers.py (its command line serves the shell scripts).

# shellcheck shell=bash

SCRIPT_NAME=$(basename "$0")
# Where the script was started from, for paths the user gave relative to it.
STARTED_IN=$PWD
REPOSITORY=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
LIB=$REPOSITORY/scripts/lib
cd "$REPOSITORY" || exit 1
# Debian puts nginx, debootstrap and friends there, outside a non-root user's PATH.
PATH=$PATH:/usr/sbin:/sbin

log() { printf '%s: %s\n' "$SCRIPT_NAME" "$*" >&2; }
die() { log "$*"; exit 1; }

as_root() { # COMMAND…: runs it as root, through sudo when this is not root
  if [ "$(id -u)" = 0 ]; then
    "$@"
  elif command -v sudo >/dev/null; then
    sudo "$@"
  else
    die "$* needs root and there is no sudo: run this as root"
  fi
}

# PACKAGE…: installs them from Debian's packages (no recommends). `apt-get update` runs once per
# run: the scripts this one starts inherit PINWHEEL_APT_UPDATED and skip it. Another apt holding
# dpkg's lock (a shared machine) is waited for, ten minutes at most, rather than failing at once.
apt_install() {
  log "installing $* from Debian's packages…"
  if [ -z "${PINWHEEL_APT_UPDATED:-}" ]; then
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq -o DPkg::Lock::Timeout=600 </dev/null
    export PINWHEEL_APT_UPDATED=1
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends -o DPkg::Lock::Timeout=600 "$@" </dev/null >/dev/null
}

# COMMAND[=PACKAGE]…: installs, in one go, the package of each command that is missing (the
# command's own name unless given).
need_commands() {
  local entry missing=()
  for entry in "$@"; do
    command -v "${entry%%=*}" >/dev/null || missing+=("${entry#*=}")
  done
  [ ${#missing[@]} -eq 0 ] || apt_install "${missing[@]}"
}

# FOLDER NAME==VERSION…: a virtual environment in FOLDER (under .build-*/) holding exactly those
# PyPI packages; made again only when the list changes. PYTHON (default python3) must be 3.11
# or later.
python_venv() {
  local venv=$1 python=${PYTHON:-python3}
  shift
  [ "$(cat "$venv/.requirements" 2>/dev/null)" != "$*" ] || return 0
  "$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null ||
    die "the Python tools need Python 3.11 or later ($python is $("$python" --version 2>&1 || echo missing)); set PYTHON"
  # Debian's python3 has no ensurepip without python3-venv.
  "$python" -c 'import ensurepip, venv' 2>/dev/null || apt_install python3-venv
  log "installing $* into $venv…"
  rm -rf "$venv"
  "$python" -m venv "$venv"
  PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1 "$venv/bin/python" -m pip install --quiet "$@" </dev/null ||
    die "pip could not install $*"
  echo "$*" >"$venv/.requirements"
}

# VARIABLE: prints the executable the environment variable VARIABLE names (relative to where
# the script was started), and succeeds, when it is set; fails silently when it is not.
named_binary() {
  local named=${!1:-}
  [ -n "$named" ] || return 1
  [[ $named == /* ]] || named=$STARTED_IN/$named
  [ -x "$named" ] || die "$1=$named is not an executable"
  echo "$named"
}

# VARIABLE CONFIGURATION [SCRATCH_PATH]: prints the pinwheel binary to use: the one the
# environment variable VARIABLE names when it is set (named_binary), else a fresh
# `swift build -c CONFIGURATION --product pinwheel` (in SCRATCH_PATH when given, SwiftPM's
# .build otherwise). The build's output goes to stderr.
pinwheel_binary() {
  local configuration=$2 scratch_path=()
  named_binary "$1" && return
  [ -z "${3:-}" ] || scratch_path=(--scratch-path "$3")
  scripts/install-dependencies
  log "building pinwheel ($configuration${3:+, --scratch-path $3})…"
  swift build -c "$configuration" "${scratch_path[@]}" --product pinwheel </dev/null >&2 || die "the build failed"
  echo "$(swift build -c "$configuration" "${scratch_path[@]}" --show-bin-path)/pinwheel"
}

free_port() { python3 "$LIB/servers.py" free-port; }
