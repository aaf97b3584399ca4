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
#endif
