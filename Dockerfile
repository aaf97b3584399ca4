# Pinwheel in a container: a Swift builder stage, then a slim Debian runtime with libmicrohttpd.
#
#   docker build -t pinwheel .
#   docker run --rm -p 8080:8080 pinwheel
#
# Base images are arguments so a build can substitute local ones (containers/container-test builds
# this file with podman from a debootstrapped Debian and the host's Swift toolchain).
ARG SWIFT_IMAGE=swift:6.3-bookworm
ARG RUNTIME_IMAGE=debian:bookworm-slim

FROM ${SWIFT_IMAGE} AS builder
# Unpinned on purpose (DL3008): Debian stable only ships fixes, and a pinned version disappears
# from the mirror at its next security update.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends libmicrohttpd-dev pkg-config \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /build
# Package.swift names the test targets and the tools too, so their folders must exist for `swift build`.
COPY Package.swift openapi.yaml ./
COPY Sources ./Sources
# The web client's files and the demo's home screen, which the binary embeds through
# Sources/PinwheelAPI/Resources' symlinks.
COPY clients/web/module ./clients/web/module
COPY clients/web/demo ./clients/web/demo
COPY clients/fixtures/home-screen.json ./clients/fixtures/
COPY Tests ./Tests
COPY Tools ./Tools
# The Swift runtime and Foundation are linked in (no Swift libraries in the runtime image); the
# DWARF is stripped, the symbol table stays (crash backtraces keep their function names).
RUN swift build -c release --product pinwheel --static-swift-stdlib \
    && install -D "$(swift build -c release --show-bin-path)/pinwheel" /out/pinwheel \
    && strip --strip-debug /out/pinwheel

FROM ${RUNTIME_IMAGE}
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends libmicrohttpd12 \
    && rm -rf /var/lib/apt/lists/* \
    && groupadd --system --gid 10001 pinwheel \
    && useradd --system --uid 10001 --gid pinwheel --no-create-home --home-dir /nonexistent \
        --shell /usr/sbin/nologin pinwheel
COPY --from=builder /out/pinwheel /usr/local/bin/pinwheel
# Numeric, so that Kubernetes' runAsNonRoot can tell it is not root.
USER 10001:10001
# Configuration goes through PINWHEEL_* variables (see `pinwheel serve --help`), which the
# health check reads too: `docker run -e PINWHEEL_PORT=9000 -p 9000:9000 pinwheel`.
ENV PINWHEEL_HOST=0.0.0.0 \
    PINWHEEL_PORT=8080
EXPOSE 8080
# GET /healthz with bash's /dev/tcp: bash is in every Debian image, so the runtime image needs no
# HTTP client (no curl, no wget). Healthy when the status line says 200.
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
    CMD ["bash", "-c", "exec 3<>\"/dev/tcp/127.0.0.1/${PINWHEEL_PORT:-8080}\" && printf 'GET /healthz HTTP/1.0\\r\\nHost: localhost\\r\\n\\r\\n' >&3 && IFS=' ' read -r -t 2 _ status _ <&3 && [ \"$status\" = 200 ]"]
# The server drains requests in flight on SIGTERM and exits 0 (at most PINWHEEL_DRAIN_TIMEOUT s).
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/pinwheel"]
CMD ["serve"]
