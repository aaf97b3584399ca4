// Options that do not apply to what a request asks for are ignored once checked, as the
// originals ignore them (docs/API-DECISIONS.md): the answer is byte for byte the one without.

import HTTPTestClient
import PinwheelAPI
import Testing

/// Each pair: a query with an option that does not apply, and the same query without it.
@Test(arguments: [
    // A vertical carousel or slider has no reading direction.
    ("/carousel/layout?count=9&vertical=true&offset=120&rtl=true", "/carousel/layout?count=9&vertical=true&offset=120"),
    ("/carousel/hit?count=9&vertical=true&x=180&y=300&rtl=true", "/carousel/hit?count=9&vertical=true&x=180&y=300"),
    ("/slider/layout?count=6&direction=vertical&offset=200&rtl=true", "/slider/layout?count=6&direction=vertical&offset=200"),
    (
        "/slider/snap?count=6&direction=vertical&offset=200&velocity=-900&rtl=true",
        "/slider/snap?count=6&direction=vertical&offset=200&velocity=-900"
    ),
    // Only coverFlow2 reads iCarousel's toggle.
    ("/carousel/layout?count=9&type=coverFlow&offset=130&toggle=0.5", "/carousel/layout?count=9&type=coverFlow&offset=130"),
    ("/carousel/hit?count=9&type=rotary&x=180&y=300&toggle=-1", "/carousel/hit?count=9&type=rotary&x=180&y=300"),
    // A number of slides per view sets every slide's length: Swiper ignores the slides' own.
    ("/slider/layout?count=6&slidesPerView=2&offset=100&sizes=50,60*4,70", "/slider/layout?count=6&slidesPerView=2&offset=100"),
    ("/slider/snap?count=6&offset=100&velocity=900&sizes=10*2", "/slider/snap?count=6&offset=100&velocity=900"),
    ("/slider/layout?count=6&sizes=@sha256-\(String(repeating: "0", count: 64))", "/slider/layout?count=6"),
])
func anOptionThatDoesNotApplyIsIgnored(with: String, without: String) throws {
    try withAPIServer { client throws in
        let ignored = try client.get(with)
        let plain = try client.get(without)
        #expect(ignored.status == 200, "\(with): \(ignored.bodyText)")
        #expect(ignored.body == plain.body, "\(with)")
    }
}

/// Ignored, but checked: a value the parameter's schema refuses is still a 400 naming it.
@Test(arguments: [
    ("/carousel/layout?count=9&vertical=true&rtl=yes", "rtl"),
    ("/slider/layout?count=6&direction=vertical&rtl=1", "rtl"),
    ("/carousel/layout?count=9&type=linear&toggle=1.5", "toggle"),
    ("/slider/layout?count=6&slidesPerView=2&sizes=50,,60", "sizes"),
    ("/slider/layout?count=6&sizes=0", "sizes"),
    ("/slider/layout?count=6&sizes=@sha256-12", "sizes"),
])
func anIgnoredOptionIsStillChecked(target: String, parameter: String) throws {
    try withAPIServer { client throws in
        let response = try client.get(target)
        #expect(response.status == 400, "\(target): \(response.bodyText)")
        #expect(try decode(Problem.self, response).parameter == parameter, "\(target)")
    }
}
