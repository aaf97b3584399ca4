// Items of their own sizes: a parallax page over a 1,000,000-cell size table against a 20-cell list, and POST /sizes of 100,000 lengths.

import Benchmark
import HTTPCore
import HTTPTypes
import LayoutEngine
import PinwheelAPI

/// One iteration is one request through the API's router (query read, table looked up, laid out,
/// written), or one `POST /sizes` (body parsed, canonical text hashed, table held or found).
func sizeBenchmarks() {
    let tables = SizeTableStore(memoryLimit: 64 * 1024 * 1024)
    let router = PinwheelRoutes.router(sizeTables: tables)
    let heights = [64, 88, 120, 240]
    let million = (0..<1_000_000).map { String(heights[($0 * 7 + $0 / 3) % 4]) }.joined(separator: ",")
    let posted = router.respond(to: sizesPost(million))
    let id = posted.headerFields[.location].map { String($0.dropFirst("/sizes/".count)) } ?? "missing"

    // Both pages show about the same elements: a few cells of the middle of the list.
    let queries = [
        "20-cell list": "layout=parallax&count=20&sizes=64,88,120,240*3,64,88*2,120*11&offset=900",
        "1,000,000-cell table": "layout=parallax&count=1000000&sizes=@\(id)&offset=62000000",
    ]
    for (name, query) in queries.sorted(by: { $0.key < $1.key }) {
        let request = Request(method: .get, path: "/layout", query: queryItems(query))
        Benchmark("sizes: GET /layout, parallax, \(name)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(router.respond(to: request))
            }
        }
    }

    let hundredThousand = (0..<100_000).map { String(heights[($0 * 5 + $0 / 7) % 4]) }.joined(separator: ",")
    let post = sizesPost(hundredThousand)
    Benchmark("sizes: POST /sizes, 100,000 lengths (text)", configuration: .init(maxDuration: .seconds(3))) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(router.respond(to: post))
        }
    }
}

private func sizesPost(_ text: String) -> Request {
    Request(method: .post, path: "/sizes", headerFields: [.contentType: "text/plain"], body: Array(text.utf8))
}
