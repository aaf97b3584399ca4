// Item lengths as the API takes them: the `sizes` grammar, a JSON array, and the canonical text a table's id hashes.

import LayoutEngine

/// Why a list of lengths was refused: the entry at fault (0-based, in the order written) and what
/// is wrong with it.
struct SizeListFault: Error, Hashable {
    /// The entry at fault, nil when the list as a whole is (empty, not a list, too long).
    var entry: Int?
    var reason: String
    /// Whether the list is refused for its size (a body answers 413), not its syntax.
    var isTooLarge = false

    /// The fault as the detail of a problem about `name` (`sizes` or `body`).
    func detail(_ name: String) -> String {
        guard let entry else { return "\(name): \(reason)" }
        return "\(name): entry \(entry): \(reason)"
    }
}

/// The lengths of a list of items, in the API's two spellings, and the one canonical text.
///
/// Text (the `sizes` parameter, a `text/plain` table): comma-separated entries, each a decimal
/// length or `L*n` for `n` items of length `L`. JSON (an `application/json` table): an array of
/// numbers. Every length is in `itemHeight`'s range (`NumberRange.positiveLength`).
enum SizeList {
    /// The lengths `text` lists, as runs; at most `maximumItems` items in all.
    static func runs(text: some Collection<UInt8>, maximumItems: Int) throws(SizeListFault) -> [ItemLengthRun] {
        guard !text.isEmpty else { throw SizeListFault(reason: "the list is empty") }
        var runs: [ItemLengthRun] = []
        var items = 0
        for (entry, part) in text.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).enumerated() {
            let run = try Self.run(part, entry: entry)
            items += run.count
            guard items <= maximumItems else { throw tooMany(maximumItems) }
            runs.append(run)
        }
        return runs
    }

    /// The lengths a JSON array of numbers lists, as runs of one; at most `maximumItems`.
    static func runs(json: [UInt8], maximumItems: Int) throws(SizeListFault) -> [ItemLengthRun] {
        var reader = JSONArrayReader(bytes: json)
        var runs: [ItemLengthRun] = []
        try reader.expect(UInt8(ascii: "["), "the body is not a JSON array")
        if try reader.closes() { throw SizeListFault(reason: "the list is empty") }
        repeat {
            let entry = runs.count
            guard entry < maximumItems else { throw tooMany(maximumItems) }
            let token = try reader.number(entry: entry)
            runs.append(ItemLengthRun(length: try length(token, entry: entry), count: 1))
        } while try reader.nextEntry(entry: runs.count - 1)
        try reader.expectEnd()
        return runs
    }

    /// The canonical text of `lengths` (docs/LAYOUTS.md §6): maximal runs in order, `L` for a run
    /// of one and `L*n` for a longer one, joined by `,`; each `L` as the JSON writer writes it.
    static func canonicalText(_ lengths: ItemLengths) -> [UInt8] {
        var text: [UInt8] = []
        for (index, run) in lengths.runs.enumerated() {
            if index > 0 { text.append(UInt8(ascii: ",")) }
            text.append(contentsOf: number(run.length).utf8)
            if run.count > 1 {
                text.append(UInt8(ascii: "*"))
                text.append(contentsOf: String(run.count).utf8)
            }
        }
        return text
    }

    /// A length as `JSONEncoder` writes it: `description`, without the `.0` of a whole number.
    /// (Lengths lie within 0.001 and 100,000, where `description` writes no exponent.)
    private static func number(_ value: Double) -> String {
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    private static func run(_ part: some Collection<UInt8>, entry: Int) throws(SizeListFault) -> ItemLengthRun {
        let pieces = part.split(separator: UInt8(ascii: "*"), maxSplits: 1, omittingEmptySubsequences: false)
        let length = try length(pieces[0], entry: entry)
        guard pieces.count == 2 else { return ItemLengthRun(length: length, count: 1) }
        let repeatText = pieces[1]
        guard !repeatText.isEmpty, repeatText.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let count = Int(String(decoding: repeatText, as: UTF8.self)), count >= 1
        else {
            throw SizeListFault(
                entry: entry, reason: "'\(quoted(part))': a repeat is L*n with n a whole number from 1")
        }
        return ItemLengthRun(length: length, count: count)
    }

    private static func length(_ bytes: some Collection<UInt8>, entry: Int) throws(SizeListFault) -> Double {
        let text = String(decoding: bytes, as: UTF8.self)
        guard DecimalSyntax.isNumber(text.utf8), let value = Double(text) else {
            throw SizeListFault(entry: entry, reason: "'\(quoted(bytes))' is not a decimal length")
        }
        let range = NumberRange.positiveLength
        guard value.isFinite, range.contains(value) else {
            throw SizeListFault(entry: entry, reason: "\(text) is out of range: must be \(range)")
        }
        return value
    }

    private static func tooMany(_ maximumItems: Int) -> SizeListFault {
        SizeListFault(reason: "more than \(maximumItems) lengths (an L*n counts n)", isTooLarge: true)
    }

    /// At most 40 bytes of an entry, for a problem's detail.
    static func quoted(_ bytes: some Collection<UInt8>) -> String {
        let text = String(decoding: bytes.prefix(40), as: UTF8.self)
        return bytes.count > 40 ? text + "…" : text
    }
}

