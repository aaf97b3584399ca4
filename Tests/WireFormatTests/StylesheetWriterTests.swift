// The first frame's stylesheet, text for text: the container's rules, each child's placement, shadows, numbers and selectors.

import Foundation
import LayoutEngine
import Testing
@testable import WireFormat

/// The stylesheet of `items` (children in item order) as text.
private func stylesheet(
    _ items: [LayoutAttributes], selector: String = ".pinwheel", shift: Point = Point(x: 0, y: 0), vertical: Bool = false,
    drawsOutside: Bool = false
) -> String {
    let result = LayoutResult(layout: .slider, contentSize: Size(width: 1000, height: 500), items: items)
    let bytes = StylesheetWriter.encode(
        result, selector: StylesheetSelector(Array(selector.utf8)), shift: shift, children: .items, vertical: vertical,
        drawsOutside: drawsOutside)
    return String(decoding: bytes, as: UTF8.self)
}

/// The lines every stylesheet of `.pinwheel` begins with, for the children `shown` (as the
/// container's property writes them) and the `:nth-child(…),` list that keeps them shown.
private func containerRules(shown: String, kept: String, overflow: String = "hidden") -> String {
    """
    /* Pinwheel's first frame (docs/FIRST-FRAME.md): link it after the page's own styles. */
    :where(.pinwheel){position:relative}
    .pinwheel{overflow:\(overflow)!important;isolation:isolate!important;--pinwheel-first-frame:\(shown)}
    .pinwheel:not([data-pinwheel-attached])>:not([data-pinwheel-live]){position:absolute!important;box-sizing:border-box!important;margin:0!important}
    .pinwheel:not([data-pinwheel-attached])>:not(\(kept)[data-pinwheel-live]){display:none!important}

    """
}

/// A cell of `size` whose frame's origin is `origin`.
private func cell(_ item: Int, origin: Point, size: Size = Size(width: 100, height: 50)) -> LayoutAttributes {
    LayoutAttributes(
        item: item, center: Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2), size: size)
}

/// The beginning of child `child`'s rules (from 1, as `:nth-child` counts).
private func child(_ child: Int) -> String { ".pinwheel:not([data-pinwheel-attached])>:nth-child(\(child))" }

@Test func noItemsHideEveryChildAndSayNoneIsShown() {
    // An empty value would read as no property: `none` says the first frame is there, showing nothing.
    #expect(stylesheet([]) == containerRules(shown: "none", kept: ""))
}

@Test func oneItemIsPlacedLessTheShiftWithTheIdentityMatrix() {
    let text = stylesheet([cell(0, origin: Point(x: 10, y: 20))], shift: Point(x: 5, y: -2.5))
    #expect(
        text == containerRules(shown: "0", kept: ":nth-child(1),")
            + child(1)
            + "{left:5px!important;top:22.5px!important;width:100px!important;height:50px!important;"
            + "transform-origin:50% 50%!important;transform:matrix3d(1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1)!important;"
            + "z-index:0!important;opacity:1!important}\n")
}

@Test func severalItemsInOrderAreNamedAsTheyCome() {
    var items = [0, 1, 2].map { cell($0, origin: Point(x: Double($0) * 110, y: 0)) }
    items[1].zIndex = -3
    items[1].alpha = 0.25
    items[2].zIndex = Int.max
    let text = stylesheet(items)
    #expect(text.hasPrefix(containerRules(shown: "0 1 2", kept: ":nth-child(1),:nth-child(2),:nth-child(3),")))
    let matrix = "transform:matrix3d(1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1)!important;"
    let size = "width:100px!important;height:50px!important;transform-origin:50% 50%!important;"
    #expect(
        text.hasSuffix(
            child(1) + "{left:0px!important;top:0px!important;" + size + matrix + "z-index:0!important;opacity:1!important}\n"
                + child(2) + "{left:110px!important;top:0px!important;" + size + matrix
                + "z-index:-3!important;opacity:0.25!important}\n"
                + child(3) + "{left:220px!important;top:0px!important;" + size + matrix
                + "z-index:9223372036854775807!important;opacity:1!important}\n"))
}

