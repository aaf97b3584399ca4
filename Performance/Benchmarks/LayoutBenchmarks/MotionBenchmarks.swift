// The API's answers beyond one layout pass, from query to bytes as the routes compute them (no
// HTTP): `/motion` answers (computed, written, both), and `/hit` against `/layout` for one query.
//
// One iteration is one answer, so wallClock is the time per answer and mallocCountTotal its
// allocations.

import Benchmark
import HTTPCore
import PinwheelAPI
import WireFormat

/// A query string's items, split as the server splits them (no percent-decoding needed here); every
/// benchmark of an answer starts from these.
func queryItems(_ query: String) -> [QueryItem] {
    query.split(separator: "&").map { pair in
        let parts = pair.split(separator: "=", maxSplits: 1)
        return QueryItem(name: String(parts[0]), value: parts.count > 1 ? String(parts[1]) : nil)
    }
}

func motionBenchmarks() {
    // Rotary, 200-point items, released at 1200 points a second (6 items a second) from offset 15
    // (s0 = 0.075): the coast ends at ceil(0.075 + 2) = 3, T = 2.925 / 3 = 0.975 s, so frames at
    // k/60 for k = 0…58 and one at T: 60 frames of iCarousel's twelve visible items.
    let carousel = "layout=carousel&type=rotary&count=20&offset=15&velocity=1200"
    let motions: [(String, String)] = [
        ("carousel rotary release, 60 frames × 12 items, fields=css,zIndex,alpha", carousel + "&fields=css,zIndex,alpha"),
        ("carousel rotary release, 60 frames × 12 items, every field", carousel),
        // The wheel's longest release at the default rate: from 0 at 10⁹ points a second to the
        // snap of x∞ ≈ 5·10⁸, 10.35 s: 623 frames, 4,317 items.
        ("wheel release, 623 frames, 4,317 items, every field", "count=10000000&velocity=1000000000"),
        (
            "wheel release, 623 frames, 4,317 items, fields=css,zIndex,alpha",
            "count=10000000&velocity=1000000000&fields=css,zIndex,alpha"
        ),
        // The parallax list released at 10⁹ points a second over 10⁶ cells: 4.06 s, 245 frames, 1,157 elements.
        ("parallax release, 245 frames, 1,157 elements, every field", "layout=parallax&count=1000000&velocity=1000000000"),
    ]
    for (name, query) in motions {
        let items = queryItems(query)
        Benchmark("motion \(name): computed and written") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try! PinwheelRoutes.motionBody(query: items))
            }
        }
        let request = try! MotionRequest(query: items)
        Benchmark("motion \(name): computed") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(request.result())
            }
        }
        let result = request.result()
        Benchmark("motion \(name): written") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(ResponseEncoder.fast.encode(result, fields: request.fields))
            }
        }
    }

    // /hit lays the layout out as /layout does, then tests the point against each element instead
    // of writing them. The points land on the centred card (wheel), the front card (carousel) and
    // a cell under the sticky header (parallax).
    let hits: [(String, String, String)] = [
        ("wheel count=20 offset=300", "count=20&offset=300", "&x=187.5&y=300"),
        ("carousel rotary count=20 offset=450", "layout=carousel&type=rotary&count=20&offset=450", "&x=187.5&y=333.5"),
        ("parallax count=20 offset=640", "layout=parallax&count=20&offset=640", "&x=100&y=150"),
    ]
    for (name, layout, point) in hits {
        let layoutItems = queryItems(layout)
        let hitItems = queryItems(layout + point)
        Benchmark("/layout body, \(name)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try! PinwheelRoutes.layoutBody(query: layoutItems))
            }
        }
        Benchmark("/hit body, \(name)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try! PinwheelRoutes.hitBody(query: hitItems))
            }
        }
    }
}
