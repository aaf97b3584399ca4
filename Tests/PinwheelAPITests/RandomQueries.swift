// Random valid queries of every layout, for /layout and /motion, and random field subsets: the tests' sweep of real answers.

import LayoutEngine
import PinwheelAPI
import TestSupport
import WireFormat

/// A random valid query for any layout, with lengths that are sometimes whole, sometimes not.
func randomQuery(_ random: inout SeededGenerator) -> String {
    func length(_ range: ClosedRange<Double>) -> String {
        Bool.random(using: &random)
            ? String(Int(Double.random(in: range, using: &random))) : String(Double.random(in: range, using: &random))
    }
    func flag() -> String { Bool.random(using: &random) ? "true" : "false" }
    let common = "offset=\(length(-5000...50000))&width=\(length(1...2000))&height=\(length(1...2000))"
    switch Int.random(in: 0..<5, using: &random) {
    case 0:
        let culled = Bool.random(using: &random)
        let count = culled ? Int.random(in: 0...1_000_000, using: &random) : Int.random(in: 0...60, using: &random)
        return
            "layout=wheel&count=\(count)&cull=\(culled)&\(common)&itemWidth=\(length(20...300))&itemHeight=\(length(20...300))&radius=\(length(50...3000))"
    case 1:
        return "layout=circle&count=\(Int.random(in: 0...60, using: &random))&\(common)&inset=\(length(0...40))"
    case 2:
        let type = CarouselType.allCases.randomElement(using: &random)!.rawValue
        var query =
            "layout=carousel&type=\(type)&count=\(Int.random(in: 0...2_000_000, using: &random))&\(common)"
            + "&itemWidth=\(length(20...300))&itemHeight=\(length(20...300))&vertical=\(flag())&wrap=\(flag())"
        if Bool.random(using: &random) {
            query +=
                "&spacing=\(length(0.1...3))&tilt=\(length(0...2))&fadeMax=\(length(0...3))&fadeRange=\(length(0.5...4))"
                + "&fadeMinAlpha=\(Double.random(in: 0...1, using: &random))&perspective=\(-Double.random(in: 0...0.01, using: &random))"
        }
        return query
    case 3: return randomSliderQuery(&random, common: common)
    default:
        let sections = (0..<Int.random(in: 1...6, using: &random)).map { _ in String(Int.random(in: 0...200, using: &random)) }
        return "layout=parallax&count=\(sections.joined(separator: ","))&\(common)&itemHeight=\(length(40...400))"
            + "&headerHeight=\(length(0...400))&menuHeight=\(length(0...100))&sectionHeaderHeight=\(length(0...80))"
            + "&lineSpacing=\(length(0...10))&stretchy=\(flag())&headerOverlay=\(flag())&stickyMenu=\(flag())"
            + "&stickyHeaders=\(flag())&parallaxCells=\(flag())"
    }
}

/// A random slider query: any effect, its shadows on or off, sometimes centred, looping, vertical,
/// right to left or dragged.
func randomSliderQuery(_ random: inout SeededGenerator, common: String) -> String {
    func length(_ range: ClosedRange<Double>) -> String {
        Bool.random(using: &random)
            ? String(Int(Double.random(in: range, using: &random))) : String(Double.random(in: range, using: &random))
    }
    func flag() -> String { Bool.random(using: &random) ? "true" : "false" }
    let effect = SliderEffect.allCases.randomElement(using: &random)!
    var query =
        "layout=slider&effect=\(effect.rawValue)&count=\(Int.random(in: 0...2_000_000, using: &random))&\(common)"
        + "&loop=\(flag())&roundLengths=\(flag())&rtl=\(flag())"
    if ![.fade, .flip, .cube].contains(effect) {
        query += "&slidesPerView=\(length(0.5...4))&spaceBetween=\(length(0...30))"
        if effect != .cards { query += "&centeredSlides=\(flag())" }
    }
    if Bool.random(using: &random) { query += "&dragFrom=\(length(-5000...50000))" }
    switch effect {
    case .cube: query += "&cubeSlideShadows=\(flag())&cubeShadow=\(flag())&cubeShadowScale=\(length(0.5...1.5))"
    case .coverflow:
        query += "&coverflowSlideShadows=\(flag())&coverflowRotate=\(length(0...90))&coverflowDepth=\(length(0...300))"
    case .flip: query += "&flipSlideShadows=\(flag())&flipLimitRotation=\(flag())"
    case .cards: query += "&cardsSlideShadows=\(flag())&cardsRotate=\(flag())"
    case .creative:
        query +=
            "&creativePrevShadow=\(flag())&creativeNextShadow=\(flag())&creativeShadowPerProgress=\(flag())"
            + "&creativePrevTranslate=\(length(-300...0)),0,\(length(-400...0))&creativeNextRotate=0,\(length(0...90)),0"
            + "&creativeNextOrigin=left%20bottom&creativeLimitProgress=\(length(1...3))"
    case .slide, .fade: query += "&fadeCrossFade=\(flag())"
    }
    return query
}

/// A random `/motion` query: `randomQuery`'s layout with a release or a scroll to an item, a frame
/// rate and, for the UIKit family, sometimes a rate.
func randomMotionQuery(_ random: inout SeededGenerator) -> String {
    // A motion's frames come after the drag: `dragFrom` is /layout's and /hit's alone.
    var query = randomQuery(&random).split(separator: "&").filter { !$0.hasPrefix("dragFrom=") }.joined(separator: "&")
    if Bool.random(using: &random) {
        query += "&velocity=\(Double.random(in: -20_000...20_000, using: &random))"
    } else if !query.hasPrefix("layout=circle") {
        query += "&item=\(Int.random(in: 0..<40, using: &random))"
    }
    query += "&fps=\([1, 5, 12, 24, 30, 60].randomElement(using: &random)!)"
    if !query.hasPrefix("layout=carousel"), !query.hasPrefix("layout=slider"), Bool.random(using: &random) {
        query += "&rate=" + ["normal", "fast", "0.95", "0.9985"].randomElement(using: &random)!
    }
    return query
}

/// A random subset of the item keys (the identifying ones are kept whatever it holds); every key
/// one time in five.
func randomFields(_ random: inout SeededGenerator) -> ItemFields {
    guard Int.random(in: 0..<5, using: &random) > 0 else { return .all }
    return ItemFields(keys: ItemFields.Key.allCases.filter { _ in Bool.random(using: &random) })
}
