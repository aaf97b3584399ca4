// A page's body read as RFC 8259's JSON exactly: what Foundation's decoder would also take but
// another reader of the same bytes would read otherwise, refused; everything else as Foundation reads it.

import Foundation
import HTTPTestClient
@testable import PinwheelAPI
import Testing

/// The problem `StrictJSON.check` refuses `text`'s UTF-8 with, or nil when it takes it.
private func refusal(_ bytes: [UInt8]) -> Problem? {
    do throws(Problem) {
        try StrictJSON.check(bytes)
        return nil
    } catch {
        return error
    }
}

@Test(arguments: [
    #"{"sections":[{"query":"layout=grid&count=6","insets":{"top":8.5,"left":0}}]}"#,
    #" [0, -0, 1.5e3, 1E-2, -12.25e+2, true, false, null, "", {}, []] "#,
    #"{"a":"\u00e9\ud83d\ude00\"\\\/\b\f\n\r\t","b":"é😀"}"#,
    #"{"a":{"a":{"a":1}},"b":[{"a":1},{"a":2}]}"#,
    "\n\t\r 42 \n",
])
func strictJSONTakesWhatRFC8259Writes(text: String) throws {
    let bytes = Array(text.utf8)
    #expect(refusal(bytes) == nil)
    // Foundation reads it too: the check refuses nothing that is JSON.
    _ = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
}

@Test(arguments: [
    (#"{"sections":[{"query":"a"},]}"#, "body"),
    (#"{"sections":[{"query":"a"}],}"#, "body"),
    (#"{"sections":[{"query":"a","query":"b"}]}"#, "sections[0].query"),
    (#"{"sections":[{"query":"a","\u0071uery":"b"}]}"#, "sections[0].query"),
    (#"{"sections":[],"sections":[]}"#, "sections"),
    (#"[01]"#, "body"),
    (#"[-01.5]"#, "body"),
    (#"[1.]"#, "body"),
    (#"[.5]"#, "body"),
    (#"[1e]"#, "body"),
    (#"[+1]"#, "body"),
    (#"["\ud800"]"#, "body"),
    (#"["\udc00\ud800"]"#, "body"),
    (#"["\x"]"#, "body"),
    ("[\"a\tb\"]", "body"),
    (#"{"a":1} {"#, "body"),
    (#"{'a':1}"#, "body"),
    (#"[NaN]"#, "body"),
    (#"[tru]"#, "body"),
    ("", "body"),
])
func strictJSONRefusesWhatItDoesNotWrite(text: String, parameter: String) {
    let problem = refusal(Array(text.utf8))
    #expect(problem?.parameter == parameter, "\(text): \(String(describing: problem))")
    #expect(problem?.status == 400)
}

@Test func strictJSONRefusesBytesThatAreNotUTF8OrAreTooDeep() {
    let page = #"{"sections":[{"query":"layout=grid&count=6"}]}"#
    let refused: [[UInt8]] = [
        [0xEF, 0xBB, 0xBF] + Array(page.utf8),  // a byte-order mark
        Array(page.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },  // UTF-16LE
        Array(#"[""#.utf8) + [0xC0, 0x80] + Array(#""]"#.utf8),  // an overlong NUL
        Array(#"[""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""]"#.utf8),  // a surrogate's UTF-8
        Array(#"[""#.utf8) + [0xF4, 0x90, 0x80, 0x80] + Array(#""]"#.utf8),  // past U+10FFFF
        Array(#"[""#.utf8) + [0xE2, 0x82] + Array(#""]"#.utf8),  // cut short
        Array(repeating: UInt8(ascii: "["), count: StrictJSON.maximumDepth + 1)
            + Array(repeating: UInt8(ascii: "]"), count: StrictJSON.maximumDepth + 1),
    ]
    for bytes in refused {
        #expect(refusal(bytes)?.parameter == "body", "\(bytes.prefix(12))")
    }
    let deepest =
        Array(repeating: UInt8(ascii: "["), count: StrictJSON.maximumDepth)
        + Array(repeating: UInt8(ascii: "]"), count: StrictJSON.maximumDepth)
    #expect(refusal(deepest) == nil)
}

@Test func aPostTakesNoQueryButWhatItsProxyRoutesOn() throws {
    try withAPIServer { client throws in
        let page = Array(#"{"sections":[{"query":"layout=grid&count=6&minColumnWidth=100&itemHeight=80"}]}"#.utf8)
        let refused = try client.send(
            method: "POST", target: "/pages?offset=3", headers: ["Content-Type: application/json"], body: page)
        #expect(refused.status == 400)
        #expect(try decode(Problem.self, refused).parameter == "offset")
        let twice = Array(#"{"sections":[{"query":"layout=grid&count=6","query":"layout=grid&count=7"}]}"#.utf8)
        let duplicate = try postPage(client, twice)
        #expect(duplicate.status == 400)
        #expect(try decode(Problem.self, duplicate).detail == "sections[0].query: given twice in one object")
        for (target, status) in [("/sizes?page=@sha256-\(String(repeating: "0", count: 64))", 201), ("/sizes?count=3", 400)] {
            let response = try client.send(
                method: "POST", target: target, headers: ["Content-Type: text/plain"], body: Array("10,20,30".utf8))
            #expect(response.status == status || (status == 201 && response.status == 200), "\(target): \(response.bodyText)")
        }
        let header = try postPage(client, Array(#"{"sections":[{"query":"layout=grid&count=6","header":{"pinned":true}}]}"#.utf8))
        #expect(try decode(Problem.self, header).detail == "sections[0].header.height: required; height has no default")
    }
}
