# Pinwheel in a container: a Swift builder stage, then a slim Debian runtime with libmicrohttpd.
# Base images are arguments so a build can substitute local ones.
ARG SWIFT_IMAGE=swift:6.3-bookworm
ARG RUNTIME_IMAGE=debian:bookworm-slim

FROM ${SWIFT_IMAGE} AS builder
RUN apt-get update \
    && apt-get install -y --no-install-recommends libmicrohttpd-dev pkg-config \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /build
COPY Package.swift openapi.yaml ./
COPY Sources ./Sources
COPY Tests ./Tests
RUN swift build -c release --product pinwheel --static-swift-stdlib \
    && install -D "$(swift build -c release --show-bin-path)/pinwheel" /out/pinwheel

FROM ${RUNTIME_IMAGE}
RUN apt-get update \
    && apt-get install -y --no-install-recommends libmicrohttpd12 \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --no-create-home --shell /usr/sbin/nologin pinwheel
COPY --from=builder /out/pinwheel /usr/local/bin/pinwheel
USER pinwheel
EXPOSE 8080
ENTRYPOINT ["/usr/local/bin/pinwheel"]
CMD ["serve", "--host", "0.0.0.0", "--port", "8080"]
