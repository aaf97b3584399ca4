import HTTPCore
import HTTPTypes
import Testing

/// A request with no query and no header fields, made on many threads at once, as a server's
/// threads make them. Under `--sanitize=thread` this fails if empty pairs are packed with
/// `[UInt8](unsafeUninitializedCapacity: 0)`: that stores its count into the standard library's
/// one shared empty-array object, from every thread.
@Test func emptyRequestsMadeOnManyThreadsAtOnceShareNothing() async {
    let itemCounts = await withTaskGroup(of: Int.self) { group in
        for _ in 0..<8 {
            group.addTask {
                (0..<2000).reduce(0) { sum, _ in
                    let request = Request(method: .get, path: "/")
                    return sum + request.query.count + request.headerFields.count
                }
            }
        }
        return await group.reduce(0, +)
    }
    #expect(itemCounts == 0)
}

@Test func packedQueryItemsAndHeaderFieldsReadBackAsSent() {
    let request = Request(
        method: .get, path: "/", query: [QueryItem(name: "a", value: "1"), QueryItem(name: "b", value: nil)],
        headerFields: [.accept: "text/plain"])
    #expect(Array(request.query) == [QueryItem(name: "a", value: "1"), QueryItem(name: "b", value: nil)])
    #expect(request.headers[.accept] == "text/plain")
}
