// The engine ceiling: bare libmicrohttpd computing Pinwheel's answer with Pinwheel's engine and writer, and nothing else.
//
//   EngineCeiling [--threads N] [--port N] [--port-file PATH] [--table ID=PATH]... [--page ID=PATH]...
//
// `GET /layout?…` and `GET /motion?…` (a carousel release) answer what Pinwheel answers to the
// queries of Performance/http/bench-http's goals 1, 6 to 10, 13 and 14 (a masonry and a justified window
// of a table that --table gives as comma-separated numbers, under the id Pinwheel gave it), and
// `GET /page/layout?…` answers goal 17's window of a page --page gives (CeilingPages: the stack and
// the sections' layouts built once per viewport size, as Pinwheel holds them): the query's numbers read with no
// validation (CeilingQuery), the same LayoutEngine layouts, the same JSONAnswerWriter (through
// PinwheelAPI's ResponseEncoder, which hashes the ETag as it writes), the same ETag,
// Cache-Control, Content-Type and nosniff headers.
// What it leaves out is Pinwheel's HTTP layer: request and response values, validation, the
// route table, middleware, the framing checks. So Pinwheel's CPU per request over this server's
// is what that layer costs (issue 22: at most 1.10). The daemon is set up as Pinwheel's and as
// Performance/ceiling/ceiling.c's: an internal polling thread with epoll and ITC, a pool of
// --threads, a 10 s timeout, 1024 + 64 connections, 32 KiB per connection. The body is handed
// to libmicrohttpd without a copy. Any other path answers 404 with no body.
//
// --port 0 (the default) picks a free port, written to --port-file once listening (atomically,
// as `pinwheel serve --port-file` does). SIGINT or SIGTERM stops it. Built by Performance/http/bench-http:
// `swift build -c release --package-path Performance --product EngineCeiling`.

import CLibMicroHTTPD
import Foundation
import WireFormat

let arguments = Arguments(Array(CommandLine.arguments.dropFirst()))
CeilingTables.shared.load(arguments.tables)
CeilingPages.shared.load(arguments.pages)
// Blocked before the pool's threads start, so that they inherit the mask and only sigwait sees the signals.
var signals = sigset_t()
sigemptyset(&signals)
sigaddset(&signals, SIGINT)
sigaddset(&signals, SIGTERM)
pthread_sigmask(SIG_BLOCK, &signals, nil)
signal(SIGPIPE, SIG_IGN)
guard let daemon = startDaemon(arguments) else { Arguments.fail("cannot listen") }
let port = ceiling_mhd_bound_port(daemon)
if let portFile = arguments.portFile {
    do {
        try Data("\(port)\n".utf8).write(to: URL(fileURLWithPath: portFile), options: .atomic)
    } catch {
        Arguments.fail("cannot write the port file \(portFile): \(error)")
    }
}
FileHandle.standardError.write(
    Data("EngineCeiling listening on http://127.0.0.1:\(port) with \(arguments.threads) threads\n".utf8))
var received: Int32 = 0
while sigwait(&signals, &received) != 0 {}
MHD_stop_daemon(daemon)
