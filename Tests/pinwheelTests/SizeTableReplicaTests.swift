// Two real server processes and nothing between them: a table posted to one is unknown to the other until re-posted.

import Foundation
import HTTPTestClient
import LayoutEngine
@testable import PinwheelAPI
import Testing

/// What a client does with a size table across replicas (docs/API.md: "Size tables"): send `@id`;
/// on a 404 `sizes-unknown`, post the list again to the replica that answered, then retry once.
private func layout(
    _ query: String, table list: String, id: String, on client: HTTPTestClient
) throws -> (first: RawResponse, final: RawResponse, reposted: Bool) {
    let first = try client.get("\(query)&sizes=@\(id)")
    guard first.status == 404, first.bodyText.contains("urn:pinwheel:problem:sizes-unknown") else {
        return (first, first, false)
    }
    let posted = try client.send(
        method: "POST", target: "/sizes", headers: ["Content-Type: text/plain"], body: Array(list.utf8))
    #expect(posted.status == 201)
    return (first, try client.get("\(query)&sizes=@\(id)"), true)
}

@Test func aTablePostedToOneReplicaIsRepostedToTheOther() throws {
    let one = try RunningServer()
    let other = try RunningServer()
    let list = "120*50000,80*50000"
    let posted = try one.client.send(
        method: "POST", target: "/sizes", headers: ["Content-Type: text/plain"], body: Array(list.utf8))
    #expect(posted.status == 201)
    let id = try #require(posted.header("location")?.split(separator: "/").last.map(String.init))
    let query = "/layout?layout=parallax&count=100000&offset=6000000"

    let onOne = try layout(query, table: list, id: id, on: one.client)
    #expect(onOne.first.status == 200 && !onOne.reposted)
    let onOther = try layout(query, table: list, id: id, on: other.client)
    #expect(onOther.first.status == 404 && onOther.reposted)
    #expect(onOther.final.status == 200)
    // Both replicas named the list alike and answer the same bytes.
    #expect(onOther.final.body == onOne.final.body)
    _ = one.stop()
    _ = other.stop()
}

@Test func aServerEvictsTablesPastSizesMemory() throws {
    // Seven and a half one-run tables' cost hold seven (each its arrays and SizeTable.bookkeepingCost).
    let cost = SizeTable(lengths: ItemLengths(runs: [ItemLengthRun(length: 1, count: 100)])).memoryCost
    let server = try RunningServer(extraArguments: ["--sizes-memory", "\(cost * 15 / 2)"])
    var ids: [String] = []
    for length in 1...10 {
        let posted = try server.client.send(
            method: "POST", target: "/sizes", headers: ["Content-Type: text/plain"], body: Array("\(length)*100".utf8))
        #expect(posted.status == 201)
        ids.append(try #require(posted.header("location")).replacingOccurrences(of: "/sizes/", with: ""))
    }
    let held = try ids.map { try server.client.send(method: "HEAD", target: "/sizes/\($0)").status }
    #expect(held == [404, 404, 404, 200, 200, 200, 200, 200, 200, 200])
    _ = server.stop()
}
