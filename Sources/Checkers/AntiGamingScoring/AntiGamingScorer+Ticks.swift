import AntiGaming
import Platform
import Simulation

extension AntiGamingScorer {
    /// A child's usage ticks in signal order, each beside the callback behind it and the
    /// category it counted as. They do not depend on the level a validator judges at, so a
    /// child's are worked out once for all levels.
    struct Ticks {
        let truths: [CallbackTruth]
        let categories: [UsageCategory]

        /// `deliveries` holds each of the child's devices with the truths of the usage callbacks
        /// it delivered, in delivery order. The app logs every usage callback the device
        /// delivers, in that order: the n-th tick of a device is its n-th delivered callback.
        /// A child has a device or three, so a tick's device is found by a search from the start.
        init(_ signals: [UsageSignal], deliveries: [(device: DeviceID, truths: [CallbackTruth])]) {
            var truths: [CallbackTruth] = []
            var categories: [UsageCategory] = []
            var cursors = [Int](repeating: 0, count: deliveries.count)
            for signal in signals {
                guard case .tick(let tick) = signal else { continue }
                guard let slot = deliveries.firstIndex(where: { $0.device == tick.device }) else {
                    preconditionFailure("a tick on a device the child does not have")
                }
                let position = cursors[slot]
                precondition(position < deliveries[slot].truths.count, "a tick the device never delivered")
                cursors[slot] = position + 1
                truths.append(deliveries[slot].truths[position])
                categories.append(tick.category)
            }
            self.truths = truths
            self.categories = categories
        }
    }
}
