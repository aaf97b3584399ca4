// GET /hit on the real server, checked against MOTION.md §4 worked here from /layout's own answer:
// a carousel card seen at an angle, empty space, a parallax cell under its sticky section header.

import Foundation
import HTTPTestClient
import LayoutEngine
import PinwheelAPI
import Testing
import WireFormat

/// Where a browser draws `item`'s box (MOTION.md §4, written out again here): the frame moved by
/// `−offset` along the scroll axis, each corner `p` at `o + project((p − o) · transform3D)`; nil
/// when a corner is at or behind the viewer.
private func drawnQuad(_ item: LayoutAttributes, offset: Double, axis: ScrollAxis?) -> [(Double, Double)]? {
    let x = item.frame.x - (axis == .x ? offset : 0)
    let y = item.frame.y - (axis == .y ? offset : 0)
    let (width, height) = (item.frame.width, item.frame.height)
    let origin = (x + item.anchorPoint.x * width, y + item.anchorPoint.y * height)
    let m = item.transform3D
    var quad: [(Double, Double)] = []
    for (cornerX, cornerY) in [(x, y), (x + width, y), (x + width, y + height), (x, y + height)] {
        let (dx, dy) = (cornerX - origin.0, cornerY - origin.1)
        let w = dx * m.m14 + dy * m.m24 + m.m44
        guard w > 0 else { return nil }
        quad.append((origin.0 + (dx * m.m11 + dy * m.m21 + m.m41) / w, origin.1 + (dx * m.m12 + dy * m.m22 + m.m42) / w))
    }
    return quad
}

/// Inside the quadrilateral (edges included): on the same side of all four edges.
private func quad(_ quad: [(Double, Double)], contains point: (Double, Double)) -> Bool {
    let crosses = (0..<4).map { index in
        let (a, b) = (quad[index], quad[(index + 1) % 4])
        return (b.0 - a.0) * (point.1 - a.1) - (b.1 - a.1) * (point.0 - a.0)
    }
    return crosses.allSatisfy { $0 >= 0 } || crosses.allSatisfy { $0 <= 0 }
}

/// The element on top at `point`: the highest `zIndex`, then the later; nil when none is hit.
private func expectedHit(_ layout: LayoutResult, offset: Double, at point: (Double, Double)) -> LayoutAttributes? {
    var winner: LayoutAttributes?
    for item in layout.items where item.alpha != 0 {
        guard let drawn = drawnQuad(item, offset: offset, axis: layout.layout.frameScrollAxis), quad(drawn, contains: point)
        else {
            continue
        }
        if let current = winner, current.zIndex > item.zIndex { continue }
        winner = item
    }
    return winner
}

private func hit(_ client: HTTPTestClient, _ query: String, _ point: (Double, Double)) throws -> HitResult {
    let response = try client.get("/hit?\(query)&x=\(point.0)&y=\(point.1)")
    #expect(response.status == 200, "\(query): \(response.bodyText)")
    return try decode(HitResult.self, response)
}

