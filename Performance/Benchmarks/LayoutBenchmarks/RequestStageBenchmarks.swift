// What Pinwheel does per request between libmicrohttpd's callback and its response, stage by
// stage, for the queries of Performance/http/bench-http's ceiling goals (1, 6, 7 and 8): reading the query,
// laying out, writing the JSON, and the whole route (ETag and headers included) through the
// router without middleware.
//
// One iteration is one request's stage, so wallClock is the time per request. Against the bare
// server's time per request, these say how much of the gap each stage is (BENCHMARKS.md).

import Benchmark
import HTTPCore
import PinwheelAPI
import WireFormat

func requestStageBenchmarks() {
    let router = PinwheelRoutes.router()
    let layouts: [(String, String)] = [
        ("goal 1, wheel", "layout=wheel&count=20&offset=300"),
        ("goal 6, carousel", "layout=carousel&type=rotary&count=20&offset=300"),
        ("goal 7, parallax", "layout=parallax&count=10&offset=900"),
    ]
    for (name, query) in layouts {
        let items = queryItems(query)
        Benchmark("stage \(name): query read") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try! LayoutRequest(query: items))
            }
        }
        let request = try! LayoutRequest(query: items)
        Benchmark("stage \(name): laid out") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(request.result())
            }
        }
        let result = request.result()
        Benchmark("stage \(name): written") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(ResponseEncoder.fast.encode(result))
            }
        }
        routeBenchmark(name, router: router, path: "/layout", items: items)
    }
    let motion = "layout=carousel&type=rotary&count=20&offset=15&velocity=1200&fields=css,zIndex,alpha"
    routeBenchmark("goal 8, 60-frame motion", router: router, path: "/motion", items: queryItems(motion))
}

private func routeBenchmark(_ name: String, router: Router, path: String, items: [QueryItem]) {
    let request = Request(method: .get, path: path, query: items)
    Benchmark("stage \(name): routed (query to response)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(router.respond(to: request))
        }
    }
}
