// The wheel as the API serves it.

import LayoutEngine

extension WheelLayout: ServedLayout {
    static func read(_ query: QueryReader, on endpoint: Endpoint) throws(Problem) -> PosedLayout<Self> {
        // /snap takes cull so that one query string serves /layout and /snap; checked, then ignored.
        let culling = try query.boolean(.cull)
        let wheel = try query.wheel()
        return PosedLayout(wheel, offset: try query.number(.offset), pose: WheelPose(culling: culling))
    }

    func itemLimitParameter(_ pose: WheelPose) -> String { pose.culling ? "itemWidth" : "count" }
}
