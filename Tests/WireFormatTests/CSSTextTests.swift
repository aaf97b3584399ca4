// The CSS text of the wire format: a matrix as `matrix3d(…)`, an anchor point as `transform-origin`.

import LayoutEngine
@testable import WireFormat
import Testing

@Test func cssListsTheRowsInOrder() {
    // Perspective 500 with a translation of 120 in x: CSS matrix3d is column-major for column
    // vectors, i.e. Core Animation's row-vector matrix row by row.
    var transform = Transform3D(translationX: 120, y: 0, z: 0)
    transform.m34 = -0.002
    #expect(transform.css == "matrix3d(1,0,0,0,0,1,0,0,0,0,1,-0.002,120,0,0,1)")
    #expect(Transform3D.identity.css == "matrix3d(1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1)")
    // Fractions keep their shortest round-trip digits.
    let scaled = Transform3D(
        m11: 0.5, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1.25, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: -3.5, m42: 0, m43: 0, m44: 1)
    #expect(scaled.css == "matrix3d(0.5,0,0,0,0,1.25,0,0,0,0,1,0,-3.5,0,0,1)")
}

@Test func aCarouselItemsCSSIsItsOwnMatrix() {
    // The linear carousel's item 1 at offset 0 sits one 200-point item along x, with
    // iCarousel's perspective (−1/500) in m34; its anchor is its centre.
    let carousel = CarouselLayout(type: .linear, itemCount: 20, viewport: Size(width: 320, height: 480))
    let items = carousel.layout(atOffset: 0).items
    let one = items.first { $0.item == 1 }
    #expect(one?.css == "matrix3d(1,0,0,0,0,1,0,0,0,0,1,-0.002,200,0,0,1)")
    #expect(items.allSatisfy { $0.transformOrigin == "50% 50%" })
}
