// JSON answers read exactly, for tests that do arithmetic on their numbers.

import Foundation
import HTTPTestClient

/// A JSON value, its numbers read by `JSONDecoder` (correctly rounded; `JSONSerialization`
/// reads them as decimals, which are not always the double the text names).
enum JSONValue: Decodable, Equatable {
    case number(Double)
    case string(String)
    case boolean(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .boolean(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    var number: Double? {
        guard case .number(let value) = self else { return nil }
        return value
    }

    var elements: [JSONValue] {
        guard case .array(let elements) = self else { return [] }
        return elements
    }

    /// The object with its `key`'s `x` and `y` moved by `(dx, dy)`.
    func moving(_ key: String, dx: Double, dy: Double) -> JSONValue {
        guard case .object(var members) = self, case .object(var point) = members[key],
            let x = point["x"]?.number, let y = point["y"]?.number
        else { return self }
        point["x"] = .number(x + dx)
        point["y"] = .number(y + dy)
        members[key] = .object(point)
        return .object(members)
    }

    func setting(_ key: String, _ value: JSONValue) -> JSONValue {
        guard case .object(var members) = self else { return self }
        members[key] = value
        return .object(members)
    }
}

func exactJSON(_ response: RawResponse) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(response.body))
}
