// Masonry, justified rows and the CSS grid as the API serves them: the window at the offset computed while validating.

import LayoutEngine

extension ServedLayout where Self: GridFamilyLayout, Pose == GridPose {
    /// The window at the offset, at most an answer's items, kept in the pose: `/layout` answers it
    /// without computing it again.
    static func checkItemLimit(_ posed: inout PosedLayout<Self>) throws(Problem) {
        let offset = posed.offset
        do {
            posed.pose.window = try posed.layout.window(atOffset: offset, itemLimit: Limits.itemsPerResponse)
        } catch {
            throw .gridRefusal(error)
        }
        posed.pose.windowOffset = offset
    }

    func itemLimitParameter(_ pose: GridPose) -> String { QueryParameter.gridCount.name }

    static func posed(_ layout: Self, _ query: QueryReader) throws(Problem) -> PosedLayout<Self> {
        PosedLayout(layout, offset: try query.number(.offset), pose: GridPose(itemLimit: Limits.itemsPerResponse))
    }
}

extension MasonryLayout: ServedLayout {
    static func read(_ query: QueryReader, on endpoint: Endpoint) throws(Problem) -> PosedLayout<Self> {
        try posed(try query.masonryLayout(), query)
    }
}

extension JustifiedLayout: ServedLayout {
    static func read(_ query: QueryReader, on endpoint: Endpoint) throws(Problem) -> PosedLayout<Self> {
        try posed(try query.justifiedLayout(), query)
    }
}

extension CSSGridLayout: ServedLayout {
    static func read(_ query: QueryReader, on endpoint: Endpoint) throws(Problem) -> PosedLayout<Self> {
        try posed(try query.cssGridLayout(), query)
    }
}
