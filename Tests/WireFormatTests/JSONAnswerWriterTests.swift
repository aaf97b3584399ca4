// The hand-written writer gives JSONEncoder's bytes exactly, over many random items and numbers.

import Foundation
import LayoutEngine
import TestSupport
import Testing
@testable import WireFormat

/// Any finite double: exponents, subnormals, negative zero, integers past 2^53.
private func randomNumber(_ random: inout SeededGenerator) -> Double {
    switch Int.random(in: 0..<6, using: &random) {
    case 4:
        return Double(Int.random(in: -1_000_000_000_000...1_000_000_000_000, using: &random)) / [1, 10, 100, 1000, 8]
            .randomElement(using: &random)!
    case 5: return [0.001, 0.0011, 0.0005, 999_999_999.999, 1e9, 123.45, -0.125, 0.1 + 0.2].randomElement(using: &random)!
    case 0:
        let value = Double(bitPattern: random.next())
        return value.isFinite ? value : 0
    case 1: return Double(Int.random(in: -1_000_000...1_000_000, using: &random)) / 16
    case 2:
        return [0, -0.0, 1e21, 1e-7, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 1e16, 0.1, 2.5e-5].randomElement(
            using: &random)!
    default: return Double.random(in: -1e6...1e6, using: &random)
    }
}

/// Sixteen numbers from `randomNumber`; sometimes a rotation, whose `c` is `−b` and `d` is `a`.
private func randomMatrix(_ random: inout SeededGenerator) -> Transform3D {
    if Bool.random(using: &random) {
        return Transform3D(AffineTransform(rotationAngle: randomNumber(&random).truncatingRemainder(dividingBy: 100)))
    }
    let e = (0..<16).map { _ in randomNumber(&random) }
    return Transform3D(
        m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
        m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
}

@Test func theLongestItemFitsTheWritersBound() {
    // Every optional field, the longest kind, the longest integers and 24-character numbers
    // everywhere: the most one item can take. A thousand of them, the most an answer holds.
    let long = -1.7976931348623157e+307
    let matrix = Transform3D(
        m11: long, m12: long, m13: long, m14: long, m21: long, m22: long, m23: long, m24: long,
        m31: long, m32: long, m33: long, m34: long, m41: long, m42: long, m43: long, m44: long)
    let affine = AffineTransform(a: long, b: long, c: long, d: long, tx: long, ty: long)
    let item = LayoutAttributes(
        kind: ElementKind.allCases.max { $0.rawValue.utf8.count < $1.rawValue.utf8.count }!, section: Int.min, item: Int.min,
        center: Point(x: long, y: long),
        size: Size(width: long, height: long), transform: affine, transform3D: matrix,
        anchorPoint: Point(x: long, y: long), zIndex: Int.min, alpha: long, angle: long, parallax: affine,
        headerOverlayAlpha: long, progress: long, shadowBefore: long, shadowAfter: long, shadow: long)
    let result = LayoutResult(
        layout: .justified, contentSize: Size(width: long, height: long), items: Array(repeating: item, count: 1000),
        activeIndex: Int.min, widowCount: Int.min)
    #expect(JSONAnswerWriter.encode(result) == JSONBody.encode(result))
    // A motion: frames with the longest numbers and a toggle, up to the items an answer may hold.
    let frame = MotionResult.Frame(
        items: Array(repeating: item, count: 2), offset: long, time: long, toggle: long, activeIndex: Int.min)
    let motion = MotionResult(
        duration: long, frames: Array(repeating: frame, count: largestMotion.items / 2), index: Int.min, offset: long)
    #expect(JSONAnswerWriter.encode(motion, fields: .all) == JSONBody.encode(motion))
    let empty = MotionResult.Frame(items: [], offset: long, time: long, toggle: long, activeIndex: Int.min)
    let frames = MotionResult(
        duration: long, frames: Array(repeating: empty, count: largestMotion.frames), index: nil, offset: long)
    #expect(JSONAnswerWriter.encode(frames, fields: .identifying) == JSONBody.encode(frames, fields: .identifying))
}

/// The most items and frames a `/motion` answer holds (Sources/PinwheelAPI/Limits.swift; the API's
/// tests check that its limits stay within these).
let largestMotion = (items: 5_000, frames: 3_600)

/// Items with every optional field present or not and numbers from `randomNumber`.
private func randomItems(_ count: Int, _ random: inout SeededGenerator) -> [LayoutAttributes] {
    (0..<count).map { _ in
        LayoutAttributes(
            kind: ElementKind.allCases.randomElement(using: &random)!,
            section: Int.random(in: 0...1000, using: &random),
            item: Int.random(in: 0...1_000_000, using: &random),
            center: Point(x: randomNumber(&random), y: randomNumber(&random)),
            size: Size(width: randomNumber(&random), height: randomNumber(&random)),
            // 2D (affine only), 3D (own matrix only), both, or neither (the identity embedded).
            transform: Bool.random(using: &random)
                ? AffineTransform(
                    a: randomNumber(&random), b: randomNumber(&random), c: randomNumber(&random),
                    d: randomNumber(&random), tx: randomNumber(&random), ty: randomNumber(&random)) : nil,
            transform3D: Bool.random(using: &random) ? randomMatrix(&random) : nil,
            anchorPoint: Point(x: randomNumber(&random), y: randomNumber(&random)),
            zIndex: [Int.min, Int.max, 0, -1, Int.random(in: Int.min...Int.max, using: &random)].randomElement(using: &random)!,
            alpha: randomNumber(&random),
            angle: Bool.random(using: &random) ? randomNumber(&random) : nil,
            parallax: Bool.random(using: &random) ? AffineTransform(translationX: 0, y: randomNumber(&random)) : nil,
            headerOverlayAlpha: Bool.random(using: &random) ? randomNumber(&random) : nil,
            progress: Bool.random(using: &random) ? randomNumber(&random) : nil,
            shadowBefore: Bool.random(using: &random) ? randomNumber(&random) : nil,
            shadowAfter: Bool.random(using: &random) ? randomNumber(&random) : nil,
            shadow: Bool.random(using: &random) ? randomNumber(&random) : nil)
    }.filter { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height].allSatisfy(\.isFinite) }
}

