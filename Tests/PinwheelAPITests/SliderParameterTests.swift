// The slider's 400s on the real server, each naming the parameter docs/SLIDER.md §1 names: ranges,
// options an effect overwrites, rtl with vertical, loop with a skip, auto with cards, creative or
// without its sizes; and the values read as text.

import Foundation
import HTTPTestClient
import LayoutEngine
@testable import PinwheelAPI
import Testing

/// The problem `path` answers for a slider of 5 slides (or `query`'s `count`) with `query`.
private func problem(_ client: HTTPTestClient, _ path: String, _ query: String) throws -> Problem {
    let count = query.hasPrefix("count=") || query.contains("&count=") ? "" : "count=5&"
    let response = try client.get("\(path)?layout=slider&\(count)\(query)")
    #expect(response.status == 400, "\(query): \(response.bodyText)")
    #expect(response.header("content-type") == "application/problem+json")
    return try decode(Problem.self, response)
}

@Suite("The slider's parameters")
struct SliderParameterTests {
    @Test(arguments: [
        ("slidesPerView=0", "slidesPerView", "0 is out of range: must be 0.001 to 1000, or auto"),
        ("slidesPerView=1001", "slidesPerView", "out of range"),
        ("slidesPerView=three", "slidesPerView", "'three' is not a decimal number or auto"),
        ("spaceBetween=-1", "spaceBetween", "-1 is out of range: must be 0 to 100000"),
        ("slidesPerGroup=0", "slidesPerGroup", "0 is out of range: must be 1 to 10000000"),
        ("effect=wobble", "effect", "'wobble' is not one of slide, fade, cube, coverflow, flip, cards, creative"),
        ("direction=diagonal", "direction", "is not one of horizontal, vertical"),
        ("speed=100001", "speed", "must be 0 to 100000"),
        ("coverflowRotate=361", "coverflowRotate", "must be -360 to 360"),
        ("cubeShadowScale=0", "cubeShadowScale", "must be 0.001 to 1000"),
        ("creativeLimitProgress=0", "creativeLimitProgress", "must be 0.001 to 1000"),
        ("creativePrevTranslate=1,2", "creativePrevTranslate", "'1,2' is not three comma-separated numbers x,y,z"),
        ("creativeNextRotate=0,0,400", "creativeNextRotate", "400 is out of range: must be -360 to 360"),
        ("creativeNextTranslate=0,x,0", "creativeNextTranslate", "'x' is not a decimal number"),
        ("creativePrevOrigin=middle", "creativePrevOrigin", "'middle' is not left, center, right, top, bottom"),
        ("creativePrevOrigin=left%20right", "creativePrevOrigin", "names one axis twice"),
        ("creativePrevOrigin=1%202%203", "creativePrevOrigin", "is not one or two values"),
        ("offset=1e10", "offset", "out of range"),
        ("dragFrom=nan", "dragFrom", "'nan' is not a decimal number"),
        ("count=10000001", "count", "must be 0 to 10000000"),
    ])
    func aValueOutOfItsRangeIs400NamingIt(query: String, parameter: String, detail: String) throws {
        try withAPIServer { client throws in
            let refused = try problem(client, "/layout", query)
            #expect(refused.parameter == parameter && refused.type == "urn:pinwheel:problem:invalid-parameter")
            #expect(refused.detail.hasPrefix("\(parameter): ") && refused.detail.contains(detail), "\(refused.detail)")
        }
    }

