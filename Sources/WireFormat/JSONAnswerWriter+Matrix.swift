// JSONAnswerWriter's matrices: each number of an item's matrix printed once, in `css`, and its
// text copied for `transform3D` and `transform`.

import LayoutEngine

extension JSONAnswerWriter {
    // An item's matrix appears up to three times (`css`, `transform3D`, `transform`) and printing
    // a double is most of the writer's time, so each number is printed once, in `css`, and its
    // bytes copied for the others.

    @inline(__always)
    private mutating func recordedNumber(_ value: Double) -> Written {
        let start = cursor
        number(value)
        return Written(start: start, count: cursor - start)
    }

    /// A copy of text written before (which ends before the cursor: the two do not overlap).
    @inline(__always)
    mutating func copy(_ written: Written) {
        append(UnsafeBufferPointer(start: written.start, count: written.count))
    }

    /// A copy of a number written before (`JSONNumberFormat.maximumLength` bytes at most), as
    /// three 8-byte words whatever its length: no loop and no branch on the length, where most
    /// of the writer's copies are numbers. The words read past the number's text (inside the
    /// buffer, before the cursor or in the scratch bytes after it) are written past the copy's,
    /// which the writer's `scratchLength` allows.
    @inline(__always)
    mutating func copyNumber(_ written: Written) {
        let from = UnsafeRawPointer(written.start)
        let first = from.loadUnaligned(as: UInt64.self)
        let second = from.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        let third = from.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
        let to = UnsafeMutableRawPointer(cursor)
        to.storeBytes(of: first, as: UInt64.self)
        to.storeBytes(of: second, toByteOffset: 8, as: UInt64.self)
        to.storeBytes(of: third, toByteOffset: 16, as: UInt64.self)
        cursor += written.count
    }

    @inline(__always)
    private mutating func recordedCopy(_ written: Written) -> Written {
        let start = cursor
        copyNumber(written)
        return Written(start: start, count: cursor - start)
    }

    /// The text of `−x` from that of `x`: JSON (like `description`) writes a number's sign as a
    /// leading `-` and nothing else depends on it.
    @inline(__always)
    private mutating func negatedCopy(_ written: Written) -> Written {
        let start = cursor
        if written.start.pointee == UInt8(ascii: "-") {
            copyNumber(Written(start: written.start + 1, count: written.count - 1))
        } else {
            append(UInt8(ascii: "-"))
            copyNumber(written)
        }
        return Written(start: start, count: cursor - start)
    }

    /// `CATransform3DMakeAffineTransform(affine)`'s sixteen entries, comma-separated, as
    /// `Transform3D.css` lists them: `a,b,0,0,c,d,0,0,0,0,1,0,tx,ty,0,1`.
    /// A rotation's `c` is `−b` and its `d` is `a`: those are copied (with the sign turned)
    /// rather than printed again.
    @inline(__always)
    private mutating func affineMatrixEntries(_ transform: AffineTransform) {
        affine.a = recordedNumber(transform.a)
        raw(",")
        affine.b = recordedNumber(transform.b)
        raw(",0,0,")
        affine.c =
            transform.c.bitPattern == (-transform.b).bitPattern ? negatedCopy(affine.b) : recordedNumber(transform.c)
        raw(",")
        affine.d = transform.d.bitPattern == transform.a.bitPattern ? recordedCopy(affine.a) : recordedNumber(transform.d)
        raw(",0,0,0,0,1,0,")
        affine.tx = recordedNumber(transform.tx)
        raw(",")
        affine.ty = recordedNumber(transform.ty)
        raw(",0,1")
    }

    /// `item`'s matrix into `css`, its positions into `affine` or `entries`. A 2D element's
    /// matrix is its affine transform embedded: ten constant entries, six numbers.
    @inline(__always)
    mutating func matrixEntries(_ item: UnsafePointer<LayoutAttributes>, isAffine: Bool) {
        if isAffine {
            affineMatrixEntries(item.pointee.transform ?? .identity)
        } else {
            matrixEntries(item.pointee.ownTransform3D)
        }
    }

