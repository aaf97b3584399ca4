// POST /sizes/{id}: a table posted to the id its client computed, on the real server (deploy/CONTAINER.md).

import Foundation
import HTTPTestClient
@testable import PinwheelAPI
import Testing

private struct PostedTable: Decodable, Equatable {
    var count: Int
    var id: String
    var total: Double
}

/// The id of a table whose canonical text is `canonicalText` (docs/LAYOUTS.md §6).
private func tableID(_ canonicalText: String) -> String {
    "sha256-" + SHA256.hexDigest(Array(canonicalText.utf8))
}

private func post(_ client: HTTPTestClient, _ target: String, _ body: String, type: String = "text/plain") throws
    -> RawResponse
{
    try client.send(method: "POST", target: target, headers: ["Content-Type: \(type)"], body: Array(body.utf8))
}

@Test func aTablePostedToItsOwnIDIsHeldAsByPostSizes() throws {
    try withAPIServer { client in
        let id = tableID("200,150*3,320")
        // Not the canonical text itself: the id is the canonical text's, whatever the spelling.
        let first = try post(client, "/sizes/\(id)", "200,150,150,150,320\n")
        #expect(first.status == 201, "\(first.bodyText)")
        #expect(try decode(PostedTable.self, first) == PostedTable(count: 5, id: id, total: 970))
        #expect(first.header("location") == "/sizes/\(id)")
        let again = try post(client, "/sizes/\(id)", "[200, 150, 150, 150, 320]", type: "application/json")
        #expect(again.status == 200)
        #expect(try post(client, "/sizes", "200,150*3,320").status == 200)
        #expect(try client.get("/sizes/\(id)").bodyText == "200,150*3,320")
        #expect(try client.get("/layout?layout=parallax&count=5&sizes=@\(id)").status == 200)
    }
}

@Test func aPostTakesThePageItIsPostedWithAndIgnoresIt() throws {
    // Behind a balancer that hashes on page ids (deploy/nginx.conf), a client posts a page's table
    // as POST /sizes/{tableId}?page=@{pageId} (docs/PAGE.md §1): the server holds the table as
    // without the query, whether or not it holds that page.
    try withAPIServer { client in
        let id = tableID("200,150*3,320")
        let page = "sha256-" + String(repeating: "0", count: 64)  // no page the server holds
        let first = try post(client, "/sizes/\(id)?page=@\(page)", "200,150*3,320")
        #expect(first.status == 201, "\(first.bodyText)")
        #expect(try decode(PostedTable.self, first) == PostedTable(count: 5, id: id, total: 970))
        #expect(try post(client, "/sizes/\(id)?page=%40\(page)", "200,150*3,320").status == 200)
        #expect(try post(client, "/sizes?page=@\(page)", "200,150*3,320").status == 200)
        #expect(try client.send(method: "HEAD", target: "/sizes/\(id)").status == 200)
        #expect(try client.send(method: "HEAD", target: "/pages/\(page)").status == 404)
    }
}

@Test func aTableOverTheServersBodyLimitIsTakenAtItsIDUpToThePostsOwn() throws {
    try withAPIServer { client in
        // 20,000 distinct lengths: 108,894 bytes, over the server's 64 KiB for other bodies.
        let text = (1...20_000).map(String.init).joined(separator: ",")
        let posted = try post(client, "/sizes/\(tableID(text))", text)
        #expect(posted.status == 201, "\(posted.bodyText)")
        #expect(try decode(PostedTable.self, posted).count == 20_000)
        let huge = try client.send(
            method: "POST", target: "/sizes/\(tableID("1"))",
            headers: ["Content-Type: text/plain", "Content-Length: \(SizeTableRoutes.maximumBodySize + 1)"], body: [])
        #expect(huge.status == 413)
    }
}

@Test func anotherTablesIDIs409NamingTheBodysIDAndHoldsNothing() throws {
    try withAPIServer { client in
        let pathID = tableID("200,150*3,320")
        let bodyID = tableID("200,150*3,321")
        let response = try post(client, "/sizes/\(pathID)", "200,150*3,321")
        #expect(response.status == 409)
        #expect(response.header("content-type") == "application/problem+json")
        let problem = try decode(Problem.self, response)
        #expect(problem.type == "urn:pinwheel:problem:sizes-id-mismatch")
        #expect(problem.parameter == "id")
        #expect(problem.detail.contains("the body's table is \(bodyID), not \(pathID)"), "\(problem.detail)")
        #expect(try client.send(method: "HEAD", target: "/sizes/\(bodyID)").status == 404)
        #expect(try client.send(method: "HEAD", target: "/sizes/\(pathID)").status == 404)
    }
}

@Test func aBadBodyAtAWellFormedIDIsRefusedForTheBody() throws {
    try withAPIServer { client in
        let id = tableID("1")
        let malformed = try post(client, "/sizes/\(id)", "150*0")
        #expect(malformed.status == 400)
        #expect(try decode(Problem.self, malformed).parameter == "body")
        let untyped = try client.send(method: "POST", target: "/sizes/\(id)", body: Array("1".utf8))
        #expect(untyped.status == 415)
    }
}

private let digits = String(repeating: "0123456789abcdef", count: 4)

@Test(arguments: [
    "sha256-" + digits.uppercased(), "sha256-" + digits.dropLast(), "sha256-" + digits + "0",
    "sha256-" + String(repeating: "g", count: 64), "sha1-" + digits, "SHA256-" + digits, digits,
    "sha256-" + digits + "/extra", "..", "sha256-", String(repeating: "a", count: 300),
])
func aMalformedIDIs400NamingTheIDAndHoldsNothing(id: String) throws {
    try withAPIServer { client in
        let response = try post(client, "/sizes/\(id)", "1")
        #expect(response.status == 400, "\(id): \(response.bodyText)")
        #expect(response.header("content-type") == "application/problem+json")
        let problem = try decode(Problem.self, response)
        #expect(problem.parameter == "id", "\(id): \(problem.detail)")
        // The detail quotes at most 40 bytes of what it was given.
        #expect(problem.detail.utf8.count < 300, "\(problem.detail)")
        #expect(try client.send(method: "HEAD", target: "/sizes/\(tableID("1"))").status == 404)
        // Read at the same path, the same id is refused the same way (a well-formed one not held
        // is the 404 above).
        let read = try client.get("/sizes/\(id)")
        #expect(read.status == 400, "GET \(id): \(read.bodyText)")
        #expect(try decode(Problem.self, read).type == problem.type)
        #expect(try client.send(method: "HEAD", target: "/sizes/\(id)").status == 400)
    }
}

@Test(arguments: [
    "/sizes/", "/sizes/%00", "/sizes/sha256-\(digits)%2F..", "/sizes/\u{1}", "/sizes/sha256-\(digits.dropLast())é",
    "/sizes/sha256-\(digits.dropLast(2))%41", "/sizes/" + String(repeating: "a", count: 20_000),
])
func aPathNoIDCanBeIsRefusedWith4xxProblem(target: String) throws {
    try withAPIServer { client in
        let response = try post(client, target, "1")
        #expect((400..<500).contains(response.status), "\(target): \(response.status)")
        #expect(response.header("content-type") == "application/problem+json", "\(target)")
        #expect(try client.send(method: "HEAD", target: "/sizes/\(tableID("1"))").status == 404)
    }
}
