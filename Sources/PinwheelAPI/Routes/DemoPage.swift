// `GET /` and its scripts: the web client's demo page (clients/web/demo), embedded in the binary.

/// The demo page served at `/`: the HTML and CSS of demo.html and the scripts beside it (no build
/// step, no external resources), built on the web module, which places each layout's cards from
/// `/layout`, `/motion` and `/hit` answers.
public enum DemoPage {
    public static let contentType = "text/html; charset=utf-8"
    public static var bytes: [UInt8] { PackageResources.demo_html }

    /// One of the page's scripts: its path and its bytes, served as the page is (with no tag to
    /// cache them by, so that a page and its scripts always come from the same build).
    public struct Script: Sendable {
        public let path: String
        public let bytes: [UInt8]
    }

    /// The page's scripts: `demo.js`, which demo.html loads (its controls, the web module attached
    /// to the stage), and `demo-layouts.js` and `demo-home.js`, which it imports (each layout's
    /// parameters and cards; the home screen, the page it opens on).
    public static let scripts = [
        Script(path: "/demo.js", bytes: PackageResources.demo_js),
        Script(path: "/demo-layouts.js", bytes: PackageResources.demo_layouts_js),
        Script(path: "/demo-home.js", bytes: PackageResources.demo_home_js),
    ]

    /// The home screen's description, clients/fixtures/home-screen.json as it is (the one the
    /// Godot demo and the page benchmarks read too), which `demo-home.js` fetches.
    public static let homeScreen = (
        path: "/demo-home-screen.json", contentType: "application/json", bytes: PackageResources.home_screen_json
    )
}
