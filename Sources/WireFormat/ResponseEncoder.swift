// Which JSON encoder writes the layout answers: the hand-written writer or Foundation's reference.

public import LayoutEngine

/// How answers become bytes. Both give the same bytes; `foundation` is the reference that
/// `fast` is tested against, kept selectable to compare them in production too.
public enum ResponseEncoder: String, Sendable, CaseIterable {
    /// `JSONAnswerWriter`, straight into one buffer.
    case fast
    /// Foundation's `JSONEncoder` with `.sortedKeys`.
    case foundation

    public func encode(_ result: LayoutResult) -> [UInt8] {
        switch self {
        case .fast: JSONAnswerWriter.encode(result)
        case .foundation: JSONBody.encode(result)
        }
    }

    public func encode(_ snap: SnapResult) -> [UInt8] {
        switch self {
        case .fast: JSONAnswerWriter.encode(snap)
        case .foundation: JSONBody.encode(snap)
        }
    }

    /// The layout with each item cut to `fields`; with every field, `encode(result)`'s bytes.
    public func encode(_ result: LayoutResult, fields: ItemFields) -> [UInt8] {
        guard !fields.isAll else { return encode(result) }
        return switch self {
        case .fast: JSONAnswerWriter.encode(result, fields: fields)
        case .foundation: JSONBody.encode(FieldFilteredLayout(result: result), fields: fields)
        }
    }

    /// A motion, the items of every frame cut to `fields`.
    public func encode(_ motion: MotionResult, fields: ItemFields = .all) -> [UInt8] {
        switch self {
        case .fast: JSONAnswerWriter.encode(motion, fields: fields)
        case .foundation: JSONBody.encode(motion, fields: fields)
        }
    }

    public func encode(_ hit: HitResult) -> [UInt8] {
        switch self {
        case .fast: JSONAnswerWriter.encode(hit)
        case .foundation: JSONBody.encode(hit)
        }
    }

    /// `encode(result, fields:)`'s bytes with their entity tag; the fast writer hashes them as it
    /// writes them.
    public func encodeTagged(_ result: LayoutResult, fields: ItemFields = .all) -> TaggedBody {
        switch self {
        case .fast: JSONAnswerWriter.encodeTagged(result, fields: fields)
        case .foundation: TaggedBody(bytes: encode(result, fields: fields))
        }
    }

    /// `encode(motion, fields:)`'s bytes with their entity tag, as `encodeTagged(_:fields:)`.
    public func encodeTagged(_ motion: MotionResult, fields: ItemFields = .all) -> TaggedBody {
        switch self {
        case .fast: JSONAnswerWriter.encodeTagged(motion, fields: fields)
        case .foundation: TaggedBody(bytes: encode(motion, fields: fields))
        }
    }

    /// A page's answer (docs/PAGE.md §4), its items cut to `fields`, with its entity tag.
    public func encodeTagged(_ page: PageLayoutResult, fields: ItemFields = .all) -> TaggedBody {
        switch self {
        case .fast: JSONAnswerWriter.encodeTagged(page, fields: fields)
        case .foundation: TaggedBody(bytes: JSONBody.encode(page, fields: fields))
        }
    }
}
