// dtoa-check: the JSON writer's numbers against Swift's `description` over many random finite doubles.
//
//     cd Performance && swift run -c release dtoa-check [COUNT] [SEED]
//
// COUNT (10^8 unless given) doubles with uniformly random bit patterns, NaNs and infinities drawn
// again, so every binary exponent is as likely. Each is encoded by the server's writer (as a
// `/snap` answer's offset, so through the writer's whole number path) and compared byte for byte
// with what `JSONEncoder` writes: `description` without a trailing `.0` (`JSONNumberFormatTests`
// holds the two to be the same). Prints the mismatches (the first ten in full) and the time;
// exits with status 1 if any.

import Foundation
import LayoutEngine
import PinwheelAPI
import TestSupport
import WireFormat

extension SeededGenerator {
    /// A finite double, every finite bit pattern as likely.
    mutating func nextFinite() -> Double {
        while true {
            let value = Double(bitPattern: next())
            if value.isFinite { return value }
        }
    }
}

/// Whether the writer's `/snap` answer holds `value` as `JSONEncoder` would write it.
func writesAsJSONEncoder(_ value: Double) -> Bool {
    let answer = ResponseEncoder.fast.encode(SnapResult(offset: value, index: 0))
    var expected = value.description
    if expected.hasSuffix(".0") { expected.removeLast(2) }
    // {"index":0,"offset":NUMBER}
    let prefixCount = #"{"index":0,"offset":"#.utf8.count
    return answer.count == prefixCount + expected.utf8.count + 1
        && answer[prefixCount..<(answer.count - 1)].elementsEqual(expected.utf8)
}

let arguments = CommandLine.arguments.dropFirst()
let count = arguments.first.flatMap { Int($0) } ?? 100_000_000
let seed = arguments.dropFirst().first.flatMap { UInt64($0) } ?? 1
var random = SeededGenerator(seed: seed)
var mismatches = 0
let start = ContinuousClock.now
for checked in 1...count {
    let value = random.nextFinite()
    if !writesAsJSONEncoder(value) {
        mismatches += 1
        if mismatches <= 10 {
            let answer = String(decoding: ResponseEncoder.fast.encode(SnapResult(offset: value, index: 0)), as: UTF8.self)
            print("mismatch: bits 0x\(String(value.bitPattern, radix: 16)), description \(value.description), wrote \(answer)")
        }
    }
    if checked % 10_000_000 == 0 {
        print("\(checked) checked, \(mismatches) mismatches, \(ContinuousClock.now - start)")
    }
}
let elapsed = ContinuousClock.now - start
print("dtoa-check: \(count) random finite doubles (seed \(seed)), \(mismatches) mismatches, \(elapsed)")
exit(mismatches == 0 ? 0 : 1)