    /// docs/SLIDER.md §1: each effect's `overwriteParams` wins; setting one otherwise is a 400.
    @Test(arguments: [
        ("effect=cards&centeredSlides=false", "centeredSlides", "effect=cards sets centeredSlides to true"),
        ("effect=fade&slidesPerView=2", "slidesPerView", "effect=fade sets slidesPerView to 1"),
        ("effect=flip&slidesPerGroup=3", "slidesPerGroup", "effect=flip sets slidesPerGroup to 1"),
        ("effect=fade&spaceBetween=10", "spaceBetween", "effect=fade sets spaceBetween to 0"),
        ("effect=cube&centeredSlides=true", "centeredSlides", "effect=cube sets centeredSlides to false"),
        ("effect=cube&resistanceRatio=0.85", "resistanceRatio", "effect=cube sets resistanceRatio to 0"),
        ("effect=flip&slidesPerView=auto&sizes=100*5", "slidesPerView", "effect=flip sets slidesPerView to 1"),
    ])
    func anOptionTheEffectOverwritesIs400NamingIt(query: String, parameter: String, detail: String) throws {
        try withAPIServer { client throws in
            for path in ["/layout", "/snap", "/motion", "/hit?x=1&y=1"] {
                let separator = path.contains("?") ? "&" : "?"
                let response = try client.get("\(path)\(separator)layout=slider&count=5&\(query)")
                let refused = try decode(Problem.self, response)
                #expect(response.status == 400 && refused.parameter == parameter, "\(path)?\(query)")
                #expect(refused.detail.contains(detail), "\(refused.detail)")
            }
        }
    }

    @Test func theValueTheEffectSetsMayBeGiven() throws {
        try withAPIServer { client throws in
            for query in [
                "effect=cards&centeredSlides=true", "effect=fade&slidesPerView=1&slidesPerGroup=1&spaceBetween=0",
                "effect=cube&centeredSlides=false&resistanceRatio=0", "effect=coverflow&slidesPerView=3&spaceBetween=10",
            ] {
                let response = try client.get("/layout?layout=slider&count=5&\(query)")
                #expect(response.status == 200, "\(query): \(response.bodyText)")
            }
        }
    }

    /// Every name an effect overwrites is one this layer compares (`QueryReader.optionText`).
    @Test(arguments: SliderEffect.allCases)
    func everyOverwrittenOptionIsKnown(effect: SliderEffect) {
        for name in effect.overwrittenOptions {
            #expect(QueryReader.optionText(name, SliderSettings()) != nil, "\(effect): \(name)")
            #expect(QueryParameter.entries(on: .layout, for: .slider).contains { $0.name == name }, "\(name)")
        }
        // The options checked, in the order the effect names them (the first is the one refused).
        let checked = QueryReader.overwritableOptions.map(\.name).filter(effect.overwrittenOptions.contains)
        #expect(checked == effect.overwrittenOptions, "\(effect)")
    }

    @Test(arguments: [
        ("loop=true&slidesPerGroupSkip=2", "loop", "not with slidesPerGroupSkip"),
        ("effect=cards&slidesPerView=auto&sizes=100*5", "slidesPerView", "effect=cards stacks slides of one length"),
        ("effect=creative&slidesPerView=auto&sizes=100*5", "slidesPerView", "effect=creative stacks slides"),
        ("slidesPerView=auto&sizes=100*4", "sizes", "4 lengths for 5 items: give one per item"),
        ("slidesPerView=auto&sizes=100*6", "sizes", "more lengths than the 5 items"),
        ("slidesPerView=auto&sizes=100,0,100,100,100", "sizes", "entry 1"),
        ("slidesOffsetBefore=300&slidesOffsetAfter=75", "slidesOffsetAfter", "leave 0 of the viewport's 375 points"),
        ("slidesOffsetBefore=400", "slidesOffsetBefore", "leave -25 of the viewport's 375 points"),
        ("slidesPerView=4&spaceBetween=125", "spaceBetween", "4 slides per view with 125 points between leave each 0 points"),
        ("slidesPerView=500&roundLengths=true", "roundLengths", "floors the slides' length, 0.75, to 0"),
        ("slidesPerView=auto&sizes=100*4,0.5&roundLengths=true", "sizes", "a length of 0.5 floors to 0"),
    ])
    func aCombinationSliderMdRefusesIs400NamingItsParameter(query: String, parameter: String, detail: String) throws {
        try withAPIServer { client throws in
            let refused = try problem(client, "/layout", query)
            #expect(refused.parameter == parameter, "\(query): \(refused.detail)")
            #expect(refused.detail.contains(detail), "\(refused.detail)")
        }
    }

