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
    static func runs(text: ArraySlice<UInt8>, maximumItems: Int) throws(SizeListFault) -> [ItemLengthRun] {
        var runs: [ItemLengthRun] = []
        _ = try read(text: text, maximumItems: maximumItems, into: &runs)
        return runs
    }

    /// Reads the runs `text` lists into `sink`, at most `maximumItems` items in all; how many
    /// entries it has.
    static func read(text: ArraySlice<UInt8>, maximumItems: Int, into sink: inout some RunSink) throws(SizeListFault)
        -> Int
    {
        guard !text.isEmpty else { throw SizeListFault(reason: "the list is empty") }
        var entries = 0
        var items = 0
        var start = text.startIndex
        while true {
            let end = text[start...].firstIndex(of: UInt8(ascii: ",")) ?? text.endIndex
            let run = try Self.run(text[start..<end], entry: entries)
            guard run.count <= maximumItems - items else { throw tooMany(maximumItems) }
            items += run.count
            entries += 1
            sink.append(run)
            guard end < text.endIndex else { return entries }
            start = end + 1
        }
    }

    /// Reads the lengths a JSON array of numbers lists into `sink`, as runs of one; at most
    /// `maximumItems`; how many entries it has.
    static func read(json: [UInt8], maximumItems: Int, into sink: inout some RunSink) throws(SizeListFault) -> Int {
        var reader = JSONArrayReader(bytes: json)
        try reader.expect(UInt8(ascii: "["), "the body is not a JSON array")
        if try reader.closes() { throw SizeListFault(reason: "the list is empty") }
        var entries = 0
        repeat {
            guard entries < maximumItems else { throw tooMany(maximumItems) }
            let token = try reader.number(entry: entries)
            sink.append(ItemLengthRun(length: try length(token, entry: entries), count: 1))
            entries += 1
        } while try reader.nextEntry(entry: entries - 1)
        try reader.expectEnd()
        return entries
    }

    /// How many entries a list in either spelling has at most (its commas and one), counted up to
    /// `limit`: what a post reserves memory for before it parses.
    static func entryCount(_ bytes: [UInt8], atMost limit: Int) -> Int {
        var commas = 0
        for byte in bytes where byte == UInt8(ascii: ",") {
            commas += 1
            if commas >= limit { return limit }
        }
        return commas + 1
    }

    /// The canonical text of `lengths` (docs/LAYOUTS.md §6): maximal runs in order, `L` for a run
    /// of one and `L*n` for a longer one, joined by `,`; each `L` as the JSON writer writes it.
    static func canonicalText(_ lengths: ItemLengths) -> [UInt8] {
        var text: [UInt8] = []
        writeCanonicalText(lengths) { text.append(contentsOf: $0) }
        return text
    }

    /// The table id's digits: the SHA-256 of `lengths`' canonical text, hashed as it is written,
    /// so that a post never holds its table's text whole (what a post holds is counted against
    /// `--sizes-memory`, `SizeTableStore.buildingCost`).
    static func canonicalDigest(_ lengths: ItemLengths) -> String {
        var hasher = SHA256()
        writeCanonicalText(lengths) { hasher.update($0) }
        return hasher.hexDigest()
    }

    /// Writes the canonical text to `sink` in pieces of at most about 4 KiB.
    private static func writeCanonicalText(_ lengths: ItemLengths, to sink: (ArraySlice<UInt8>) -> Void) {
        let pieceSize = 4_096
        var piece: [UInt8] = []
        piece.reserveCapacity(pieceSize + 64)
        for index in 0..<lengths.runCount {
            let run = lengths.run(at: index)
            if index > 0 { piece.append(UInt8(ascii: ",")) }
            piece.append(contentsOf: number(run.length).utf8)
            if run.count > 1 {
                piece.append(UInt8(ascii: "*"))
                piece.append(contentsOf: String(run.count).utf8)
            }
            if piece.count >= pieceSize {
                sink(piece[...])
                piece.removeAll(keepingCapacity: true)
            }
        }
        sink(piece[...])
    }

    /// A length as `JSONEncoder` writes it: `description`, without the `.0` of a whole number.
    /// (Lengths lie within 0.001 and 100,000, where `description` writes no exponent.)
    private static func number(_ value: Double) -> String {
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    private static func run(_ part: ArraySlice<UInt8>, entry: Int) throws(SizeListFault) -> ItemLengthRun {
        guard let star = part.firstIndex(of: UInt8(ascii: "*")) else {
            return ItemLengthRun(length: try length(part, entry: entry), count: 1)
        }
        let length = try length(part[..<star], entry: entry)
        let repeatText = part[(star + 1)...]
        var count = 0
        for byte in repeatText {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"), count <= Int.max / 10 - 9 else {
                count = 0
                break
            }
            count = count * 10 + Int(byte - UInt8(ascii: "0"))
        }
        guard count >= 1 else {
            throw SizeListFault(
                entry: entry, reason: "'\(quoted(part))': a repeat is L*n with n a whole number from 1")
        }
        return ItemLengthRun(length: length, count: count)
    }

    private static func length(_ bytes: ArraySlice<UInt8>, entry: Int) throws(SizeListFault) -> Double {
        guard let value = plainDecimal(bytes) ?? parsedDecimal(bytes) else {
            throw SizeListFault(entry: entry, reason: "'\(quoted(bytes))' is not a decimal length")
        }
        let range = NumberRange.positiveLength
        guard value.isFinite, range.contains(value) else {
            throw SizeListFault(
                entry: entry, reason: "\(String(decoding: bytes, as: UTF8.self)) is out of range: must be \(range)")
        }
        return value
    }

    /// `digits[.digits]` with at most 15 significant digits, read without a `String`: the digits
    /// as an integer (exact below 2⁵³) divided by a power of ten (exact up to 10²²), so the one
    /// rounding is the division's, which is correctly rounded (Clinger's fast path). nil for any
    /// other spelling, which `parsedDecimal` reads.
    private static func plainDecimal(_ bytes: ArraySlice<UInt8>) -> Double? {
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenPoint = false
        for byte in bytes {
            if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
                continue
            }
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"), digits < 15 else { return nil }
            mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
            digits += 1
            if seenPoint { fractionDigits += 1 }
        }
        guard digits > 0, !(seenPoint && fractionDigits == 0), bytes.first != UInt8(ascii: ".") else { return nil }
        return Double(mantissa) / powersOfTen[fractionDigits]
    }

    private static let powersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    /// Any other spelling `DecimalSyntax` takes (a sign, an exponent, more digits), read by `Double(_:)`.
    private static func parsedDecimal(_ bytes: ArraySlice<UInt8>) -> Double? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard DecimalSyntax.isNumber(text.utf8) else { return nil }
        return Double(text)
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

/// What a list's runs are read into: an array of them (a query's `sizes`), or a table's lengths
/// as they are made (`ItemLengths.Builder`, for a post, which so never holds its runs twice).
protocol RunSink {
    mutating func append(_ run: ItemLengthRun)
}

extension Array: RunSink where Element == ItemLengthRun {}
extension ItemLengths.Builder: RunSink {}
