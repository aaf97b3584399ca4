// A container's selector as the stylesheet's rules begin with it.

/// A container's selector, one leading `#` or `.` then an identifier, written as CSS requires
/// (`#3d-stage` is `#\33 d-stage`), with the text that begins each child's rule made once.
public struct StylesheetSelector: Sendable {
    /// The default container, `.pinwheel`.
    public static let `default` = StylesheetSelector(Array(".pinwheel".utf8))

    /// `SEL:not([data-pinwheel-attached])>:nth-child(`: its first `selectorLength` bytes are the
    /// selector, its first `unattachedLength` begin every rule of the children, and the whole
    /// begins each child's own.
    let childPrefix: [UInt8]
    let selectorLength: Int
    let unattachedLength: Int

    /// The selector as CSS text.
    public var text: ArraySlice<UInt8> { childPrefix[..<selectorLength] }

    /// `selector`: `#` or `.`, then letters, digits, `-` and `_` (the API checks them).
    public init(_ selector: [UInt8]) {
        var text = [selector[0]] + Self.escaped(selector.dropFirst())
        selectorLength = text.count
        text += ":not([data-pinwheel-attached])".utf8
        unattachedLength = text.count
        text += ">:nth-child(".utf8
        childPrefix = text
    }

    /// CSSOM's "serialize an identifier" for these bytes: a digit first, or after a first `-`, is
    /// written as its code point in hex and a space; a lone `-` is `\-`.
    private static func escaped(_ identifier: ArraySlice<UInt8>) -> [UInt8] {
        if identifier.count == 1, identifier.first == UInt8(ascii: "-") { return Array(#"\-"#.utf8) }
        var text: [UInt8] = []
        for (index, byte) in zip(0..., identifier) {
            let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            if isDigit && (index == 0 || (index == 1 && identifier.first == UInt8(ascii: "-"))) {
                text += Array("\\\(String(byte, radix: 16)) ".utf8)
            } else {
                text.append(byte)
            }
        }
        return text
    }
}
