// No two distinct answers share an entity tag, over a seeded sweep of real answers of every layout and endpoint.

import LayoutEngine
import PinwheelAPI
import TestSupport
import Testing
import WireFormat

/// How many queries the sweep answers: a debug build answers about 3,100 a second of one core
/// (25,000 in 8.1 s of CPU; `swift test --skip-build --filter noTwoDistinctAnswersShareATag` under
/// `/usr/bin/time`), which keeps the test near the few seconds a unit test may take. The
/// hundreds of thousands of near misses are WireFormatTests' (EntityTagHashTests.swift).
private let sampleSize = 25_000

/// Answer `index` of the sweep, made from a seed of its own so that any one can be made again:
/// `/layout` (every item key, or a random subset) for six in ten, a `/snap`, a `/hit` and a short
/// `/motion` for the rest; nil when its random query is refused.
private func answer(_ index: Int) -> TaggedBody? {
    var random = SeededGenerator(seed: UInt64(index) &* 0x9E37_79B9 &+ 17)
    let encoder = ResponseEncoder.fast
    switch index % 10 {
    case 0..<6:
        guard let request = try? LayoutRequest(query: queryItems(randomQuery(&random))) else { return nil }
        return encoder.encodeTagged(request.result(), fields: randomFields(&random))
    case 6, 7:
        let query = randomQuery(&random) + "&velocity=\(Double.random(in: -5000...5000, using: &random))"
        guard let request = try? SnapRequest(query: queryItems(query)) else { return nil }
        return TaggedBody(bytes: encoder.encode(request.result()))
    case 8:
        let point = "&x=\(Double.random(in: -100...2100, using: &random))&y=\(Double.random(in: -100...2100, using: &random))"
        guard let request = try? HitRequest(query: queryItems(randomQuery(&random) + point)) else { return nil }
        return TaggedBody(bytes: encoder.encode(request.result()))
    default:
        // A few frames: the slowest answers to make, so at the lowest frame rate.
        let query = randomMotionQuery(&random).split(separator: "&").filter { !$0.hasPrefix("fps=") }.joined(separator: "&")
        guard let request = try? MotionRequest(query: queryItems(query + "&fps=1")) else { return nil }
        return encoder.encodeTagged(request.result(), fields: randomFields(&random))
    }
}

/// The hash a tag spells: `"` + 16 hex digits + `"`.
private func hash(_ tag: String) -> UInt64? { UInt64(tag.dropFirst().dropLast(), radix: 16) }

/// A tag names a `200`'s bytes: a client that sends it back in `If-None-Match` gets `304 Not
/// Modified` and shows the bytes it kept. Two distinct answers under one tag would send a wrong
/// 304: a client holding one answer would keep showing it when asked for the other.
///
/// The sweep: `sampleSize` seeded queries of every layout (counts, offsets, widths, heights, the
/// layouts' own options and `fields` drawn at random) answered by the engine and encoded as the
/// server encodes them, tags made as the writer makes them (as it writes). Of n distinct answers
/// there are n(n − 1)/2 pairs, each of which a collision could be: the sweep's 18,587 distinct
/// answers (of 25,000 queries, 4,044 refused and 2,369 answered as another was) make 172,728,991
/// pairs. For an ideal 64-bit hash the chance that any of them shares a tag is about n²/2⁶⁵, 9.4 ×
/// 10⁻¹²: the test fails only for a hash far weaker than that, or one that drops some part of an
/// answer (a round, the tail, the length). Answers whose tags agree are made again and compared
/// byte for byte: equal answers (two queries with one answer) share a tag, as they should.
@Test func noTwoDistinctAnswersShareATag() {
    var firstWithTag: [UInt64: Int] = [:]
    firstWithTag.reserveCapacity(sampleSize)
    var repeated = 0
    var collisions: [(Int, Int)] = []
    for index in 0..<sampleSize {
        guard let body = answer(index) else { continue }
        guard let tag = hash(body.entityTag) else {
            Issue.record("answer \(index): \(body.entityTag) is not a tag")
            continue
        }
        guard let earlier = firstWithTag[tag] else {
            firstWithTag[tag] = index
            continue
        }
        if answer(earlier)?.bytes == body.bytes { repeated += 1 } else { collisions.append((earlier, index)) }
    }
    #expect(collisions.isEmpty, "answers sharing a tag with distinct bytes: \(collisions)")
    // The sweep is as large as the comment says.
    #expect(firstWithTag.count >= 18_000, "\(firstWithTag.count) distinct answers, \(repeated) repeats")
}

/// The writer's tag, made as it writes, is the tag of its bytes made after the fact: every
/// replica and both encoders tag an answer alike.
@Test func theWritersTagIsTheTagOfItsBytes() {
    for index in 0..<2_000 {
        guard let body = answer(index) else { continue }
        #expect(body.entityTag == EntityTagHash.tag(of: body.bytes), "answer \(index)")
    }
}
