// The CSS text of an element's placement: `matrix3d(…)` and `transform-origin`, numbers as in the JSON.

import LayoutEngine

extension Transform3D {
    /// The CSS `transform` value for this matrix: `matrix3d(m11, m12, …, m44)`. CSS lists a
    /// matrix3d column by column for column vectors, which is Core Animation's row-vector matrix
    /// row by row, so the entries go in as they are.
    var css: String {
        "matrix3d(" + entries.map(CSSNumber.text).joined(separator: ",") + ")"
    }
}

extension LayoutAttributes {
    /// `transform3D` as a CSS `transform` value. With the element's box at `frame` and
    /// `transform-origin` set to `transformOrigin`, a browser draws it where UIKit would.
    var css: String { transform3D.css }

    /// `anchorPoint` as a CSS `transform-origin` value, in percent of the element's size.
    var transformOrigin: String {
        CSSNumber.text(anchorPoint.x * 100) + "% " + CSSNumber.text(anchorPoint.y * 100) + "%"
    }
}

/// Numbers in the CSS strings the API gives: the text a JSON number of the same value has
/// (Swift's shortest round-trip digits, without a trailing `.0`), which CSS also accepts.
enum CSSNumber {
    static func text(_ value: Double) -> String {
        let description = value.description
        return description.hasSuffix(".0") ? String(description.dropLast(2)) : description
    }
}