/// Reads a JSON array of numbers, byte by byte: no value but numbers, whitespace where JSON
/// allows it, nothing after the closing bracket.
private struct JSONArrayReader {
    let bytes: [UInt8]
    var index = 0

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func expect(_ byte: UInt8, _ reason: String) throws(SizeListFault) {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else { throw SizeListFault(reason: reason) }
        index += 1
    }

    /// Whether the array closes here (an empty array).
    mutating func closes() throws(SizeListFault) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { throw SizeListFault(reason: "the array is not closed") }
        guard bytes[index] == UInt8(ascii: "]") else { return false }
        index += 1
        return true
    }

    /// The bytes of a JSON number at entry `entry`.
    mutating func number(entry: Int) throws(SizeListFault) -> ArraySlice<UInt8> {
        skipWhitespace()
        let start = index
        while index < bytes.count, !",] \t\r\n".utf8.contains(bytes[index]) { index += 1 }
        let token = bytes[start..<index]
        guard !token.isEmpty else {
            throw SizeListFault(entry: entry, reason: index < bytes.count ? "no value" : "the array is not closed")
        }
        guard Self.isJSONNumber(token) else {
            throw SizeListFault(entry: entry, reason: "'\(SizeList.quoted(token))' is not a JSON number")
        }
        return token
    }

    /// After entry `entry`: true at a comma (another entry follows), false at the closing bracket.
    mutating func nextEntry(entry: Int) throws(SizeListFault) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { throw SizeListFault(entry: entry, reason: "the array is not closed") }
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: ",") { return true }
        if byte == UInt8(ascii: "]") { return false }
        throw SizeListFault(entry: entry, reason: "expected ',' or ']' after it")
    }

    mutating func expectEnd() throws(SizeListFault) {
        skipWhitespace()
        guard index == bytes.count else { throw SizeListFault(reason: "bytes after the array's end") }
    }

    /// JSON's number grammar: `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`.
    private static func isJSONNumber(_ token: ArraySlice<UInt8>) -> Bool {
        var index = token.startIndex
        func isDigit(_ at: Int) -> Bool { at < token.endIndex && token[at] >= 0x30 && token[at] <= 0x39 }
        func digits() -> Int {
            let start = index
            while isDigit(index) { index += 1 }
            return index - start
        }
        if index < token.endIndex, token[index] == UInt8(ascii: "-") { index += 1 }
        if index < token.endIndex, token[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            return false
        }
        if index < token.endIndex, token[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return false }
        }
        if index < token.endIndex, token[index] == UInt8(ascii: "e") || token[index] == UInt8(ascii: "E") {
            index += 1
            if index < token.endIndex, token[index] == UInt8(ascii: "+") || token[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return false }
        }
        return index == token.endIndex
    }
}
