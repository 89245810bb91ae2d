/// A timer in the app's own process (`Timer`, `asyncAfter`). It fires only while the app is
/// running: a suspended or killed app misses it, so work waiting on a timer must also be
/// picked up on the next launch, foreground or background task.
public protocol AppTimer: AnyObject {
    func schedule(afterMs delayMs: Int64, _ work: @escaping () -> Void)
}
