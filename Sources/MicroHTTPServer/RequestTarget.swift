// The request target's four forms (RFC 9112 §3.2) reduced to the path the router looks up.

package import HTTPCore
package import HTTPTypes

/// Where a request is routed, from its target as libmicrohttpd hands it over (percent-decoded,
/// the query already split off).
package enum RequestTarget {
    /// The path to route, or why the target is refused:
    /// - origin form (`/layout`): the path itself;
    /// - absolute form (`http://host:port/layout`, which servers must accept): its path, `/` when
    ///   it has none; any scheme but http and https is refused;
    /// - asterisk form (`*`): only for `OPTIONS`, routed as the path `*`;
    /// - authority form (`host:port`) is CONNECT's, for proxies: 501; anything else is refused.
    package static func path(of target: String, method: HTTPRequest.Method) -> Result<String, MalformedRequest> {
        if target.utf8.first == UInt8(ascii: "/") { return .success(target) }
        if target == "*" {
            return method == .options
                ? .success(target) : .failure(MalformedRequest(field: "target", reason: "* is only for OPTIONS"))
        }
        if let path = absoluteFormPath(target) { return .success(path) }
        if method == .connect {
            return .failure(
                MalformedRequest(status: .notImplemented, field: "method", reason: "CONNECT: this server is not a proxy"))
        }
        return .failure(MalformedRequest(field: "target", reason: "not a path, nor an http or https URL"))
    }

    /// The path of `http://authority/path` or `https://…` (scheme in any case), nil for any other
    /// text or an empty authority.
    private static func absoluteFormPath(_ target: String) -> String? {
        let utf8 = target.utf8
        guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let scheme = target[..<colon].lowercased()
        guard scheme == "http" || scheme == "https", target[colon...].hasPrefix("://") else { return nil }
        let authorityStart = utf8.index(colon, offsetBy: 3)
        let pathStart = utf8[authorityStart...].firstIndex(of: UInt8(ascii: "/")) ?? utf8.endIndex
        guard pathStart > authorityStart else { return nil }
        return pathStart == utf8.endIndex ? "/" : String(target[pathStart...])
    }
}
