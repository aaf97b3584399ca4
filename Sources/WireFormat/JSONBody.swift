// JSON bodies: Foundation's JSONEncoder with sorted keys, so equal values give equal bytes.

import Foundation

/// The API's JSON encoding, for the server and for the CLI alike.
public enum JSONBody {
    /// Encodes a value the API built itself; every number in it is finite (the parameters are
    /// validated so), which is the only way `JSONEncoder` can fail on these types.
    public static func encode(_ value: some Encodable) -> [UInt8] {
        encode(value) { _ in }
    }

    /// `encode(value)` with an encoder `configure` has set up further (its `userInfo`).
    static func encode(_ value: some Encodable, configure: (JSONEncoder) -> Void) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        configure(encoder)
        do {
            return Array(try encoder.encode(value))
        } catch {
            preconditionFailure("JSON encoding of a validated value failed: \(error)")
        }
    }
}
