// A size table's address, `/sizes/{id}`: the id a post names in its path, and the refusals of a bad one.

import HTTPTypes

/// Reads the id of `POST /sizes/{id}`, the path a client posts a table to when it computed the
/// id itself (the SHA-256 of the canonical text), so that a balancer hashing on the id sends the
/// post where the queries naming it go (deploy/CONTAINER.md).
enum SizeTableAddress {
    /// The id `path` names: nil for `/sizes` itself (the server computes the id), else the part
    /// after `/sizes/`, which must have an id's form.
    static func id(inPath path: String) throws(Problem) -> String? {
        guard path.hasPrefix(SizeTableRoutes.tablePathPrefix) else { return nil }
        let id = path.utf8.dropFirst(SizeTableRoutes.tablePathPrefix.utf8.count)
        guard SizeTable.isID(Substring(id)) else { throw .sizesIDMalformed(id) }
        return String(Substring(id))
    }
}

extension Problem {
    /// The parameter a post's id is reported under: the `{id}` of `/sizes/{id}`.
    static let sizeTableIDName = "id"

    /// `POST`, `GET` or `HEAD /sizes/{bad}`: the path's id is not `sha256-` and 64 lowercase hexadecimal digits.
    static func sizesIDMalformed(_ id: some Collection<UInt8>) -> Problem {
        Problem(
            type: "urn:pinwheel:problem:invalid-id", title: "Invalid table id", status: .badRequest,
            detail: "id: '\(SizeList.quoted(id))' is not a size table's id (sha256- and 64 lowercase hexadecimal "
                + "digits: the SHA-256 of the table's canonical text)",
            parameter: sizeTableIDName)
    }

    /// `POST /sizes/{id}` whose body is another table: nothing is held, and the detail names
    /// the body's own id, where the table belongs.
    static func sizesIDMismatch(path: String, body: String) -> Problem {
        Problem(
            type: "urn:pinwheel:problem:sizes-id-mismatch", title: "Table id mismatch", status: .conflict,
            detail: "id: the body's table is \(body), not \(path); post it to /sizes/\(body) (the SHA-256 of the "
                + "table's canonical text, docs/LAYOUTS.md §6)",
            parameter: sizeTableIDName)
    }
}
