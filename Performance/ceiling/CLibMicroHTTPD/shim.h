// libmicrohttpd for the engine ceiling (Performance/ceiling/EngineCeiling): the one header it imports.
#ifndef PINWHEEL_CEILING_CLIBMICROHTTPD_SHIM_H
#define PINWHEEL_CEILING_CLIBMICROHTTPD_SHIM_H
#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// The port the daemon listens on. `MHD_get_daemon_info` is C-variadic, which Swift cannot call.
static inline uint16_t ceiling_mhd_bound_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}
#endif
