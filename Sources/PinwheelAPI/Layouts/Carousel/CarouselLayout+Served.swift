// The carousel as the API serves it.

import LayoutEngine

extension CarouselLayout: ServedLayout {
    static func read(_ query: QueryReader, on endpoint: Endpoint) throws(Problem) -> PosedLayout<Self> {
        let carousel = try query.carousel()
        let offset = try query.number(.offset)
        return PosedLayout(
            carousel, offset: offset, pose: CarouselPose(toggle: try query.coverFlowToggle(carousel, on: endpoint)))
    }

    func itemLimitParameter(_ pose: CarouselPose) -> String { "visibleItems" }
}
