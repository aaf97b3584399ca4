// Masonry's, justified rows' and the CSS grid's own query parameters as command-line options (docs/GRID.md).

import ArgumentParser
import HTTPCore
import PinwheelAPI

/// The grids' parameters that no other layout takes, named and described by the table.
struct GridOptions: QueryOptions {
    @Option(.columnWidth) var columnWidth: String?
    @Option(.gutter) var gutter: String?
    @Option(.widths) var widths: String?
    @Option(.fitWidth) var fitWidth: String?
    @Option(.horizontalOrder) var horizontalOrder: String?
    @Option(.originTop) var originTop: String?
    @Option(.aspectRatios) var aspectRatios: String?
    @Option(.containerPadding) var containerPadding: String?
    @Option(.boxSpacing) var boxSpacing: String?
    @Option(.targetRowHeight) var targetRowHeight: String?
    @Option(.targetRowHeightTolerance) var targetRowHeightTolerance: String?
    @Option(.maxNumRows) var maxNumRows: String?
    @Option(.forceAspectRatio) var forceAspectRatio: String?
    @Option(.showWidows) var showWidows: String?
    @Option(.fullWidthBreakoutRowCadence) var fullWidthBreakoutRowCadence: String?
    @Option(.widowLayoutStyle) var widowLayoutStyle: String?
    @Option(.minColumnWidth) var minColumnWidth: String?
    @Option(.columns) var columns: String?
    @Option(.gap) var gap: String?
    @Option(.rowGap) var rowGap: String?
    @Option(.columnGap) var columnGap: String?

    var queryItems: [QueryItem] {
        items([
            (.columnWidth, columnWidth), (.gutter, gutter), (.widths, widths), (.fitWidth, fitWidth),
            (.horizontalOrder, horizontalOrder), (.originTop, originTop), (.aspectRatios, aspectRatios),
            (.containerPadding, containerPadding), (.boxSpacing, boxSpacing), (.targetRowHeight, targetRowHeight),
            (.targetRowHeightTolerance, targetRowHeightTolerance), (.maxNumRows, maxNumRows),
            (.forceAspectRatio, forceAspectRatio), (.showWidows, showWidows),
            (.fullWidthBreakoutRowCadence, fullWidthBreakoutRowCadence), (.widowLayoutStyle, widowLayoutStyle),
            (.minColumnWidth, minColumnWidth), (.columns, columns), (.gap, gap), (.rowGap, rowGap),
            (.columnGap, columnGap),
        ])
    }
}
