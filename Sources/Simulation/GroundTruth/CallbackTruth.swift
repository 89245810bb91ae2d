/// Why the system made a callback, as only the world knows it.
public enum CallbackTruth: Hashable, Sendable {
    /// Usage really crossed the threshold; the label is what the child was doing in that
    /// stretch. A real callback stays real when a fault delays it.
    case real(UsageLabel)
    /// A fault made the callback: nobody used the device for it.
    case artefact(FaultKind)
    /// The catch-up of a registration made again in the interval under way fired a threshold
    /// the system had already reported for real use: the same minute a second time.
    case replayed
    /// An interval start or end: neither real usage nor an artefact.
    case interval

    public var isArtefact: Bool {
        if case .artefact = self { return true }
        return false
    }
}