@Suite("GET /hit")
struct HitEndpointTests {
    @Test(arguments: [
        ("layout=carousel&type=coverFlow&count=20", 0.0),
        ("layout=carousel&type=rotary&count=20", 450.0),
        ("layout=carousel&type=coverFlow2&count=20&toggle=-0.6", 130.0),
        ("count=20", 300.0),
        ("layout=parallax&count=4,3,5", 640.0),
    ])
    func everyPointOfAGridHitsWhatTheDrawnBoxesSay(query: String, offset: Double) throws {
        try withAPIServer { client throws in
            let target = "\(query)&offset=\(offset)"
            let layout = try decode(LayoutResult.self, try client.get("/layout?\(target)"))
            var turnedCardsHit = 0
            var emptyPoints = 0
            // A 12 × 18 grid over the 375 × 667 viewport.
            for column in 0..<12 {
                for row in 0..<18 {
                    let point = (12 + Double(column) * 31, 10 + Double(row) * 37)
                    let expected = expectedHit(layout, offset: offset, at: point)
                    #expect(try hit(client, target, point) == HitResult(expected), "\(target) at \(point)")
                    if let expected, expected.transform == nil, abs(expected.transform3D.m13) > 0.01 { turnedCardsHit += 1 }
                    if expected == nil { emptyPoints += 1 }
                }
            }
            // The grid is not trivial: the carousels and the wheel leave empty space (the parallax
            // list fills the viewport), and the cover flows' cards turned about y are hit.
            if !query.hasPrefix("layout=parallax") { #expect(emptyPoints > 0) }
            if query.contains("coverFlow") { #expect(turnedCardsHit > 0) }
        }
    }

    @Test func aCarouselCardSeenAtAnAngleIsHitWhereItIsDrawn() throws {
        // coverFlow at offset 0: card 0 flat in the middle, card 1 turned 0.9 · 90° about y to its
        // right. A point on card 1's drawn box but off card 0 is card 1; the middle is card 0.
        try withAPIServer { client throws in
            let query = "layout=carousel&type=coverFlow&count=20&offset=0"
            let layout = try decode(LayoutResult.self, try client.get("/layout?\(query)"))
            let turned = try #require(layout.items.first { $0.item == 1 })
            let drawn = try #require(drawnQuad(turned, offset: 0, axis: nil))
            let centre = (drawn.map(\.0).reduce(0, +) / 4, drawn.map(\.1).reduce(0, +) / 4)
            // Off card 0, which spans x 87.5 to 287.5.
            #expect(centre.0 > 287.5)
            #expect(try hit(client, query, centre) == HitResult(item: 1, kind: .cell, section: 0))
            #expect(try hit(client, query, (187.5, 333.5)) == HitResult(item: 0, kind: .cell, section: 0))
            // Within card 1's unturned frame (the viewport's middle) is card 0, drawn on top there.
            #expect(turned.frame.minX < 187.5 && turned.frame.maxX > 187.5)
        }
    }

    @Test func emptySpaceIsNullInEveryMember() throws {
        try withAPIServer { client throws in
            let response = try client.get("/hit?layout=carousel&type=coverFlow&count=20&x=5&y=5")
            #expect(response.status == 200)
            #expect(response.bodyText == #"{"item":null,"kind":null,"section":null}"#)
            // Far outside the viewport, and a wheel with no items.
            #expect(try hit(client, "count=20&offset=300", (-5000, 5000)) == HitResult(nil))
            #expect(try hit(client, "count=0", (187.5, 333.5)) == HitResult(nil))
        }
    }

    @Test func aParallaxCellUnderItsStickySectionHeader() throws {
        // count=4,3,5 at offset 640: the menu sticks at the top (y 0 to 70) and section 0's header
        // below it (70 to 120), both moved there by their transform (ty = 640 − 300 = 340), over
        // the cells scrolling beneath.
        try withAPIServer { client throws in
            let query = "layout=parallax&count=4,3,5&offset=640"
            let layout = try decode(LayoutResult.self, try client.get("/layout?\(query)"))
            let header = try #require(layout.items.first { $0.kind == .sectionHeader && $0.section == 0 })
            let drawnHeader = try #require(drawnQuad(header, offset: 640, axis: .y))
            #expect(drawnHeader[0] == (0, 70) && drawnHeader[2] == (375, 120))
            let point = (100.0, 95.0)
            // A cell is drawn there too, under the header.
            let under = try #require(
                layout.items.first { item in
                    item.kind == .cell && drawnQuad(item, offset: 640, axis: .y).map { quad($0, contains: point) } == true
                })
            #expect(try hit(client, query, point) == HitResult(header))
            // Just below the header, that cell.
            let below = (100.0, 121.0)
            #expect(drawnQuad(under, offset: 640, axis: .y).map { quad($0, contains: below) } == true)
            #expect(try hit(client, query, below) == HitResult(under))
        }
    }

    @Test func aHitIsCachedAndItsParametersChecked() throws {
        try withAPIServer { client throws in
            let target = "/hit?count=20&offset=300&x=187.5&y=300"
            let tag = try #require(try client.get(target).header("etag"))
            let again = try client.send(method: "GET", target: target, headers: ["If-None-Match: \(tag)"])
            #expect(again.status == 304 && again.body.isEmpty)
            for (query, parameter) in [
                ("count=20&x=1", "y"), ("count=20&y=1", "x"), ("count=20&x=abc&y=1", "x"), ("count=20&x=1&y=1e10", "y"),
                ("count=20&x=1&y=1&fields=css", "fields"), ("count=20&x=1&y=1&velocity=3", "velocity"),
                ("layout=carousel&count=20&x=1&y=1&toggle=1.5", "toggle"),
                ("layout=carousel&type=coverFlow2&count=20&x=1&y=1&toggle=2", "toggle"),
            ] {
                let problem = try decode(Problem.self, try client.get("/hit?\(query)"))
                #expect(problem.status == 400 && problem.parameter == parameter, "\(query): \(problem.detail)")
            }
        }
    }
}