/// A random subset of the item keys (the identifying ones are kept whatever it holds); every key
/// one time in five.
private func randomFields(_ random: inout SeededGenerator) -> ItemFields {
    guard Int.random(in: 0..<5, using: &random) > 0 else { return .all }
    return ItemFields(keys: ItemFields.Key.allCases.filter { _ in Bool.random(using: &random) })
}

/// JSONEncoder's bytes for `result` cut to `fields`: the reference.
private func reference(_ result: LayoutResult, _ fields: ItemFields) -> [UInt8] {
    JSONBody.encode(FieldFilteredLayout(result: result), fields: fields)
}

@Test(arguments: 0..<10)
func everyFiniteNumberAndOptionalFieldEncodesAlike(seed: UInt64) {
    var random = SeededGenerator(seed: 1000 + seed)
    let result = LayoutResult(
        layout: LayoutName.allCases.randomElement(using: &random)!,
        contentSize: Size(width: randomNumber(&random), height: randomNumber(&random)), items: randomItems(200, &random),
        activeIndex: Bool.random(using: &random) ? Int.random(in: Int.min...Int.max, using: &random) : nil,
        widowCount: Bool.random(using: &random) ? Int.random(in: Int.min...Int.max, using: &random) : nil)
    #expect(JSONAnswerWriter.encode(result) == JSONBody.encode(result), "seed \(1000 + seed)")
    for _ in 0..<20 {
        let fields = randomFields(&random)
        #expect(JSONAnswerWriter.encode(result, fields: fields) == reference(result, fields), "seed \(1000 + seed): \(fields)")
    }
    let empty = LayoutResult(layout: .wheel, contentSize: .zero, items: [])
    #expect(JSONAnswerWriter.encode(empty) == JSONBody.encode(empty))
}

/// The grids' answers: every layout name, and justified rows' `widowCount` after `layout`, as
/// `JSONEncoder` sorts it, with the fields cut or not.
@Test(arguments: [LayoutName.masonry, .justified, .grid])
func theGridsAnswersEncodeAlike(layout: LayoutName) {
    var random = SeededGenerator(seed: 3200 + UInt64(layout.rawValue.count))
    for widowCount in [nil, 0, 3, Int.max] {
        let result = LayoutResult(
            layout: layout, contentSize: Size(width: randomNumber(&random), height: randomNumber(&random)),
            items: randomItems(20, &random), widowCount: layout == .justified ? widowCount : nil)
        #expect(JSONAnswerWriter.encode(result) == JSONBody.encode(result), "\(layout) \(String(describing: widowCount))")
        let fields = randomFields(&random)
        #expect(JSONAnswerWriter.encode(result, fields: fields) == reference(result, fields), "\(layout): \(fields)")
    }
}

