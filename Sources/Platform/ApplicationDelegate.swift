/// The host app's lifecycle, as `UIApplicationDelegate` reports it.
///
/// A force-quit ends the process without any callback; the next launch by the user starts
/// it again with `applicationDidFinishLaunching`, which is where an app must register its
/// background task handlers and resubmit its requests.
public protocol ApplicationDelegate: AnyObject {
    /// A cold start: first install, or the first launch after the process ended.
    func applicationDidFinishLaunching()
    /// The user brought the app to the foreground.
    func applicationDidBecomeActive()
    /// The user left the app; it will be suspended once its queued work is cut off.
    func applicationDidEnterBackground()
}