    @Test func autoWithoutSizesIsAMissingSizes() throws {
        try withAPIServer { client throws in
            let refused = try problem(client, "/layout", "slidesPerView=auto")
            #expect(refused.type == "urn:pinwheel:problem:missing-parameter" && refused.parameter == "sizes")
            #expect(refused.detail == "sizes: required; slidesPerView=auto takes each slide's length from sizes, one per slide")
        }
    }

    @Test(arguments: [
        ("/layout", "itemWidth=100", "itemWidth: not a parameter of the slider layout"),
        ("/layout", "vertical=true", "vertical: not a parameter of the slider layout"),
        ("/layout", "type=rotary", "type: not a parameter of the slider layout"),
        ("/motion", "dragFrom=0", "dragFrom: not a parameter of /motion with the slider layout"),
        ("/motion", "rate=fast", "rate: not a parameter of /motion with the slider layout"),
        ("/snap", "dragFrom=0", "dragFrom: not a parameter of /snap with the slider"),
        ("/snap", "fields=css", "fields: not a parameter of /snap with the slider"),
    ])
    func anotherLayoutsParameterIsUnknownHere(path: String, query: String, detail: String) throws {
        try withAPIServer { client throws in
            let refused = try problem(client, path, query)
            #expect(refused.type == "urn:pinwheel:problem:unknown-parameter" && refused.detail == detail)
        }
    }

    @Test func anAnswerOverTheItemLimitIsRefusedBeforeItIsComputed() throws {
        try withAPIServer { client throws in
            // 1000 slides in view, 3000 examined by coverflow (the viewport and one either side).
            let coverflow = try problem(client, "/layout", "count=10000000&effect=coverflow&slidesPerView=1000&offset=5000")
            #expect(coverflow.type == "urn:pinwheel:problem:too-many-items" && coverflow.parameter == "slidesPerView")
            let sizes = try problem(client, "/layout", "count=2000&slidesPerView=auto&sizes=0.1*2000&width=1000")
            #expect(sizes.type == "urn:pinwheel:problem:too-many-items" && sizes.parameter == "sizes")
            // A thousand fit.
            let thousand = try client.get("/layout?layout=slider&count=10000000&slidesPerView=999.5&offset=0&fields=zIndex")
            #expect(thousand.status == 200, "\(thousand.bodyText)")
        }
    }

    @Test func originsAreKeywordsOrPercentagesInEitherOrder() throws {
        try withAPIServer { client throws in
            func body(_ origin: String) throws -> [UInt8] {
                let response = try client.get(
                    "/layout?layout=slider&count=5&offset=200&effect=creative&creativeNextTranslate=0,0,-100"
                        + "&creativeNextOrigin=\(origin)&fields=transformOrigin")
                #expect(response.status == 200, "\(origin): \(response.bodyText)")
                return response.body
            }
            #expect(try body("left%20bottom") == body("bottom%20left"))
            #expect(try body("left%20bottom") == body("0%25%20100%25"))
            #expect(try body("top") == body("center%20top"))
            #expect(try body("right") == body("100%25%2050%25"))
            #expect(try body("right") != body("left"))
        }
    }
}

/// The slider's groups of seldom-given options are left at `SliderSettings()`'s values when a
/// query names none of them: so must the table's defaults be.
@Test func theSliderGroupsDefaultsAreTheSettingsOwn() {
    let groups = [
        QueryReader.axisDefaults, QueryReader.marginsAndGroupsDefaults, QueryReader.placementDefaults,
        QueryReader.motionDefaults, QueryReader.effectOptionsDefaults,
    ]
    for group in groups {
        #expect(!group.names.isEmpty)
        #expect(group.value == SliderSettings(), "\(group.names)")
    }
}