@Test(arguments: 0..<10)
func itemsRepeatingTheItemBeforesValuesEncodeAlike(seed: UInt64) {
    // Every number from a pool of four, so that an item's anchor point, center, frame and size
    // are often the item before's (their text copied), sometimes one seen further back (printed
    // again), and 0 and −0 (equal numbers, different text) follow each other.
    var random = SeededGenerator(seed: 9000 + seed)
    let pool: [Double] = [0, -0.0, 3.3901734104046244, 187.5]
    func value() -> Double { pool.randomElement(using: &random)! }
    func items(_ count: Int) -> [LayoutAttributes] {
        (0..<count).map { index in
            LayoutAttributes(
                item: index, center: Point(x: value(), y: value()), size: Size(width: value(), height: value()),
                anchorPoint: Point(x: value(), y: value()), angle: value())
        }
    }
    let result = LayoutResult(layout: .wheel, contentSize: .zero, items: items(200))
    #expect(JSONAnswerWriter.encode(result) == JSONBody.encode(result), "seed \(9000 + seed)")
    for _ in 0..<10 {
        let fields = randomFields(&random)
        #expect(JSONAnswerWriter.encode(result, fields: fields) == reference(result, fields), "seed \(9000 + seed): \(fields)")
    }
    // A motion's frames: the text remembered may be a frame before's.
    let frames = (0..<8).map { _ in MotionResult.Frame(items: items(3), offset: 0, time: 0, toggle: nil, activeIndex: nil) }
    let motion = MotionResult(duration: 0, frames: frames, index: nil, offset: 0)
    for fields in [ItemFields.all, randomFields(&random)] {
        #expect(JSONAnswerWriter.encode(motion, fields: fields) == JSONBody.encode(motion, fields: fields), "seed \(9000 + seed)")
    }
}

/// A matrix whose entries are often the one before's, entry by entry, from a pool with 0 and −0
/// (equal numbers, different text), whole numbers, short and long decimals and an exponent form.
private func matrixLikeTheOneBefore(_ before: Transform3D, _ random: inout SeededGenerator) -> Transform3D {
    let pool: [Double] = [0, -0.0, 1, -0.002, 3.3901734104046244, -186.60254037844385, 1e-7, -1.7976931348623157e+308]
    var bits = withUnsafeBytes(of: before) { Array($0.bindMemory(to: Double.self)) }
    for index in bits.indices where Int.random(in: 0..<4, using: &random) == 0 {
        bits[index] = pool.randomElement(using: &random)!
    }
    return Transform3D(
        m11: bits[0], m12: bits[1], m13: bits[2], m14: bits[3], m21: bits[4], m22: bits[5], m23: bits[6],
        m24: bits[7], m31: bits[8], m32: bits[9], m33: bits[10], m34: bits[11], m41: bits[12], m42: bits[13],
        m43: bits[14], m44: bits[15])
}

/// Items whose matrices share leading entries with the item before's, or some entries but not
/// the first, or none; now and then a 2D item between them (its matrix written another way).
private func itemsWithMatricesLikeTheOneBefore(_ count: Int, _ random: inout SeededGenerator) -> [LayoutAttributes] {
    var matrix = Transform3D.identity
    return (0..<count).map { index in
        matrix = matrixLikeTheOneBefore(matrix, &random)
        let isAffine = Int.random(in: 0..<8, using: &random) == 0
        return LayoutAttributes(
            item: index, center: Point(x: 1, y: 2), size: Size(width: 3, height: 4),
            transform: isAffine ? AffineTransform(rotationAngle: Double(index)) : nil,
            transform3D: isAffine ? nil : matrix)
    }
}

/// `JSONAnswerWriter.matrixEntries(_:)` reads a matrix's bytes as sixteen doubles in row order,
/// to compare it with the previous one and to print its entries in a loop.
@Test func aMatrixIsSixteenDoublesInRowOrder() {
    let entries: [KeyPath<Transform3D, Double>] = [
        \.m11, \.m12, \.m13, \.m14, \.m21, \.m22, \.m23, \.m24, \.m31, \.m32, \.m33, \.m34, \.m41, \.m42, \.m43, \.m44,
    ]
    #expect(MemoryLayout<Transform3D>.size == 16 * 8)
    for (index, entry) in entries.enumerated() {
        #expect(MemoryLayout<Transform3D>.offset(of: entry) == index * 8)
    }
}

