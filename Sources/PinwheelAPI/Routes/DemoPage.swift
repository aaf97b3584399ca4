// `GET /`: the web client's demo page (clients/web/demo/demo.html), embedded in the binary.

/// The demo page served at `/`: static HTML, CSS and JavaScript in one file (no build step, no
/// external resources) that draws the layouts from `/layout` and `/snap` answers.
public enum DemoPage {
    public static let contentType = "text/html; charset=utf-8"
    public static var bytes: [UInt8] { PackageResources.demo_html }
}
