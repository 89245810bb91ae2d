/// Reads what one device's app (or the service) holds, as digests of named parts.
///
/// The world knows nothing of what an app keeps; whoever builds the run registers a probe per
/// device, so the digests follow the app's state however it is stored.
public protocol StateProbe: AnyObject {
    /// The device's name, or `service`: how `diff` and the state dump name it.
    var subject: String { get }
    /// The parts in a fixed order, each a digest that is equal in every process for equal state
    /// (hash sorted keys or commutative sums, never `Hasher`). Parts that walk every record a
    /// device or the service holds are left out unless `walkingRecords`: they cost as much as the
    /// run is long, so the hash takes them at the end only.
    func stateDigests(walkingRecords: Bool) -> [StateDigest]
}
