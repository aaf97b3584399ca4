// The search every slider lookup runs: over a monotone predicate, from a guess.

/// The largest index in `range` for which `holds` is true (`holds` is true, then false, along the
/// range), or `range.lowerBound − 1` when it holds nowhere: galloping from `guess`, then bisection,
/// so a good guess costs a few calls.
func lastIndex(in range: ClosedRange<Int>, guess: Int, where holds: (Int) -> Bool) -> Int {
    let start = min(max(guess, range.lowerBound), range.upperBound)
    var low: Int
    var high: Int
    if holds(start) {
        low = start
        var step = 1
        while true {
            let probe = low.addingReportingOverflow(step)
            if probe.overflow || probe.partialValue > range.upperBound {
                high = range.upperBound + 1
                break
            }
            if holds(probe.partialValue) {
                low = probe.partialValue
                step *= 2
            } else {
                high = probe.partialValue
                break
            }
        }
    } else {
        high = start
        var step = 1
        while true {
            let probe = high.subtractingReportingOverflow(step)
            if probe.overflow || probe.partialValue < range.lowerBound {
                low = range.lowerBound - 1
                break
            }
            if holds(probe.partialValue) {
                low = probe.partialValue
                break
            } else {
                high = probe.partialValue
                step *= 2
            }
        }
    }
    while high - low > 1 {
        let middle = low + (high - low) / 2
        if holds(middle) { low = middle } else { high = middle }
    }
    return low
}
