// A page body checked as JSON exactly as RFC 8259 writes it, before Foundation's decoder reads it.

/// Checks that a body is one JSON text in UTF-8 as RFC 8259 §2–§8 and §8.1 write it, and that no
/// object gives a name twice. Foundation's `JSONDecoder` is lenient where a page's id must not be:
/// it reads a trailing comma, a UTF-16 body or one behind a byte-order mark, and the first of two
/// members of one name, where JavaScript's `JSON.parse` and Python's `json` take the last. Another
/// program reading the same bytes (a proxy, a client) would then see another page under the same id.
enum StrictJSON {
    /// Nesting deeper than this is refused: a page's body is four levels deep.
    static let maximumDepth = 64

    /// Refuses `bytes` unless they are one strict JSON text, naming `body`, or the member given
    /// twice by its JSON path (`sections[0].query`), as a page's refusals name them.
    static func check(_ bytes: [UInt8]) throws(Problem) {
        var reader = Reader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { throw reader.fault("a byte-order mark begins it") }
        reader.skipSpace()
        try reader.value(path: "", depth: 0)
        reader.skipSpace()
        guard reader.index == bytes.count else { throw reader.fault("more follows the JSON value") }
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        func fault(_ reason: String) -> Problem {
            .invalidParameter("body", "not JSON (RFC 8259, UTF-8): \(reason), at byte \(index)")
        }

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func expect(_ byte: UInt8, _ what: String) throws(Problem) {
            guard index < bytes.count, bytes[index] == byte else { throw fault("\(what) expected") }
            index += 1
        }

        mutating func value(path: String, depth: Int) throws(Problem) {
            guard depth < StrictJSON.maximumDepth else { throw fault("nested deeper than \(StrictJSON.maximumDepth)") }
            guard index < bytes.count else { throw fault("a value expected") }
            switch bytes[index] {
            case UInt8(ascii: "{"): try object(path: path, depth: depth)
            case UInt8(ascii: "["): try array(path: path, depth: depth)
            case UInt8(ascii: "\""): _ = try string()
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            case UInt8(ascii: "n"): try literal("null")
            default: try number()
            }
        }

        mutating func object(path: String, depth: Int) throws(Problem) {
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return
            }
            var names: Set<[UInt8]> = []
            while true {
                skipSpace()
                let name = try string()
                let memberPath =
                    path.isEmpty ? String(decoding: name, as: UTF8.self) : "\(path).\(String(decoding: name, as: UTF8.self))"
                guard names.insert(name).inserted else {
                    throw .invalidParameter(memberPath, "given twice in one object")
                }
                skipSpace()
                try expect(UInt8(ascii: ":"), "a colon")
                skipSpace()
                try value(path: memberPath, depth: depth + 1)
                skipSpace()
                guard index < bytes.count else { throw fault("a comma or } expected") }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return
                }
                try expect(UInt8(ascii: ","), "a comma or }")
            }
        }

        mutating func array(path: String, depth: Int) throws(Problem) {
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return
            }
            var element = 0
            while true {
                skipSpace()
                try value(path: "\(path)[\(element)]", depth: depth + 1)
                element += 1
                skipSpace()
                guard index < bytes.count else { throw fault("a comma or ] expected") }
                if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return
                }
                try expect(UInt8(ascii: ","), "a comma or ]")
            }
        }

        mutating func literal(_ word: StaticString) throws(Problem) {
            let text = word.withUTF8Buffer { Array($0) }
            guard bytes[index...].starts(with: text) else { throw fault("a value expected") }
            index += text.count
        }

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
        mutating func number() throws(Problem) {
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            let integer = index
            let count = digits()
            guard count > 0 else { throw fault("a value expected") }
            guard bytes[integer] != UInt8(ascii: "0") || count == 1 else { throw fault("a number with a leading zero") }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { throw fault("digits expected after the decimal point") }
            }
            if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { throw fault("digits expected in the exponent") }
            }
        }

        /// Skips the digits at `index`, answering how many.
        mutating func digits() -> Int {
            let start = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - start
        }

        /// A string's text, its escapes decoded, as UTF-8 (the bytes a name is compared by).
        mutating func string() throws(Problem) -> [UInt8] {
            try expect(UInt8(ascii: "\""), "a string")
            var text: [UInt8] = []
            while true {
                guard index < bytes.count else { throw fault("the string is not closed") }
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return text
                case UInt8(ascii: "\\"):
                    index += 1
                    try escape(into: &text)
                case 0..<0x20:
                    throw fault("a control character in a string")
                case 0..<0x80:
                    text.append(byte)
                    index += 1
                default:
                    try multibyte(into: &text)
                }
            }
        }

        mutating func escape(into text: inout [UInt8]) throws(Problem) {
            guard index < bytes.count else { throw fault("the string is not closed") }
            let simple: [UInt8: UInt8] = [
                UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
                UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
            ]
            if let decoded = simple[bytes[index]] {
                text.append(decoded)
                index += 1
                return
            }
            guard bytes[index] == UInt8(ascii: "u") else { throw fault("an unknown escape") }
            index += 1
            var scalar = try hexQuad()
            if (0xD800..<0xDC00).contains(scalar) {
                guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                    throw fault("a lone surrogate")
                }
                index += 2
                let low = try hexQuad()
                guard (0xDC00..<0xE000).contains(low) else { throw fault("a lone surrogate") }
                scalar = 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw fault("a lone surrogate")
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw fault("not a Unicode scalar") }
            text.append(contentsOf: Array(String(Character(unicode)).utf8))
        }

        mutating func hexQuad() throws(Problem) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard index < bytes.count, let digit = hexDigit(bytes[index]) else {
                    throw fault("four hexadecimal digits expected")
                }
                value = value << 4 | digit
                index += 1
            }
            return value
        }

        func hexDigit(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
            default: nil
            }
        }

        /// One well-formed UTF-8 sequence of two to four bytes (RFC 3629: no overlong form, no
        /// surrogate, nothing past U+10FFFF).
        mutating func multibyte(into text: inout [UInt8]) throws(Problem) {
            let lead = bytes[index]
            let (count, low, high): (Int, UInt8, UInt8) =
                switch lead {
                case 0xC2...0xDF: (2, 0x80, 0xBF)
                case 0xE0: (3, 0xA0, 0xBF)
                case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80, 0xBF)
                case 0xED: (3, 0x80, 0x9F)
                case 0xF0: (4, 0x90, 0xBF)
                case 0xF1...0xF3: (4, 0x80, 0xBF)
                case 0xF4: (4, 0x80, 0x8F)
                default: (0, 0, 0)
                }
            guard count > 0, index + count <= bytes.count else { throw fault("not UTF-8") }
            guard (low...high).contains(bytes[index + 1]) else { throw fault("not UTF-8") }
            for offset in 2..<count where !(0x80...0xBF).contains(bytes[index + offset]) { throw fault("not UTF-8") }
            text.append(contentsOf: bytes[index..<(index + count)])
            index += count
        }
    }
}
