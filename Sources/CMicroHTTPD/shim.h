// libmicrohttpd for Swift: the one header Swift imports.
#ifndef PINWHEEL_CMICROHTTPD_SHIM_H
#define PINWHEEL_CMICROHTTPD_SHIM_H
#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// The port the daemon listens on (useful after binding port 0). `MHD_get_daemon_info` is
/// C-variadic, which Swift cannot call, hence this wrapper.
static inline uint16_t pinwheel_mhd_bound_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

/// The connection's socket, or -1. `MHD_get_connection_info` is C-variadic too.
static inline int pinwheel_mhd_connection_fd(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}

/// The connection's socket context (set by the connection-notification callback), or NULL.
static inline void *pinwheel_mhd_socket_context(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info == NULL ? NULL : info->socket_context;
}

/// The bytes of the request line and header section as received, blank line included; 0 before
/// the header section is complete.
static inline size_t pinwheel_mhd_request_header_size(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_REQUEST_HEADER_SIZE);
    return info == NULL ? 0 : info->header_size;
}

/// Walks the request's query arguments and header fields together, in the order received: the
/// kinds are a bit mask to libmicrohttpd, which Swift's import of the enum cannot hold.
static inline int pinwheel_mhd_query_and_header_values(
    struct MHD_Connection *connection, MHD_KeyValueIteratorN iterator, void *iterator_context) {
    return MHD_get_connection_values_n(
        connection, (enum MHD_ValueKind)(MHD_GET_ARGUMENT_KIND | MHD_HEADER_KIND), iterator, iterator_context);
}
#endif
