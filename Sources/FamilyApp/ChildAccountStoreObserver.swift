/// Told of each commit of a device's store, once the device's app has refreshed what it
/// enforces: for whatever shows or carries the account beyond the app itself — a widget, or
/// something that hands the minutes to share (``ChildAccountStore/takeMinutesToShare()``) to
/// the child's other devices.
public protocol ChildAccountStoreObserver: AnyObject {
    func accountStoreDidCommit(_ store: ChildAccountStore)
}
