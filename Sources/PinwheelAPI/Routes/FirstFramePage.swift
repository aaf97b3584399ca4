// The first-frame demo: a page placed by stylesheets alone, and the same page with the web module attached.

import HTTPCore

/// `GET /first-frame.html`: the wheel, a coverflow slider and the parallax list placed by
/// `/{layout}/layout.css` alone, with no script (docs/FIRST-FRAME.md); `GET /first-frame-module.html`:
/// the same page with the web module attached to each container, which takes over from that picture
/// and then scrolls. Static HTML embedded in the binary, as the demo page is.
public enum FirstFramePage {
    public static let path = "/first-frame.html"
    public static let modulePath = "/first-frame-module.html"
    public static let contentType = "text/html; charset=utf-8"

    /// The page without a script.
    public static var bytes: [UInt8] { PackageResources.first_frame_html }

    /// The page with the module: its `<!-- module -->` line replaced by the script that attaches it.
    public static let moduleBytes: [UInt8] = {
        let page = String(decoding: PackageResources.first_frame_html, as: UTF8.self)
        return Array(page.replacing("<!-- module -->", with: moduleScript).utf8)
    }()

    static func add(to router: inout Router) {
        let page = Response(contentType: contentType, body: bytes)
        let withModule = Response(contentType: contentType, body: moduleBytes)
        let (pageTag, moduleTag) = (HTTPCaching.entityTag(of: page.body), HTTPCaching.entityTag(of: withModule.body))
        router.get(path) { HTTPCaching.cacheable(page, tag: pageTag, for: $0) }
        router.get(modulePath) { HTTPCaching.cacheable(withModule, tag: moduleTag, for: $0) }
    }

    /// The options of each container are its stylesheet's query, the same offset included.
    private static let moduleScript = """
        <script type="module">
        // The web module takes over each container from its stylesheet's first frame, then scrolls.
        import { Pinwheel } from "/pinwheel.js";
        document.querySelector("#about").innerHTML = "The web module took over each container from its stylesheet's "
          + "first frame without moving anything, then scrolls. <a href='/first-frame.html'>The page without a script</a>.";
        const wheel = Pinwheel.attach(document.querySelector("#wheel"),
          { layout: "wheel", count: 12, offset: 310, itemWidth: 110, itemHeight: 150 });
        const slider = Pinwheel.attach(document.querySelector("#slider"),
          { layout: "slider", effect: "coverflow", count: 9, slidesPerView: 3, centeredSlides: true, offset: 480 });
        const list = Pinwheel.attach(document.querySelector("#list"), { layout: "parallax", count: [3, 4], offset: 140,
          headerHeight: 180, menuHeight: 44, sectionHeaderHeight: 32, sectionFooterHeight: 28, itemHeight: 96 });
        await Promise.all([wheel, slider, list].map((instance) => instance.ready()));
        setTimeout(() => { wheel.scrollTo(8); slider.scrollTo(6); list.scrollTo(2, { section: 1 }); }, 1000);
        </script>
        """
}