@Test func itemsOutOfOrderNameEachChildOnceInOrderAndKeepTheAnswersOrder() {
    // A carousel that wraps: the answer's order is the module's, the later of two items in one child wins.
    let items = [2, 0, 1, 0].map { cell($0, origin: Point(x: Double($0), y: 0)) }
    let text = stylesheet(items)
    #expect(text.hasPrefix(containerRules(shown: "0 1 2", kept: ":nth-child(1),:nth-child(2),:nth-child(3),")))
    let rules = text.split(separator: "\n").dropFirst(5).map { String($0.prefix(child(1).count + 8)) }
    #expect(rules == [3, 1, 2, 1].map { child($0) + "{left:\($0 - 1)p" })
}

@Test func elementsNoChildShowsAreLeftOut() {
    // A header has no child among a carousel's or a slider's (ChildOrder.items): no rule, not named.
    let header = LayoutAttributes(kind: .header, item: 0, center: Point(x: 5, y: 5), size: Size(width: 10, height: 10))
    #expect(stylesheet([header]) == containerRules(shown: "none", kept: ""))
    let text = stylesheet([header, cell(1, origin: Point(x: 0, y: 0))])
    #expect(text.hasPrefix(containerRules(shown: "1", kept: ":nth-child(2),")))
    #expect(text.split(separator: "\n").count == 6)
}

@Test func aRotationsSecondRowIsItsFirstRowTurned() {
    // m21 = −m12 and m22 = m11: a rotation by −53.13° (cos 0.6, sin −0.8), moved by (3, −4).
    let rotation = AffineTransform(a: 0.6, b: -0.8, c: 0.8, d: 0.6, tx: 3, ty: -4)
    // A shear: neither entry repeats.
    let shear = AffineTransform(a: 2, b: 0, c: 0.5, d: 3, tx: 0, ty: 0)
    // A rotation by 0 written with `−0` (`c = −sin 0`): printed as it is.
    let zero = AffineTransform(a: 1, b: 0, c: -0.0, d: 1, tx: 0, ty: 0)
    let matrices = [rotation, shear, zero].map { transform in
        var item = cell(0, origin: Point(x: 0, y: 0))
        item.transform = transform
        return stylesheet([item]).split(separator: "transform:").last!.prefix { $0 != "!" }
    }
    #expect(
        matrices == [
            "matrix3d(0.6,-0.8,0,0,0.8,0.6,0,0,0,0,1,0,3,-4,0,1)", "matrix3d(2,0,0,0,0.5,3,0,0,0,0,1,0,0,0,0,1)",
            "matrix3d(1,0,0,0,-0,1,0,0,0,0,1,0,0,0,0,1)",
        ])
}

@Test func aThreeDimensionalMatrixListsAllSixteenEntries() {
    var perspective = Transform3D(translationX: 200, y: 0, z: -7.5)
    perspective.m34 = -0.002
    // `−0` off the plane: not the identity's entry, so the matrix is written whole.
    var negativeZero = Transform3D.identity
    negativeZero.m13 = -0.0
    let matrices = [perspective, negativeZero].map { matrix in
        let item = LayoutAttributes(
            kind: .slide, item: 0, center: Point(x: 50, y: 25), size: Size(width: 100, height: 50), transform: nil,
            transform3D: matrix)
        return stylesheet([item]).split(separator: "transform:").last!.prefix { $0 != "!" }
    }
    #expect(
        matrices == [
            "matrix3d(1,0,0,0,0,1,0,0,0,0,1,-0.002,200,0,-7.5,1)", "matrix3d(1,0,-0,0,0,1,0,0,0,0,1,0,0,0,0,1)",
        ])
}

@Test func numbersArePrintedAsTheJSONPrintsThem() {
    let numbers: [(Double, String)] = [
        (0.1 + 0.2, "0.30000000000000004"), (1.0 / 3, "0.3333333333333333"), (123_456_789.125, "123456789.125"),
        (1e21, "1e+21"), (1e-7, "1e-07"), (-0.0, "-0"), (0, "0"), (-1234, "-1234"), (.leastNonzeroMagnitude, "5e-324"),
    ]
    for (value, text) in numbers {
        var item = cell(0, origin: Point(x: 0, y: 0))
        item.alpha = value
        #expect(stylesheet([item]).hasSuffix("opacity:\(text)!important}\n"), "\(value)")
        #expect(CSSNumber.text(value) == text, "the JSON's text of \(value)")
    }
}

