// The types `serve`'s options parse into, and the defaults its settings fall back to.

public import ArgumentParser
import Logging
import MicroHTTPServer
import PinwheelAPI
import WireFormat

extension ResponseEncoder: ExpressibleByArgument {}

extension Logger.Level: @retroactive ExpressibleByArgument {}

extension ServeSettings {
    /// The server's own defaults (`ServerConfiguration`'s), for every setting without a flag
    /// or variable.
    static let defaults = ServerConfiguration()
    static let defaultEncoder = ResponseEncoder.fast
    static let defaultLogLevel = Logger.Level.notice
}
