// A page's answer is its single layouts' answers put together: random pages of every layout, each
// section's elements checked against its layout's own `/layout` at the page's width, height and offset.

import Foundation
import HTTPTestClient
import MicroHTTPServer
@testable import PinwheelAPI
import Testing
import WireFormat

/// One section of each layout: its query and, for a box, its height (docs/PAGE.md §2).
private let sectionKinds: [(query: String, boxHeight: Double?)] = [
    ("layout=wheel&count=30", 200),
    ("layout=circle&count=8", 300),
    ("layout=carousel&type=rotary&count=12", 220),
    ("layout=slider&count=8&slidesPerView=2.5&spaceBetween=12", 180),
    ("layout=slider&count=6&effect=coverflow", 240),
    ("layout=parallax&count=40", nil),
    ("layout=masonry&count=24&columnWidth=120&sizes=100,220,150*20,90,310", nil),
    ("layout=justified&count=20&aspectRatios=1.5*8,0.75*12", nil),
    ("layout=grid&count=30&minColumnWidth=160&itemHeight=120&gap=8", nil),
]

/// A seeded generator (SplitMix64), so that a failure can be replayed.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A random page of `count` sections and its description's JSON.
private func randomPage(_ count: Int, using random: inout SeededGenerator) -> [UInt8] {
    var sections: [String] = []
    for index in 0..<count {
        let kind = sectionKinds.randomElement(using: &random)!
        var fields = [#""query":"\#(kind.query)""#]
        if let height = kind.boxHeight { fields.append(#""height":\#(Int(height))"#) }
        switch Int.random(in: 0..<3, using: &random) {
        case 0: fields.append(#""header":{"height":44,"pinned":true}"#)
        case 1: fields.append(#""header":{"height":30}"#)
        default: break
        }
        if Bool.random(using: &random) { fields.append(#""footer":{"height":\#(index % 2 == 0 ? 20 : 36),"pinned":true}"#) }
        let inset = [0, 8, 16].randomElement(using: &random)!
        fields.append(#""insets":{"top":\#(inset),"left":\#(inset),"bottom":\#(inset / 2),"right":\#(inset)}"#)
        if Bool.random(using: &random) { fields.append(#""background":true"#) }
        sections.append("{" + fields.joined(separator: ",") + "}")
    }
    return Array(#"{"sections":[\#(sections.joined(separator: ","))]}"#.utf8)
}

/// Where two lists of elements first differ, in words.
private func firstDifference(_ actual: [JSONValue], _ expected: [JSONValue]) -> String {
    guard actual.count == expected.count else { return "\(actual.count) elements, expected \(expected.count)" }
    for (index, (left, right)) in zip(actual, expected).enumerated() where left != right {
        guard case .object(let leftMembers) = left, case .object(let rightMembers) = right else { return "element \(index)" }
        for key in Set(leftMembers.keys).union(rightMembers.keys).sorted() where leftMembers[key] != rightMembers[key] {
            return "element \(index), \(key): \(String(describing: leftMembers[key])) where "
                + "\(String(describing: rightMembers[key])) was expected"
        }
    }
    return "the same"
}

@Test(arguments: 1...6)
func aPageIsItsSectionsOwnLayoutsMovedIntoIt(seed: UInt64) throws {
    var random = SeededGenerator(state: seed)
    let body = randomPage(Int.random(in: 2...6, using: &random), using: &random)
    let description = try JSONSerialization.jsonObject(with: Data(body)) as! [String: Any]
    let entries = description["sections"] as! [[String: Any]]
    try withAPIServer { client throws in
        let id = try postedPageID(client, body)
        let height = 667.0
        let probe = try exactJSON(try client.get("/page/layout?page=@\(id)&offset=0"))
        let contentHeight = probe["contentSize"]?["height"]?.number ?? 0
        for _ in 0..<4 {
            let offset = Double(Int.random(in: -100...Int(max(contentHeight, 1)), using: &random))
            var scroll: [String] = []
            for (k, entry) in entries.enumerated() where entry["height"] != nil && Bool.random(using: &random) {
                scroll.append("\(k):\(Int.random(in: 0...400, using: &random))")
            }
            let target =
                "/page/layout?page=@\(id)&offset=\(offset)" + (scroll.isEmpty ? "" : "&scroll=" + scroll.joined(separator: ","))
            let page = try exactJSON(try client.get(target))
            let items = page["items"]?.elements ?? []
            for state in page["sections"]?.elements ?? [] {
                let k = Int(state["section"]?.number ?? -1)
                let x = state["frame"]?["x"]?.number ?? .nan
                let y = state["frame"]?["y"]?.number ?? .nan
                let width = state["frame"]?["width"]?.number ?? .nan
                let o = state["offset"]?.number ?? .nan
                let entry = entries[k]
                let query = entry["query"] as! String
                let boxHeight = entry["height"] as? Double
                // A parallax list in a page pins nothing itself (docs/PAGE.md §1).
                let pinned = query.hasPrefix("layout=parallax") ? "&stretchy=false&stickyMenu=false&stickyHeaders=false" : ""
                let asked = "/layout?\(query)\(pinned)&width=\(width)&height=\(boxHeight ?? height)&offset=\(o)"
                let own = try exactJSON(try client.get(asked))
                // §3.1: a flow and a box in viewport coordinates move by (l, cTop); the wheel's
                // content x by (l − o, cTop); the circle's content y by (l, cTop − o).
                let (dx, dy): (Double, Double) =
                    switch query.split(separator: "&").first {
                    case "layout=wheel": (x - o, y)
                    case "layout=circle": (x, y - o)
                    default: (x, y)
                    }
                let expected = (own["items"]?.elements ?? []).map {
                    $0.moving("frame", dx: dx, dy: dy).moving("center", dx: dx, dy: dy).setting("section", .number(Double(k)))
                }
                let actual = items.filter { element in
                    guard case .string(let kind) = element["kind"] else { return false }
                    return element["section"]?.number == Double(k) && !kind.hasPrefix("page")
                }
                #expect(
                    actual == expected, "seed \(seed), \(target), section \(k) (\(query)): \(firstDifference(actual, expected))")
                #expect(state["activeIndex"] == own["activeIndex"])
            }
        }
    }
}

/// The page's answers written by the fast writer are `JSONEncoder`'s bytes (docs/API-DECISIONS.md,
/// "Foundation's encoder stays"): random pages of every layout read from a server of each encoder.
@Test(arguments: 1...4)
func aPageAnswersFoundationsBytes(seed: UInt64) throws {
    var random = SeededGenerator(state: seed &+ 100)
    let body = randomPage(Int.random(in: 2...6, using: &random), using: &random)
    func server(_ encoder: ResponseEncoder) throws -> HTTPServer {
        try HTTPServer(
            configuration: ServerConfiguration(host: "127.0.0.1", port: 0, threads: 1),
            router: PinwheelRoutes.router(encoder: encoder))
    }
    let fast = try server(.fast)
    defer { fast.stop() }
    let foundation = try server(.foundation)
    defer { foundation.stop() }
    let clients = [HTTPTestClient(port: fast.port), HTTPTestClient(port: foundation.port)]
    let id = try postedPageID(clients[0], body)
    #expect(try postedPageID(clients[1], body) == id)
    let contentHeight = try exactJSON(try clients[0].get("/page/layout?page=@\(id)"))["contentSize"]?["height"]?.number ?? 0
    var compared = 0
    for _ in 0..<6 {
        let offset = Double(Int.random(in: -100...Int(max(contentHeight, 1)), using: &random)) + 0.25
        let fields = ["", "&fields=frame,zIndex", "&fields=css,alpha"].randomElement(using: &random)!
        for target in [
            "/page/layout?page=@\(id)&offset=\(offset)\(fields)",
            "/page/motion?page=@\(id)&offset=\(offset)&velocity=-1800\(fields)",
            "/page/hit?page=@\(id)&offset=\(offset)&x=120&y=300",
            "/page/snap?page=@\(id)&offset=\(offset)&velocity=600",
        ] {
            let (left, right) = (try clients[0].get(target), try clients[1].get(target))
            #expect(left.status == right.status && left.body == right.body, "seed \(seed): \(target)")
            if left.status == 200 { compared += 1 }
        }
    }
    #expect(compared >= 12, "seed \(seed): only \(compared) answers compared")
}
