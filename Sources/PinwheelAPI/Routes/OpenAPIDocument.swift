// `GET /openapi.yaml`: the repository's openapi.yaml, embedded in the binary.

/// The OpenAPI description the server publishes at `/openapi.yaml`: the repository's
/// `openapi.yaml`, embedded in the binary at build time.
public enum OpenAPIDocument {
    public static var bytes: [UInt8] { PackageResources.openapi_yaml }
}
