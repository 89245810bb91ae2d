/// A serial queue for the app's own work, as a serial dispatch queue is on a device.
///
/// Work takes time, and the app may be suspended or killed between two items: an item runs
/// only while the app is running (in the foreground or inside a background task), and items
/// still queued when the app is suspended are lost. The app must therefore commit progress
/// item by item, so that work cut off resumes next time without being lost or done twice.
public protocol WorkQueue: AnyObject {
    func async(_ work: @escaping () -> Void)
}
