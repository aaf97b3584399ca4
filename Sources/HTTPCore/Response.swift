// An HTTP response as handlers produce it: status, header fields and body bytes.

public import HTTPTypes

/// What a route answers. The transport (MicroHTTPServer) copies it into its own response: the
/// status, the body, and the header fields `forEachField` names.
public struct Response: Sendable {
    public var status: HTTPResponse.Status
    /// Every header field but `ETag`.
    public var headerFields: HTTPFields
    /// The `ETag` field's value (RFC 9110 §8.8.3), nil for none; sent after `headerFields`
    /// (`forEachField`). Kept apart because it is the one field that differs from answer to answer:
    /// answers of one kind then share one `HTTPFields`, where putting the tag in would copy it
    /// (an allocation, and a retain and a release of every field) for each answer.
    public var entityTag: String?
    public var body: [UInt8]
    /// A `304`'s `Content-Length`: the length of the `200` it stands for, which RFC 9110 §8.6 lets
    /// it state (and no other length). The transport states it and sends no body; nil, and on
    /// every other status, the body's own length is stated.
    public var notModifiedLength: Int?

    public init(status: HTTPResponse.Status, headerFields: HTTPFields = [:], entityTag: String? = nil, body: [UInt8] = []) {
        self.status = status
        self.headerFields = headerFields
        self.entityTag = entityTag
        self.body = body
    }

    /// `304 Not Modified` for an answer whose `200` would carry `length` bytes under `entityTag`.
    public static func notModified(headerFields: HTTPFields, entityTag: String, length: Int) -> Response {
        var response = Response(status: .notModified, headerFields: headerFields, entityTag: entityTag)
        response.notModifiedLength = length
        return response
    }

    /// The name `entityTag` is sent under (RFC 9110 §8.8.3).
    @inlinable public static var entityTagName: StaticString { "ETag" }

    /// The header field every answer is sent with after its own and its tag, whatever made it (a
    /// route, a 404, a refusal before routing): `X-Content-Type-Options: nosniff`, so that no
    /// answer may be read as another type than it declares (a problem as HTML, say). Not put in
    /// `headerFields`, which answers of one kind share: adding it there would copy them for each
    /// answer. Text fixed when the program is built, which a transport hands on as it is.
    @inlinable public static var fieldOfEveryAnswer: (name: StaticString, value: StaticString) {
        ("X-Content-Type-Options", "nosniff")
    }

    /// Calls `body` with the name and value of every header field the answer is sent with, in
    /// the order a transport writes them: `headerFields`, then the tag (`entityTagName`), then
    /// `fieldOfEveryAnswer`. A transport writes these and only its own framing besides
    /// (`Content-Length`, `Connection`).
    public func forEachField(_ body: (_ name: String, _ value: String) -> Void) {
        for field in headerFields { body(field.name.rawName, field.value) }
        if let entityTag { body(Self.entityTagName.description, entityTag) }
        body(Self.fieldOfEveryAnswer.name.description, Self.fieldOfEveryAnswer.value.description)
    }

    /// A response whose body has the given media type.
    public init(status: HTTPResponse.Status = .ok, contentType: String, body: [UInt8]) {
        self.init(status: status, headerFields: [.contentType: contentType], body: body)
    }
}
