/// A value of the document: a scalar (always text), a mapping or a list.
public indirect enum YAMLNode: Hashable, Sendable {
    case scalar(YAMLScalar)
    case mapping(YAMLMapping)
    case sequence(YAMLSequence)

    public var location: SourceLocation {
        switch self {
        case .scalar(let scalar): return scalar.location
        case .mapping(let mapping): return mapping.location
        case .sequence(let sequence): return sequence.location
        }
    }

    /// The phrase schema messages use: "expected a mapping, found a list".
    public var kindDescription: String {
        switch self {
        case .scalar: return "a scalar"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }
}
