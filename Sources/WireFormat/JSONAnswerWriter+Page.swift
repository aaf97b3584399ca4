// `/page/layout`'s answer written straight into bytes, as `JSONEncoder` with sorted keys writes it.

import LayoutEngine

extension JSONAnswerWriter {
    /// At most one section's entry: five keys, five numbers of at most 24 bytes, two integers of
    /// at most 20, punctuation.
    private static let maximumBytesPerSection = 320

    static func encodeTagged(_ page: PageLayoutResult, fields: ItemFields, tagging: Bool = true) -> TaggedBody {
        let capacity =
            maximumFixedBytes + page.sections.count * maximumBytesPerSection + page.items.count * maximumBytesPerItem
        return write(upTo: capacity, tagging: tagging) { $0.write(page, fields) }
    }

    private mutating func write(_ page: PageLayoutResult, _ fields: ItemFields) {
        raw(#"{"contentSize":"#)
        size(page.contentSize)
        raw(#","items":["#)
        items(page.items, fields)
        raw(#"],"layout":"page","sections":["#)
        for (index, section) in page.sections.enumerated() {
            if index > 0 { raw(",") }
            if let activeIndex = section.activeIndex {
                raw(#"{"activeIndex":"#)
                integer(activeIndex)
                raw(#","frame":"#)
            } else {
                raw(#"{"frame":"#)
            }
            rect(section.frame)
            raw(section.kind == .flow ? #","kind":"flow","offset":"# : #","kind":"box","offset":"#)
            number(section.offset)
            raw(#","section":"#)
            integer(section.section)
            raw("}")
        }
        raw("]}")
    }
}
