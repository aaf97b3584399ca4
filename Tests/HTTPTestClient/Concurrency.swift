// Small thread-safe holders for tests that drive the server from several threads at once.

import Foundation

/// A flag one thread sets and others read.
public final class SharedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    public init() {}

    public var isSet: Bool { lock.withLock { value } }
    public func set() { lock.withLock { value = true } }
}

/// The outcomes of requests sent from several threads, in the order they were recorded.
public final class ResponseLog: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<RawResponse, any Error>] = []

    public init() {}

    public func record(_ result: Result<RawResponse, any Error>) { lock.withLock { results.append(result) } }
    public var all: [Result<RawResponse, any Error>] { lock.withLock { results } }
}
