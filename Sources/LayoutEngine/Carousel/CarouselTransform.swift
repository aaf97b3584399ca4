// The carousel's per-item transform and alpha: iCarousel's `transformForItemViewWithOffset` and `alphaForItemWithOffset`.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension CarouselLayout {
    /// `transformForItemViewWithOffset`: the 3D transform of the item `offset` items from the
    /// current position (its `relativeOffset`). `toggle` (iCarousel's `_toggle`) matters only to
    /// `coverFlow2`.
    public func transform(forRelativeOffset offset: Double, toggle: Double = 0) -> Transform3D {
        CarouselPass(self).transform(forRelativeOffset: offset, toggle: toggle)
    }

    /// `alphaForItemWithOffset`: the alpha of the item `offset` items from the current position.
    func alpha(forRelativeOffset offset: Double) -> Double {
        CarouselPass(self).alpha(forRelativeOffset: offset)
    }
}

extension CarouselPass {
    /// `CarouselLayout.transform(forRelativeOffset:toggle:)`. Each step below is applied before
    /// the ones already taken (Core Animation's `CATransform3DTranslate`/`Rotate`), so the base's
    /// perspective comes last.
    func transform(forRelativeOffset offset: Double, toggle: Double) -> Transform3D {
        switch type {
        case .linear:
            translated(baseTransform, along: offset * extent * spacing, z: 0)
        case .rotary, .invertedRotary:
            rotaryTransform(offset)
        case .cylinder, .invertedCylinder:
            cylinderTransform(offset)
        case .wheel, .invertedWheel:
            wheelTransform(offset)
        case .coverFlow:
            coverFlowTransform(offset, turn: max(-1, min(1, offset)))
        case .coverFlow2:
            coverFlowTransform(offset, turn: CarouselLayout.coverFlow2Turn(offset, toggle: toggle))
        case .timeMachine, .invertedTimeMachine:
            timeMachineTransform(offset)
        }
    }

    /// `alphaForItemWithOffset`: 1 between `fadeMin` and `fadeMax`, falling linearly over
    /// `fadeRange` items beyond them to `fadeMinAlpha`:
    /// `1 − min(beyond, fadeRange) / fadeRange · (1 − fadeMinAlpha)`.
    func alpha(forRelativeOffset offset: Double) -> Double {
        var beyond = 0.0
        if offset > fadeMax {
            beyond = offset - fadeMax
        } else if offset < fadeMin {
            beyond = fadeMin - offset
        }
        let faded = beyond < fadeRange ? beyond : fadeRange  // C's MIN(beyond, fadeRange)
        return 1 - faded / fadeRange * (1 - fadeMinAlpha)
    }

    /// The radius and the angle of an item at `offset` on the rotary's or the cylinder's circle:
    /// `offset / count` of the arc; both negated for the inverted types.
    private func circlePlace(_ offset: Double, inverted: Bool) -> (radius: Double, angle: Double) {
        let angle = offset / Double(circularItemCount) * circleArc
        return inverted ? (-circleRadius, -angle) : (circleRadius, angle)
    }

    private func rotaryTransform(_ offset: Double) -> Transform3D {
        let (radius, angle) = circlePlace(offset, inverted: type == .invertedRotary)
        return translated(baseTransform, along: radius * sin(angle), z: radius * cos(angle) - radius)
    }

    /// Pushed back by the radius, turned about the cylinder's axis, brought forward again (0.01
    /// further, as iCarousel does, so the front item sits just in front of the plane).
    private func cylinderTransform(_ offset: Double) -> Transform3D {
        let (radius, angle) = circlePlace(offset, inverted: type == .invertedCylinder)
        let pushedBack = baseTransform.translatedBy(x: 0, y: 0, z: -radius)
        return turnedAcross(pushedBack, by: angle).translatedBy(x: 0, y: 0, z: radius + 0.01)
    }

    /// Turned in the screen's plane about a pivot `radius` below the item (left of it when
    /// vertical), each item `0.01 · offset` nearer than the one before so they stack.
    private func wheelTransform(_ offset: Double) -> Transform3D {
        let count = Double(circularItemCount)
        var radius = circleRadius
        var angle = circleArc / count
        if type == .invertedWheel {
            radius = -radius
            angle = -angle
        }
        if vertical {
            return baseTransform.translatedBy(x: -radius, y: 0, z: 0)
                .rotated(by: angle * offset, x: 0, y: 0, z: 1)
                .translatedBy(x: radius, y: 0, z: offset * 0.01)
        }
        return baseTransform.translatedBy(x: 0, y: radius, z: 0)
            .rotated(by: angle * offset, x: 0, y: 0, z: 1)
            .translatedBy(x: 0, y: -radius, z: offset * 0.01)
    }

    /// `turn` is iCarousel's `clampedOffset` (−1…1 for the side items): the item moves
    /// `(turn · tilt/2 + offset · spacing) · extent` along the axis, `|turn| · extent/2` back, and
    /// turns by `−turn · π/2 · tilt` about the axis across the scroll direction.
    private func coverFlowTransform(_ offset: Double, turn: Double) -> Transform3D {
        let tilt = tilt ?? 0.9
        let along = (turn * 0.5 * tilt + offset * spacing) * extent
        let back = abs(turn) * -extent * 0.5
        return turnedAcross(translated(baseTransform, along: along, z: back), by: -turn * (.pi / 2) * tilt)
    }

    /// Items climb `offset · extent · tilt` along the axis while receding `offset · extent · spacing`;
    /// the inverted type negates both tilt and offset.
    private func timeMachineTransform(_ offset: Double) -> Transform3D {
        var tilt = tilt ?? 0.3
        var offset = offset
        if type == .invertedTimeMachine {
            tilt = -tilt
            offset = -offset
        }
        return translated(baseTransform, along: offset * extent * tilt, z: offset * extent * spacing)
    }

    /// `transform` after first moving `along` the scroll axis (x, or y when vertical) and `z` toward the viewer.
    private func translated(_ transform: Transform3D, along: Double, z: Double) -> Transform3D {
        vertical
            ? transform.translatedBy(x: 0, y: along, z: z) : transform.translatedBy(x: along, y: 0, z: z)
    }

    /// `transform` after first turning by `angle` about the axis across the scroll direction, as
    /// iCarousel turns cylinders and cover flows: about y, or about −x when vertical.
    private func turnedAcross(_ transform: Transform3D, by angle: Double) -> Transform3D {
        vertical
            ? transform.rotated(by: angle, x: -1, y: 0, z: 0) : transform.rotated(by: angle, x: 0, y: 1, z: 0)
    }
}

extension CarouselLayout {
    /// coverFlow2's `clampedOffset`: the items within half an item of the centre and the next one
    /// over turn by an amount the toggle sets; the rest by `max(−1, min(1, offset))`. iCarousel
    /// 1.8.3 tests `_toggle > 0`; at a toggle of 0 both branches give the same turns (−1 up to
    /// `o = −0.5`, 0 up to `0.5`, then 1), as a `_toggle >= 0` test would.
    static func coverFlow2Turn(_ offset: Double, toggle: Double) -> Double {
        if toggle > 0 {
            if offset <= -0.5 { return -1 }
            if offset <= 0.5 { return -toggle }
            if offset <= 1.5 { return 1 - toggle }
        } else {
            if offset > 0.5 { return 1 }
            if offset > -0.5 { return -toggle }
            if offset > -1.5 { return -1 - toggle }
        }
        return max(-1, min(1, offset))
    }
}
