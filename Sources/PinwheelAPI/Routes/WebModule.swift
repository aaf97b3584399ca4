// `GET /pinwheel.js` and the files beside it: the web client's module, embedded in the binary.

import HTTPCore

/// The web client's module (clients/web/module, clients/web/README.md): `pinwheel.js`, an ES
/// module without dependencies that places a container's children from `/layout` and `/motion`
/// answers and turns drags, wheel scrolls, arrow keys and taps into requests; the modules beside
/// it that it imports, one concern each; and `pinwheel.d.ts`, its TypeScript declarations.
/// Package.swift embeds every file of the folder; `files` serves them, and WebModuleTests fails
/// when the two disagree. Their tags are computed once, since the bytes only change with the server.
public enum WebModule {
    /// RFC 9239's type for JavaScript, which browsers require of a module script.
    public static let scriptContentType = "text/javascript; charset=utf-8"
    /// No type is registered for TypeScript; this is the one Deno and package CDNs send.
    public static let declarationsContentType = "application/typescript; charset=utf-8"

    /// One file of the web module: its path, its bytes, and its answer and the answer's tag.
    public struct File: Sendable {
        public let path: String
        public let contentType: String
        public var bytes: [UInt8] { response.body }
        let response: Response
        let tag: String

        init(_ name: String, _ bytes: [UInt8], contentType: String = WebModule.scriptContentType) {
            path = "/" + name
            self.contentType = contentType
            response = Response(contentType: contentType, body: bytes)
            tag = HTTPCaching.entityTag(of: bytes)
        }
    }

    /// Every file served: the module, the modules it imports (the first line of each says what
    /// it holds), and the declarations.
    public static let files = [
        File("pinwheel.js", PackageResources.pinwheel_js),
        File("pinwheel-options.js", PackageResources.pinwheel_options_js),
        File("pinwheel-layout-facts.js", PackageResources.pinwheel_layout_facts_js),
        File("pinwheel-server.js", PackageResources.pinwheel_server_js),
        File("pinwheel-events.js", PackageResources.pinwheel_events_js),
        File("pinwheel-placement.js", PackageResources.pinwheel_placement_js),
        File("pinwheel-motion.js", PackageResources.pinwheel_motion_js),
        File("pinwheel-drag.js", PackageResources.pinwheel_drag_js),
        File("pinwheel-taps.js", PackageResources.pinwheel_taps_js),
        File("pinwheel-a11y.js", PackageResources.pinwheel_a11y_js),
        File("pinwheel-sizes.js", PackageResources.pinwheel_sizes_js),
        File("pinwheel-autoplay.js", PackageResources.pinwheel_autoplay_js),
        File("pinwheel-shadows.js", PackageResources.pinwheel_shadows_js),
        File("pinwheel-first-frame.js", PackageResources.pinwheel_first_frame_js),
        File("pinwheel-grids.js", PackageResources.pinwheel_grids_js),
        File("pinwheel-page.js", PackageResources.pinwheel_page_js),
        File("pinwheel.d.ts", PackageResources.pinwheel_d_ts, contentType: declarationsContentType),
    ]
}
