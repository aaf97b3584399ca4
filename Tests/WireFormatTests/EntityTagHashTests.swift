// The entity tags' hash: its tags' form, the same tag for the same bytes however fed, and distinct tags for near misses.

import LayoutEngine
import TestSupport
import Testing
@testable import WireFormat

/// Real answers to start near misses from: three carousels', each of several 64-byte rounds and
/// a tail (their prefixes and extensions take every length of tail).
private let answers: [[UInt8]] = [
    JSONAnswerWriter.encode(
        CarouselLayout(type: .linear, itemCount: 3, viewport: Size(width: 320, height: 480)).layout(atOffset: 0)),
    JSONAnswerWriter.encode(
        CarouselLayout(type: .coverFlow, itemCount: 40, viewport: Size(width: 800, height: 480)).layout(atOffset: 7.25)),
    JSONAnswerWriter.encode(
        CarouselLayout(type: .rotary, itemCount: 9, viewport: Size(width: 1024, height: 600)).layout(atOffset: 2.5)),
]

/// The tags of bodies distinct by construction, kept rather than the bodies (a few hundred
/// thousand answers of kilobytes would not fit): as many distinct tags as bodies, or a collision.
private struct DistinctTags {
    private var tags: Set<String> = []
    private var bodies = 0

    mutating func add(_ body: [UInt8]) {
        tags.insert(EntityTagHash.tag(of: body))
        bodies += 1
    }

    func expectAllDistinct(_ comment: Comment) {
        #expect(tags.count == bodies, comment)
    }
}

/// Bodies distinct by construction have distinct tags.
private func expectDistinctTags(_ bodies: some Sequence<[UInt8]>, _ comment: Comment) {
    var tags = DistinctTags()
    for body in bodies { tags.add(body) }
    tags.expectAllDistinct(comment)
}

@Test func aTagIsSixteenLowercaseHexDigitsInQuotes() {
    var random = SeededGenerator(seed: 42)
    let bodies = (0..<300).map { length in (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) } } + answers
    for body in bodies {
        let tag = EntityTagHash.tag(of: body)
        // A strong entity tag (RFC 9110 §8.8.3): no `W/`, an opaque tag in double quotes.
        #expect(tag.utf8.count == 18 && tag.first == "\"" && tag.last == "\"", "\(tag)")
        #expect(tag.dropFirst().dropLast().allSatisfy { "0123456789abcdef".contains($0) }, "\(tag)")
    }
}

/// The tag is a function of the bytes alone, unlike `Hasher`'s values, which change from process
/// to process: replicas answer a request with one tag, and a restart keeps clients' copies fresh.
/// Computed once (and by a transcription of the hash in Python, which agreed): no round, one
/// round, one round and seven tail bytes, two rounds and seven. A change to the hash changes them,
/// and every client's copies go stale once.
@Test func theTagsAreTheSameInEveryProcess() {
    #expect(EntityTagHash.tag(of: []) == #""059e0851301598a9""#)
    #expect(EntityTagHash.tag(of: Array(#"{"offset":0,"index":0}"#.utf8)) == #""2263dbf2cee1a4d2""#)
    #expect(EntityTagHash.tag(of: Array(0..<64)) == #""cdbf64f90ca55511""#)
    #expect(EntityTagHash.tag(of: Array(0..<71)) == #""435655c9855c89e4""#)
    #expect(EntityTagHash.tag(of: Array(0..<135)) == #""d587070ead68ed71""#)
}

@Test func equalBytesHaveEqualTagsHoweverMade() {
    for answer in answers {
        let copy = Array(String(decoding: answer, as: UTF8.self).utf8)
        #expect(EntityTagHash.tag(of: copy) == EntityTagHash.tag(of: answer))
        #expect(TaggedBody(bytes: answer).entityTag == EntityTagHash.tag(of: answer))
    }
    // The writer hashes as it writes: the same tag as after the fact.
    let result = CarouselLayout(type: .linear, itemCount: 3, viewport: Size(width: 320, height: 480)).layout(atOffset: 0)
    #expect(JSONAnswerWriter.encodeTagged(result).entityTag == EntityTagHash.tag(of: answers[0]))
}

@Test func roundsFedInAnySplitGiveTheTagOfTheWhole() {
    let body = answers[1]
    let whole = EntityTagHash.tag(of: body)
    for roundsAPiece in 1...5 {
        body.withUnsafeBytes { bytes in
            var hash = EntityTagHash()
            var start = 0
            let pieceBytes = roundsAPiece * EntityTagHash.roundBytes
            while bytes.count - start >= EntityTagHash.roundBytes {
                let end = min(start + pieceBytes, bytes.count)
                start += hash.absorbRounds(of: UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
            }
            let tag = hash.tag(ofRest: UnsafeRawBufferPointer(rebasing: bytes[start...]), count: bytes.count)
            #expect(tag == whole, "\(roundsAPiece) rounds a piece")
        }
    }
}

@Test func everyOneByteChangeChangesTheTag() {
    for answer in answers {
        var tags = DistinctTags()
        tags.add(answer)
        for position in answer.indices {
            // Another digit or letter, the case turned, one bit off: what a changed number or key
            // looks like. Each value once, and not the byte's own.
            let byte = answer[position]
            for value in Set([byte &+ 1, byte ^ 0x20, byte ^ 0x01, byte ^ 0x80]) where value != byte {
                var changed = answer
                changed[position] = value
                tags.add(changed)
            }
        }
        tags.expectAllDistinct("\(answer.count) bytes, each changed")
    }
}

@Test func bodiesDifferingOnlyInTheirNumbersHaveDistinctTags() {
    // `/snap`'s answers: short, alike, differing in a few digits; 200,000 of them.
    let indices = [0, 1, 7, 42, 99, 100, 1000, 12345, 99999, 100_000]
    expectDistinctTags(
        (0..<20_000).lazy.flatMap { offset in indices.lazy.map { Array(#"{"offset":\#(offset),"index":\#($0)}"#.utf8) } },
        "snaps")
    // Two neighbours swapped, anywhere in a long answer: each swap changes its own two positions.
    let answer = answers[1]
    var tags = DistinctTags()
    tags.add(answer)
    for position in answer.indices.dropLast() where answer[position] != answer[position + 1] {
        var changed = answer
        changed.swapAt(position, position + 1)
        tags.add(changed)
    }
    tags.expectAllDistinct("neighbours swapped")
}

@Test func everyTruncationAndExtensionHasATagOfItsOwn() {
    for answer in answers {
        // Every prefix, the empty one included: lengths across every round and tail.
        expectDistinctTags((0...answer.count).lazy.map { Array(answer.prefix($0)) }, "prefixes of \(answer.count) bytes")
        // One more byte, of every value; or repeated whitespace after the answer.
        expectDistinctTags([answer] + (0...255).map { answer + [UInt8($0)] }, "extended by a byte")
        expectDistinctTags((0...300).map { answer + Array(repeating: UInt8(ascii: " "), count: $0) }, "extended by spaces")
    }
    // Only the length differs: zeros (whose words are all zero) and spaces, up to sixteen rounds.
    expectDistinctTags((0...1024).map { Array(repeating: 0, count: $0) }, "zeros")
    expectDistinctTags((0...1024).map { Array(repeating: UInt8(ascii: " "), count: $0) }, "spaces")
}
