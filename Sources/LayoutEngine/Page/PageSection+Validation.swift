// The geometric checks of a page's description (docs/PAGE.md §1, §2.2, §3.4), each naming its JSON path.

extension PageSection {
    /// Refuses a list of sections that is empty or longer than `PageLimits.sections` (naming
    /// `sections`), or holding a section `validate(asSection:)` refuses.
    public static func validate(_ sections: [PageSection]) throws(PageParameterError) {
        guard (1...PageLimits.sections).contains(sections.count) else {
            throw PageParameterError(
                "sections", "a page holds 1 to \(PageLimits.sections) sections, not \(sections.count)")
        }
        for (index, section) in sections.enumerated() {
            try section.validate(asSection: index)
        }
    }

    /// Refuses what the page cannot lay out when this section is `sections[index]`: a header or
    /// footer height that is not a finite number ≥ 0, a stretchy footer or a stretchy header past
    /// section 0, an inset that is not a finite number ≥ 0, a box height that is not a finite
    /// number > 0.
    public func validate(asSection index: Int) throws(PageParameterError) {
        let path = "sections[\(index)]"
        if let header {
            try Self.require(header.height, "\(path).header", "height")
            guard !header.stretchy || index == 0 else {
                throw PageParameterError("\(path).header", "only the first section's header may be stretchy")
            }
        }
        if let footer {
            try Self.require(footer.height, "\(path).footer", "height")
            guard !footer.stretchy else {
                throw PageParameterError("\(path).footer", "a footer is never stretchy")
            }
        }
        let sides = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
        for (name, value) in sides {
            try Self.require(value, "\(path).insets", name)
        }
        if case .box(let height, _) = kind {
            guard height.isFinite && height > 0 else {
                throw PageParameterError("\(path).height", "a box's height must be a finite number > 0, not \(height)")
            }
        }
    }

    /// Refuses `value` (the member `name` of `parameter`) unless it is a finite number ≥ 0.
    private static func require(_ value: Double, _ parameter: String, _ name: String) throws(PageParameterError) {
        guard value.isFinite && value >= 0 else {
            throw PageParameterError(parameter, "\(name) must be a finite number ≥ 0, not \(value)")
        }
    }
}
