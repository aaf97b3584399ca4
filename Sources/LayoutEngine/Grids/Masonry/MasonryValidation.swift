// What masonry refuses (docs/GRID.md §1, §6), its column width fallback, and the container's fitted width (§1.3).

extension MasonryCheckpoints {
    static func validate(heights: ItemLengths, widths: ItemLengths?, settings: MasonrySettings)
        throws(GridParameterError)
    {
        try GridParameterError.requireItemCount(heights.count)
        try GridParameterError.require(settings.width, "width", atLeast: 0)
        guard settings.gutter.isFinite else {
            throw GridParameterError("gutter", "must be a finite number, not \(settings.gutter)")
        }
        try GridParameterError.require(heights, "sizes", atLeast: 0)
        if let columnWidth = settings.columnWidth {
            // Masonry reads 0 as "not given" and falls back; Pinwheel asks the client to leave it out.
            try GridParameterError.require(columnWidth, "columnWidth", atLeast: 0, open: true)
        }
        if let widths {
            guard widths.count == heights.count else {
                throw GridParameterError("widths", "\(widths.count) widths for \(heights.count) items")
            }
            try GridParameterError.require(widths, "widths", atLeast: 0)
        } else if settings.columnWidth == nil {
            throw GridParameterError("columnWidth", "is required without widths or itemWidth")
        }
    }

    /// `cw`, or Masonry's fallback: the first item's width, or `W` when that is 0 (or there is no item).
    static func resolvedColumnWidth(settings: MasonrySettings, heights: ItemLengths, widths: ItemLengths?) -> Double {
        if let columnWidth = settings.columnWidth { return columnWidth }
        guard let widths, widths.count > 0, widths.length(at: 0) != 0 else { return settings.width }
        return widths.length(at: 0)
    }

    /// An item of span ≥ 2 placed at the shortest group costs a pass over the columns: refuses a
    /// walk of more than `GridLimits.masonrySpanWork` such column visits, naming `widths`.
    static func validateSpanWork(columns: MasonryColumns, heights: ItemLengths, widths: ItemLengths?, columnWidth: Double)
        throws(GridParameterError)
    {
        guard let widths else { return }
        var work = 0
        for run in widths.runs where columns.span(ofWidth: run.length) >= 2 {
            work += run.count * columns.count
            guard work <= GridLimits.masonrySpanWork else {
                throw GridParameterError(
                    "widths",
                    "items spanning several of \(columns.count) columns cost more than \(GridLimits.masonrySpanWork) column visits"
                )
            }
        }
    }

    /// `C = (cols − u) · P − g` with `u` the trailing columns (never column 0) still at 0, at least 0.
    static func fittedWidth(tops: [Double], columns: MasonryColumns) -> Double {
        var unused = 0
        var column = columns.count - 1
        while column >= 1 && tops[column] == 0 {
            unused += 1
            column -= 1
        }
        let measure = Double(columns.count - unused) * columns.pitch - columns.gutter
        return measure > 0 ? measure : 0
    }
}