    /// The sixteen entries of a 3D matrix, comma-separated, row by row as `Transform3D.css`;
    /// where each is goes into `entries`, for `copiedTransform3D` to copy them. The entries it
    /// starts with that are the previous matrix's, bit for bit (so the same text), are copied
    /// from that matrix's text in one piece: a carousel's matrices differ in their last row.
    mutating func matrixEntries(_ matrix: Transform3D) {
        var entries = WrittenEntries(start: cursor)
        let shared = previousEntries.isEmpty ? 0 : Self.sharedLeadingCount(matrix, previousMatrix)
        if shared > 0 {
            entries.setLengths(of: previousEntries, upTo: shared)
            copy(Written(start: previousEntries.start, count: entries.textLength(upTo: shared)))
        }
        // The rest printed in a loop over the matrix's bytes, sixteen doubles in row order
        // (as `sharedLeadingCount` reads them).
        withUnsafeBytes(of: matrix) { matrixBytes in
            for index in shared..<16 {
                entry(matrixBytes.load(fromByteOffset: index &* 8, as: Double.self), index, &entries)
            }
        }
        self.entries = entries
        previousEntries = entries
        previousMatrix = matrix
    }

    /// How many of the entries `first` and `second` start with are the same bit for bit. Reads
    /// a matrix as sixteen doubles in row order, which `Transform3D`'s stored properties are
    /// (`JSONAnswerWriterTests` checks the layout).
    @inline(__always)
    static func sharedLeadingCount(_ first: Transform3D, _ second: Transform3D) -> Int {
        withUnsafeBytes(of: first) { first in
            withUnsafeBytes(of: second) { second in
                var count = 0
                while count < 16,
                    first.load(fromByteOffset: count &* 8, as: UInt64.self)
                        == second.load(fromByteOffset: count &* 8, as: UInt64.self)
                {
                    count &+= 1
                }
                return count
            }
        }
    }

    /// Entry `index` of a 3D matrix (after a comma but for the first), and its length.
    @inline(__always)
    mutating func entry(_ value: Double, _ index: Int, _ entries: inout WrittenEntries) {
        if index > 0 { raw(",") }
        let start = cursor
        number(value)
        entries.setLength(index, cursor - start)
    }

    @inline(__always)
    mutating func copiedTransform3D(_ numbers: WrittenAffine) {
        raw(#"{"m11":"#)
        copyNumber(numbers.a)
        raw(#","m12":"#)
        copyNumber(numbers.b)
        raw(#","m13":0,"m14":0,"m21":"#)
        copyNumber(numbers.c)
        raw(#","m22":"#)
        copyNumber(numbers.d)
        raw(#","m23":0,"m24":0,"m31":0,"m32":0,"m33":1,"m34":0,"m41":"#)
        copyNumber(numbers.tx)
        raw(#","m42":"#)
        copyNumber(numbers.ty)
        raw(#","m43":0,"m44":1}"#)
    }

    static let matrixKeys: [StaticString] = [
        #"{"m11":"#, #","m12":"#, #","m13":"#, #","m14":"#, #","m21":"#, #","m22":"#, #","m23":"#, #","m24":"#,
        #","m31":"#, #","m32":"#, #","m33":"#, #","m34":"#, #","m41":"#, #","m42":"#, #","m43":"#, #","m44":"#,
    ]

    /// The matrix whose sixteen entries `entries` holds, as a JSON object.
    @inline(__always)
    mutating func copiedTransform3D(_ entries: WrittenEntries) {
        var next = entries.start
        for index in 0..<16 {
            raw(Self.matrixKeys[index])
            let length = entries.length(index)
            copyNumber(Written(start: next, count: length))
            next += length + 1
        }
        raw("}")
    }

    @inline(__always)
    mutating func copiedTransform(_ numbers: WrittenAffine) {
        raw(#"{"a":"#)
        copyNumber(numbers.a)
        raw(#","b":"#)
        copyNumber(numbers.b)
        raw(#","c":"#)
        copyNumber(numbers.c)
        raw(#","d":"#)
        copyNumber(numbers.d)
        raw(#","tx":"#)
        copyNumber(numbers.tx)
        raw(#","ty":"#)
        copyNumber(numbers.ty)
        raw("}")
    }
}
