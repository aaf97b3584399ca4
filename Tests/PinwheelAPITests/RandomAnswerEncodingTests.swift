// The answers to random queries of every layout: the fast encoder gives the reference encoder's bytes exactly.

import Foundation
import HTTPCore
import LayoutEngine
import PinwheelAPI
import TestSupport
import Testing
import WireFormat

@Test(arguments: 0..<20)
func randomLayoutsEncodeToJSONEncodersBytes(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<50 {
        let query = randomQuery(&random)
        guard let request = try? LayoutRequest(query: queryItems(query)) else { continue }
        let result = request.result()
        #expect(ResponseEncoder.fast.encode(result) == ResponseEncoder.foundation.encode(result), "seed \(seed): \(query)")
        if case .wheel(let posed) = request {
            let snap = posed.layout.snap(proposedOffset: posed.offset, velocity: Double.random(in: -1...1, using: &random))
            #expect(ResponseEncoder.fast.encode(snap) == ResponseEncoder.foundation.encode(snap), "seed \(seed): \(query)")
        }
    }
}

@Test(arguments: 0..<20)
func randomLayoutsCutToRandomFieldsEncodeAlike(seed: UInt64) throws {
    var random = SeededGenerator(seed: 3000 + seed)
    for _ in 0..<30 {
        let query = randomQuery(&random)
        guard let request = try? LayoutRequest(query: queryItems(query)) else { continue }
        let result = request.result()
        let fields = randomFields(&random)
        #expect(
            ResponseEncoder.fast.encode(result, fields: fields) == ResponseEncoder.foundation.encode(result, fields: fields),
            "seed \(3000 + seed): \(query) \(fields)")
    }
}

@Test(arguments: 0..<12)
func randomMotionsCutToRandomFieldsEncodeAlike(seed: UInt64) {
    var random = SeededGenerator(seed: 5000 + seed)
    var answered = 0
    for _ in 0..<16 {
        let query = randomMotionQuery(&random)
        guard let request = try? MotionRequest(query: queryItems(query)) else { continue }
        answered += 1
        let result = request.result()
        let fields = randomFields(&random)
        #expect(
            ResponseEncoder.fast.encode(result, fields: fields) == ResponseEncoder.foundation.encode(result, fields: fields),
            "seed \(5000 + seed): \(query) \(fields)")
    }
    #expect(answered > 0)
}

/// Tests/WireFormatTests/JSONAnswerWriterTests.swift holds the writer to its bound over motions
/// this large: the limits must stay within them.
@Test func theMotionLimitsStayWithinWhatTheWritersBoundIsTestedAt() {
    #expect(Limits.itemsPerMotion <= 5_000 && Limits.framesPerMotion <= 3_600)
}

@Test func bothEncodersAreSelectableAndAgree() throws {
    let result = try LayoutRequest(query: queryItems("count=20&offset=300")).result()
    #expect(ResponseEncoder.fast.encode(result) == ResponseEncoder.foundation.encode(result))
    #expect(ResponseEncoder(rawValue: "foundation") == .foundation)
}
