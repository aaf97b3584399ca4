// A page's geometric refusals (docs/PAGE.md §1, §2, §3.4), each naming the JSON path at fault.

import LayoutEngine
import Testing

private func refusedParameter(width: Double = 375, _ sections: [PageSection]) -> String? {
    let error = #expect(throws: PageParameterError.self) {
        try PageStack(width: width, sections: sections) { _, _ in 100 }
    }
    return error?.parameter
}

@Suite("Page: refusals")
struct PageValidationTests {
    @Test func onlyTheFirstHeaderMayBeStretchy() throws {
        #expect(
            refusedParameter([flowSection(), flowSection(header: PageBoundary(height: 10, stretchy: true))])
                == "sections[1].header")
        #expect(refusedParameter([flowSection(footer: PageBoundary(height: 10, stretchy: true))]) == "sections[0].footer")
        _ = try pageStack([(flowSection(header: PageBoundary(height: 10, stretchy: true)), 100)])
    }

    @Test func heightsAndInsetsAreFiniteAndNotNegative() {
        #expect(refusedParameter([flowSection(header: PageBoundary(height: -1))]) == "sections[0].header")
        #expect(refusedParameter([flowSection(), flowSection(footer: PageBoundary(height: .nan))]) == "sections[1].footer")
        #expect(
            refusedParameter([flowSection(), flowSection(), flowSection(insets: PageInsets(right: -0.5))]) == "sections[2].insets"
        )
        #expect(refusedParameter([flowSection(insets: PageInsets(top: .infinity))]) == "sections[0].insets")
        #expect(refusedParameter([PageSection(kind: .box(height: 0, frameScrollAxis: .x))]) == "sections[0].height")
        #expect(refusedParameter([PageSection(kind: .box(height: -3, frameScrollAxis: nil))]) == "sections[0].height")
    }

    @Test func aPageHoldsOneToTenThousandSections() throws {
        #expect(refusedParameter([]) == "sections")
        #expect(refusedParameter(Array(repeating: flowSection(), count: 10_001)) == "sections")
        _ = try pageStack(Array(repeating: (flowSection(), 1.0), count: 10_000))
    }

    @Test func theContentBoxMustBeWide() throws {
        // cw = 100 − 60 − 40 = 0.
        let section = flowSection(insets: PageInsets(left: 60, right: 40))
        #expect(refusedParameter(width: 100, [section]) == "width")
        #expect(throws: PageParameterError.self) { try PageStack.contentWidth(of: section, pageWidth: 100) }
        #expect(try PageStack.contentWidth(of: section, pageWidth: 100.5) == 0.5)
    }

    @Test func aLayoutsContentHeightMustBeANumber() {
        let error = #expect(throws: PageParameterError.self) {
            try PageStack(width: 375, sections: [flowSection(), flowSection()]) { section, _ in section == 1 ? .nan : 10 }
        }
        #expect(error?.parameter == "sections[1].query")
    }
}