@Test func aSizeOrOriginTheLastItemSharedIsCopiedAndOthersPrinted() {
    // Widths 100, 100 (copied), 0, −0 (another number, bit for bit), 100; heights 50, 60, 60 …;
    // anchors (0.5, 0.5), (0, 1), (0, 1), (0.25, 0.5), (0.25, 0.5).
    let sizes = [(100.0, 50.0), (100, 60), (0, 60), (-0.0, 60), (100, 60)]
    let anchors = [(0.5, 0.5), (0, 1), (0, 1), (0.25, 0.5), (0.25, 0.5)]
    let items = zip(sizes.indices, zip(sizes, anchors)).map { index, pair in
        var item = cell(index, origin: Point(x: 0, y: 0), size: Size(width: pair.0.0, height: pair.0.1))
        item.anchorPoint = Point(x: pair.1.0, y: pair.1.1)
        return item
    }
    let placed = stylesheet(items).split(separator: "\n").dropFirst(5).map { rule in
        rule.split(separator: ";").filter { $0.hasPrefix("width") || $0.hasPrefix("height") || $0.hasPrefix("transform-origin") }
            .joined(separator: ";")
    }
    #expect(
        placed == [
            "width:100px!important;height:50px!important;transform-origin:50% 50%!important",
            "width:100px!important;height:60px!important;transform-origin:0% 100%!important",
            "width:0px!important;height:60px!important;transform-origin:0% 100%!important",
            "width:-0px!important;height:60px!important;transform-origin:25% 50%!important",
            "width:100px!important;height:60px!important;transform-origin:25% 50%!important",
        ])
}

@Test func aParallaxCellMovesItsContentAndAHeaderDarkensItsOverlay() {
    var item = cell(0, origin: Point(x: 0, y: 0))
    item.parallax = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: -12.5)
    item.headerOverlayAlpha = 0.75
    #expect(
        stylesheet([item]).hasSuffix(
            "opacity:1!important}\n"
                + child(1) + " [data-pinwheel-parallax]{transform:matrix(1, 0, 0, 1, 0, -12.5)!important}\n"
                + child(1) + " [data-pinwheel-overlay]{opacity:0.75!important}\n"))
}

/// The declarations every slide shadow's pseudo-element begins with.
private let shadowBox =
    "{content:\"\";display:block;position:absolute;left:0;top:0;width:100%;height:100%;pointer-events:none;"
    + "border-radius:inherit;z-index:2147483647;margin:0;padding:0;border:0;box-sizing:content-box;transform:none;background:"

@Test(arguments: [false, true])
func aSlidesEdgeShadowsArePseudoElementsTurnedWithTheSlider(vertical: Bool) {
    var slide = cell(0, origin: Point(x: 0, y: 0))
    slide.shadowBefore = 0.5
    slide.shadowAfter = 0.125
    // Set too: the whole-face shadow is the cards' and creative's only shadow, not drawn over the edges'.
    slide.shadow = 0.9
    let fade = "rgba(0,0,0,0.5), rgba(0,0,0,0))"
    #expect(
        stylesheet([slide], vertical: vertical).hasSuffix(
            "opacity:1!important}\n"
                + child(1) + "::before" + shadowBox + "linear-gradient(to \(vertical ? "top" : "left"), \(fade);opacity:0.5}\n"
                + child(1) + "::after" + shadowBox
                + "linear-gradient(to \(vertical ? "bottom" : "right"), \(fade);opacity:0.125}\n"
        ))
}

@Test func aCardsShadowDarkensTheWholeFace() {
    var slide = cell(0, origin: Point(x: 0, y: 0))
    slide.shadow = 0.3
    #expect(stylesheet([slide]).hasSuffix("}\n" + child(1) + "::before" + shadowBox + "rgba(0,0,0,0.15);opacity:0.3}\n"))
}

