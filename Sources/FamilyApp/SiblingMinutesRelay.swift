import AntiGaming
import Platform

/// Stands in for the cloud between a child's devices where a family has none modelled: what
/// one device shares reaches the others at once, as if every upload and fetch were instant.
/// With a cloud, the app shares through it instead and the relay is never asked.
public protocol SiblingMinutesRelay: AnyObject {
    func relay(_ minutes: [SiblingMinute], from device: DeviceID)
}
