import Platform

/// A child flicking between apps on a timer (`switchRapidly`), valid while the interaction
/// it belongs to (its generation) lasts.
struct RapidSwitch {
    let apps: [AppID]
    let everyMs: Int64
    let generation: UInt32
    var position = 0
}
