// The `sizes` and `rtl` parameters: who takes them, and every bad value a 400 naming them.

import Foundation
import LayoutEngine
import PinwheelAPI
import Testing

private func problem(_ query: String) -> Problem? {
    do {
        _ = try LayoutRequest(query: queryItems(query))
        return nil
    } catch {
        return error
    }
}

@Test(arguments: [
    "layout=parallax&count=3&sizes=200,nan,3", "layout=parallax&count=3&sizes=200,0,3",
    "layout=parallax&count=3&sizes=200,-1,3", "layout=parallax&count=3&sizes=150*0,3,3",
    "layout=parallax&count=3&sizes=*3", "layout=parallax&count=3&sizes=3*", "layout=parallax&count=3&sizes=200,200",
    "layout=parallax&count=3&sizes=200*4", "layout=parallax&count=2,2&sizes=100*3", "layout=parallax&count=3&sizes=",
    "layout=parallax&count=3&sizes=@sha256-xyz", "layout=parallax&count=3&sizes=100001*3",
    "layout=parallax&count=3&sizes=100*99999999999999999999999", "layout=wheel&count=3&sizes=100*3",
    "layout=circle&count=3&sizes=100*3", "layout=carousel&count=3&sizes=100*3",
])
func aBadSizesIs400NamingSizes(query: String) {
    let refused = problem(query)
    #expect(refused?.status == 400, "\(query)")
    #expect(refused?.parameter == "sizes", "\(query)")
}

@Test(arguments: [
    "layout=parallax&count=3&rtl=true", "layout=circle&count=3&rtl=true",
    "layout=carousel&count=3&vertical=true&rtl=yes", "layout=wheel&count=3&rtl=yes",
])
func rtlWhereNoLayoutTakesItIs400NamingRtl(query: String) {
    let refused = problem(query)
    #expect(refused?.status == 400, "\(query)")
    #expect(refused?.parameter == "rtl", "\(query)")
}

@Test func equalSizesAnswerTheSameBytesAsItemHeight() throws {
    for offset in [0, 640, 5_000] {
        let uniform = "layout=parallax&count=4,30,5&offset=\(offset)&itemHeight=87.3"
        let sized = "layout=parallax&count=4,30,5&offset=\(offset)&sizes=87.3*39"
        #expect(try PinwheelRoutes.layoutBody(query: queryItems(sized)) == PinwheelRoutes.layoutBody(query: queryItems(uniform)))
    }
}

@Test func rtlIsTakenByTheWheelAndHorizontalCarousels() throws {
    let wheel = try LayoutRequest(query: queryItems("count=20&offset=300&rtl=true"))
    guard case .wheel(let wheelPosed) = wheel else {
        Issue.record("not a wheel")
        return
    }
    #expect(wheelPosed.layout.isRightToLeft)
    let carousel = try LayoutRequest(query: queryItems("layout=carousel&type=coverFlow&count=20&rtl=true"))
    guard case .carousel(let carouselPosed) = carousel else {
        Issue.record("not a carousel")
        return
    }
    #expect(carouselPosed.layout.settings.isRightToLeft)
    // /snap takes rtl too (one query serves /layout and /snap), and answers the same offset.
    let snapped = try SnapRequest(query: queryItems("count=20&offset=310&velocity=1&rtl=true")).result()
    #expect(snapped == (try SnapRequest(query: queryItems("count=20&offset=310&velocity=1")).result()))
}
