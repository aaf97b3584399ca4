// JSONAnswerWriter's values that items repeat (anchor point, transform origin, center, frame,
// size): written for the first item that has them, copied for the next ones.

import LayoutEngine

extension JSONAnswerWriter {
    // A wheel's items differ only in their angle and matrix, a carousel's in their matrix: the
    // rest is the same text item after item, and printing numbers is most of the writer's time.
    // Only the item before is remembered: the items of one answer come in order, and a value
    // that changes does not come back often enough to pay for a search.
    //
    // `attributes(_:)` writes these steps out rather than calling the functions below: it is too
    // large for the compiler to inline them into, and a call per value (the cursor stored and
    // read back) costs more than the memo saves (BENCHMARKS.md).

    /// Whether `memo` holds text written for the numbers `key` holds (bit for bit, so the same
    /// text), which is then copied.
    @inline(__always)
    mutating func copied(_ memo: TextMemo, _ key: MemoKey) -> Bool {
        guard let text = memo.text, memo.key == key else { return false }
        copy(text)
        return true
    }

    /// `{"x":…,"y":…}`.
    mutating func anchorPoint(_ anchorPoint: Point) {
        let key = MemoKey(anchorPoint)
        if copied(anchorPointText, key) { return }
        let start = cursor
        point(anchorPoint)
        anchorPointText = TextMemo(key, from: start, to: cursor)
    }

    /// `x% y%` (in a string): the anchor point × 100.
    mutating func transformOrigin(_ anchorPoint: Point) {
        let key = MemoKey(anchorPoint)
        if copied(transformOriginText, key) { return }
        let start = cursor
        percentages(anchorPoint)
        transformOriginText = TextMemo(key, from: start, to: cursor)
    }

    /// The anchor point × 100 as `transformOrigin` writes it.
    @inline(__always)
    mutating func percentages(_ anchorPoint: Point) {
        number(anchorPoint.x * 100)
        raw("% ")
        number(anchorPoint.y * 100)
        raw("%")
    }

    mutating func center(_ center: Point) {
        let key = MemoKey(center)
        if copied(centerText, key) { return }
        let start = cursor
        point(center)
        centerText = TextMemo(key, from: start, to: cursor)
    }

    mutating func frame(_ frame: Rect) {
        let key = MemoKey(frame)
        if copied(frameText, key) { return }
        let start = cursor
        rect(frame)
        frameText = TextMemo(key, from: start, to: cursor)
    }

    /// An item's size (the answer's content size is written once, by `size(_:)`).
    mutating func itemSize(_ size: Size) {
        let key = MemoKey(size)
        if copied(sizeText, key) { return }
        let start = cursor
        self.size(size)
        sizeText = TextMemo(key, from: start, to: cursor)
    }
}

extension JSONAnswerWriter.TextMemo {
    /// The text from `start` to `end`, written for the numbers `key` holds.
    init(_ key: JSONAnswerWriter.MemoKey, from start: UnsafeMutablePointer<UInt8>, to end: UnsafeMutablePointer<UInt8>) {
        self.init(key: key, text: JSONAnswerWriter.Written(start: start, count: end - start))
    }
}

extension JSONAnswerWriter.MemoKey {
    init(_ point: Point) {
        self.init(first: point.x.bitPattern, second: point.y.bitPattern)
    }

    init(_ size: Size) {
        self.init(first: size.width.bitPattern, second: size.height.bitPattern)
    }

    init(_ rect: Rect) {
        self.init(
            first: rect.x.bitPattern, second: rect.y.bitPattern, third: rect.width.bitPattern,
            fourth: rect.height.bitPattern)
    }
}