@Test func theCubesShadowIsTheContainersAfterPlacedAsTheModulePlacesIt() {
    // Two shadows: the last one is the cube's (the module adds one element after the children).
    func shadow(alpha: Double) -> LayoutAttributes {
        LayoutAttributes(
            kind: .shadow, item: 0, center: Point(x: 50, y: 260), size: Size(width: 100, height: 100), alpha: alpha)
    }
    let text = stylesheet([cell(0, origin: Point(x: 0, y: 0)), shadow(alpha: 0.2), shadow(alpha: 0.6)], drawsOutside: true)
    #expect(text.hasPrefix(containerRules(shown: "0", kept: ":nth-child(1),", overflow: "visible")))
    #expect(
        text.hasSuffix(
            "opacity:1!important}\n.pinwheel:not([data-pinwheel-attached])::after{content:\"\";display:block;position:absolute;"
                + "box-sizing:border-box;margin:0;pointer-events:none;background:#000;filter:blur(50px);"
                + "left:0px!important;top:210px!important;width:100px!important;height:100px!important;"
                + "transform-origin:50% 50%!important;transform:matrix3d(1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1)!important;"
                + "z-index:0!important;opacity:0.6!important}\n"))
    #expect(text.components(separatedBy: "::after").count == 2)
}

@Test(arguments: [
    // CSSOM's "serialize an identifier": a leading digit, or one after a leading `-`, as its code
    // point and a space; a lone `-` escaped; anything else as it is.
    ("#3d-stage", #"#\33 d-stage"#), (".-9lives", #".-\39 lives"#), ("#-", #"#\-"#), ("#9", #"#\39 "#),
    ("#--9", "#--9"), (".a_b-C9", ".a_b-C9"), ("#_1", "#_1"), (".pinwheel", ".pinwheel"),
])
func theSelectorIsWrittenAsCSSRequires(selector: String, css: String) {
    #expect(String(decoding: StylesheetSelector(Array(selector.utf8)).text, as: UTF8.self) == css)
    // Every rule begins with it.
    let lines = stylesheet([cell(0, origin: Point(x: 0, y: 0))], selector: selector).split(separator: "\n").dropFirst()
    #expect(lines.first == ":where(\(css)){position:relative}")
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(css + "{") || $0.hasPrefix(css + ":not([data-pinwheel-attached])>") })
    #expect(lines.last?.hasPrefix(css + ":not([data-pinwheel-attached])>:nth-child(1){left:0px") == true)
}

@Test func theLongestStylesheetFitsTheWritersBound() {
    // The longest items of each kind: a slide with both edge shadows and a cell with its
    // content's transform and an overlay (the parallax list's header), 24-character numbers and
    // 3D matrices; the longest selector the API takes (64 bytes,
    // Sources/PinwheelAPI/Requests/StylesheetRequest.swift; its first digit escaped), a thousand
    // items out of order and the cube's shadow: `encode` stops the process if its bound is short.
    let long = -1.7976931348623157e+307
    let affine = AffineTransform(a: long, b: long, c: long, d: long, tx: long, ty: long)
    var matrix = Transform3D(affine)
    matrix.m34 = long
    let slide = LayoutAttributes(
        kind: .slide, item: 0, center: Point(x: long, y: long), size: Size(width: long, height: long), transform: nil,
        transform3D: matrix, anchorPoint: Point(x: long / 100, y: long / 100), zIndex: Int.min, alpha: long, shadowBefore: long,
        shadowAfter: long)
    var cell = slide
    cell.kind = .cell
    (cell.shadowBefore, cell.shadowAfter, cell.parallax, cell.headerOverlayAlpha) = (nil, nil, affine, long)
    var items: [LayoutAttributes] = []
    for index in 0..<1000 {
        var item = index.isMultiple(of: 2) ? slide : cell
        item.item = 999 - index
        items.append(item)
    }
    var cubeShadow = slide
    cubeShadow.kind = .shadow
    items.append(cubeShadow)
    let text = stylesheet(items, selector: "#-" + String(repeating: "9", count: 62), vertical: true, drawsOutside: true)
    #expect(text.components(separatedBy: "[data-pinwheel-overlay]").count == 501)
    #expect(text.components(separatedBy: "::before{").count == 501)
    #expect(text.hasSuffix("opacity:\(CSSNumber.text(long))!important}\n"))
}
