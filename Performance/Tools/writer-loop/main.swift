// writer-loop: one answer encoded by the server's JSON writer again and again, a loop to count
// instructions in (a machine shared with builds makes wall-clock figures noisy), and to time.
//
//     cd Performance && swift build -c release --product writer-loop
//     valgrind --tool=callgrind .build/release/writer-loop 'layout=wheel&count=20&offset=300' 1100
//
// The instructions per encoding are the difference between two runs (say 100 and 1,100
// iterations) over the difference in iterations, which leaves out start-up and laying out.
// A query starting `motion:` is a `/motion` query, encoded with its `fields`. It also prints the
// loop's wall-clock time over its iterations (Performance/http/bench-http's goal 11 times it against the
// same file built with the code before issue 22).

import Foundation
import HTTPCore
import LayoutEngine
import PinwheelAPI

// The code before issue 22 (Performance/http/bench-http.d/baseline-build.sh) had the writer inside PinwheelAPI.
#if canImport(WireFormat)
    import WireFormat
#endif

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let iterations = Int(arguments.last!) else {
    print("usage: writer-loop [motion:]QUERY ITERATIONS")
    exit(2)
}
var query = arguments.first!
let isMotion = query.hasPrefix("motion:")
if isMotion { query.removeFirst("motion:".count) }
let items = query.split(separator: "&").map { pair in
    let parts = pair.split(separator: "=", maxSplits: 1)
    return QueryItem(name: String(parts[0]), value: parts.count > 1 ? String(parts[1]) : nil)
}
var bytes = 0
var started = ContinuousClock.now
if isMotion {
    let request = try MotionRequest(query: items)
    let result = request.result()
    started = .now
    for _ in 0..<iterations { bytes &+= ResponseEncoder.fast.encode(result, fields: request.fields).count }
} else {
    let result = try LayoutRequest(query: items).result()
    started = .now
    for _ in 0..<iterations { bytes &+= ResponseEncoder.fast.encode(result).count }
}
let (seconds, attoseconds) = (ContinuousClock.now - started).components
let nanoseconds = (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(max(iterations, 1))
print("\(iterations) encodings, \(bytes) bytes, \(Int(nanoseconds.rounded())) ns an encoding")
