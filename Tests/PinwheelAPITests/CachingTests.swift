// Strong ETags, Cache-Control and 304 Not Modified on the real server.

import Foundation
import HTTPTestClient
@testable import PinwheelAPI
import Testing

@Test func answersCarryAStrongETagAndCacheControl() throws {
    try withAPIServer { client throws in
        let first = try client.get("/layout?count=20&offset=300")
        let tag = try #require(first.header("etag"))
        #expect(tag.hasPrefix("\"") && tag.hasSuffix("\"") && !tag.hasPrefix("W/"))
        #expect(first.header("cache-control") == HTTPCaching.cacheControl)
        #expect(try client.get("/layout?offset=300&count=20").header("etag") == tag)
        #expect(try client.get("/layout?count=20&offset=301").header("etag") != tag)
        #expect(try client.get("/snap?count=20&offset=300").header("etag") != nil)
    }
}

@Test(arguments: ["%@", "W/%@", "\"0000000000000000\", %@", "*"])
func ifNoneMatchWithTheTagIs304WithoutABody(header: String) throws {
    try withAPIServer { client throws in
        let whole = try client.get("/layout?layout=circle&count=5")
        let tag = try #require(whole.header("etag"))
        let value = header.replacingOccurrences(of: "%@", with: tag)
        let response = try client.send(
            method: "GET", target: "/layout?layout=circle&count=5", headers: ["If-None-Match: \(value)"])
        #expect(response.status == 304)
        #expect(response.body.isEmpty)
        #expect(response.header("etag") == tag)
        #expect(response.header("cache-control") == HTTPCaching.cacheControl)
        // RFC 9110 §8.6: a 304 states no length but the 200's.
        #expect(response.header("content-length") == String(whole.body.count))
        #expect(response.header("x-content-type-options") == "nosniff")
    }
}

@Test func anotherTagGetsTheWholeAnswer() throws {
    try withAPIServer { client throws in
        let response = try client.send(
            method: "GET", target: "/snap?count=20&offset=300", headers: ["If-None-Match: \"0123456789abcdef\""])
        #expect(response.status == 200)
        #expect(!response.body.isEmpty)
    }
}

@Test func problemsAreNotCached() throws {
    try withAPIServer { client throws in
        let response = try client.get("/layout?count=abc")
        #expect(response.status == 400)
        #expect(response.header("etag") == nil)
        #expect(response.header("cache-control") == nil)
    }
}

/// Less than a round (whole words and bytes); a round, a word and bytes; rounds in every lane and bytes.
@Test(arguments: [
    Array("{\"index\":3,\"offset\":360.7894736842105}".utf8),
    Array("{\"index\":3,\"offset\":360.7894736842105}{\"index\":4,\"offset\":-12.5,\"rest\":[1,2]}".utf8),
    Array(String(repeating: "{\"m11\":0.9917465475070433,\"m12\":-0.1282138272880891}", count: 5).utf8) + [0x20, 0x21, 0x22],
])
func theTagDependsOnEveryByteAndItsLength(bytes: [UInt8]) {
    let tag = HTTPCaching.entityTag(of: bytes)
    #expect(tag.utf8.count == 18)
    #expect(HTTPCaching.entityTag(of: bytes) == tag)
    for position in bytes.indices {
        var changed = bytes
        changed[position] ^= 1
        #expect(HTTPCaching.entityTag(of: changed) != tag, "byte \(position)")
    }
    #expect(HTTPCaching.entityTag(of: bytes + [0]) != tag)
    #expect(HTTPCaching.entityTag(of: []) != HTTPCaching.entityTag(of: [0]))
}

@Test func equalChangesInTwoLanesDoNotCancel() {
    // Eight bytes apart is the same position in a lane's two words, or in two neighbouring
    // lanes: a change there must not cancel out, whatever the bit (the high bit of two words
    // once did).
    let bytes = Array(String(repeating: "0123456789abcdef", count: 8).utf8)
    let tag = HTTPCaching.entityTag(of: bytes)
    var tags: Set<String> = [tag]
    for position in 0..<(bytes.count - 8) {
        for bit in [0x02, 0x80] as [UInt8] {
            var changed = bytes
            changed[position] ^= bit
            changed[position + 8] ^= bit
            tags.insert(HTTPCaching.entityTag(of: changed))
        }
    }
    #expect(tags.count == 1 + 2 * (bytes.count - 8))
}