@Test(arguments: 0..<10)
func matricesSharingEntriesWithTheOneBeforeEncodeAlike(seed: UInt64) {
    // The text of the entries a matrix starts with that are the one before's is copied; `css`,
    // `transform3D` (read back from `css`'s text) and both, whole items and cut, in a layout and
    // across a motion's frames.
    var random = SeededGenerator(seed: 11000 + seed)
    let result = LayoutResult(layout: .carousel, contentSize: .zero, items: itemsWithMatricesLikeTheOneBefore(300, &random))
    for fields in [ItemFields.all, ItemFields(keys: [.css]), ItemFields(keys: [.css, .transform3D, .transform])] {
        #expect(JSONAnswerWriter.encode(result, fields: fields) == reference(result, fields), "seed \(11000 + seed): \(fields)")
    }
    let frames = (0..<6).map { _ in
        MotionResult.Frame(
            items: itemsWithMatricesLikeTheOneBefore(5, &random), offset: 0, time: 0, toggle: nil, activeIndex: nil)
    }
    let motion = MotionResult(duration: 0, frames: frames, index: nil, offset: 0)
    for fields in [ItemFields.all, ItemFields(keys: [.css, .zIndex, .alpha])] {
        #expect(
            JSONAnswerWriter.encode(motion, fields: fields) == JSONBody.encode(motion, fields: fields), "seed \(11000 + seed)")
    }
}

@Test func matricesWithNaNsEncodeAlike() {
    // NaNs reach `css` only (JSON has none): the same bits give the same text, which is copied;
    // NaNs of another sign or payload are not the same bits and are printed.
    let nans = [Double.nan, -Double.nan, Double.signalingNaN, Double(nan: 5, signaling: false)]
    var items: [LayoutAttributes] = []
    for (index, nan) in (nans + nans.reversed() + nans).enumerated() {
        var matrix = Transform3D.identity
        matrix.m11 = nan
        matrix.m41 = Double(index % 3)
        items.append(LayoutAttributes(item: index, center: .zero, size: .zero, transform: nil, transform3D: matrix))
    }
    let result = LayoutResult(layout: .carousel, contentSize: .zero, items: items)
    let css = ItemFields(keys: [.css])
    #expect(JSONAnswerWriter.encode(result, fields: css) == reference(result, css))
}

@Test func theReferenceWithEveryFieldIsTheWholeAnswersEncoding() {
    var random = SeededGenerator(seed: 3000)
    let result = LayoutResult(layout: .parallax, contentSize: Size(width: 375, height: 900), items: randomItems(8, &random))
    #expect(reference(result, .all) == JSONBody.encode(result))
}

@Test(arguments: 0..<10)
func randomMotionNumbersAndTogglesEncodeAlike(seed: UInt64) throws {
    var random = SeededGenerator(seed: 7000 + seed)
    let frames = (0..<Int.random(in: 0...12, using: &random)).map { _ in
        MotionResult.Frame(
            items: randomItems(Int.random(in: 0...4, using: &random), &random), offset: randomNumber(&random),
            time: randomNumber(&random), toggle: Bool.random(using: &random) ? randomNumber(&random) : nil,
            activeIndex: Bool.random(using: &random) ? Int.random(in: 0...Int.max, using: &random) : nil)
    }
    let index = Bool.random(using: &random) ? Int.random(in: Int.min...Int.max, using: &random) : nil
    let motion = MotionResult(duration: randomNumber(&random), frames: frames, index: index, offset: randomNumber(&random))
    for fields in [ItemFields.all, randomFields(&random), ItemFields.identifying] {
        #expect(JSONAnswerWriter.encode(motion, fields: fields) == JSONBody.encode(motion, fields: fields), "seed \(7000 + seed)")
    }
    // Decoding gives the answer back, `index: null` included (items aside: one with both a 2D
    // and its own 3D transform, which no layout makes, reads back as 2D).
    let decoded = try JSONDecoder().decode(MotionResult.self, from: Data(JSONBody.encode(motion)))
    #expect(decoded.index == index && decoded.duration == motion.duration && decoded.offset == motion.offset)
    #expect(
        decoded.frames.map { [$0.time, $0.offset, $0.toggle ?? .nan] }.elementsEqual(
            frames.map { [$0.time, $0.offset, $0.toggle ?? .nan] }
        ) { $0.map(\.bitPattern) == $1.map(\.bitPattern) })
}

@Test func hitsEncodeAlikeWithNullsForNone() {
    var answers = [HitResult(nil), HitResult(item: Int.max, kind: .sectionFooter, section: Int.min)]
    answers += ElementKind.allCases.map { HitResult(item: 7, kind: $0, section: 2) }
    for answer in answers {
        #expect(JSONAnswerWriter.encode(answer) == JSONBody.encode(answer), "\(answer)")
    }
    #expect(JSONAnswerWriter.encode(HitResult(nil)) == Array(#"{"item":null,"kind":null,"section":null}"#.utf8))
}

@Test func numbersOneByOneMatchJSONEncoder() {
    var random = SeededGenerator(seed: 7)
    for _ in 0..<20_000 {
        let snap = SnapResult(offset: randomNumber(&random), index: Int.random(in: Int.min...Int.max, using: &random))
        #expect(JSONAnswerWriter.encode(snap) == JSONBody.encode(snap), "\(snap.offset)")
    }
}
