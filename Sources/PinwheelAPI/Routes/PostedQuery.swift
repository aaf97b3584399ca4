// What a POST's query may hold: the posts of size tables and pages take their input from the body.

import HTTPCore

extension Request {
    /// Refuses a query parameter of this `POST` (to `endpoint`) other than `taken`, which the post
    /// takes and ignores (a proxy routes on it: `page` on `POST /sizes`), naming the first one.
    func refuseQueryParameters(but taken: [StaticString] = [], of endpoint: String) throws(Problem) {
        let unknown = query.firstItem { name in !taken.contains { Query.spells(name, ByteView($0)) } }
        guard let unknown else { return }
        throw .unknownParameter(unknown.name, "not a parameter of POST \(endpoint), which reads its body")
    }
}
