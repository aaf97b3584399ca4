// An HTTP response as handlers produce it: status, header fields and body bytes.

public import HTTPTypes

/// What a route answers. The transport (MicroHTTPServer) copies it into its own response.
public struct Response: Sendable {
    public var status: HTTPResponse.Status
    public var headerFields: HTTPFields
    public var body: [UInt8]

    public init(status: HTTPResponse.Status, headerFields: HTTPFields = [:], body: [UInt8] = []) {
        self.status = status
        self.headerFields = headerFields
        self.body = body
    }

    /// A response whose body has the given media type.
    public init(status: HTTPResponse.Status = .ok, contentType: String, body: [UInt8]) {
        self.init(status: status, headerFields: [.contentType: contentType], body: body)
    }
}
