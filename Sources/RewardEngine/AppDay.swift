import Platform

/// One app on one local day: the grain at which points round and usage is reported.
///
/// Used only as a dictionary key for lookups and order-free sums; nothing iterates those
/// dictionaries into output, so their per-process order never shows.
struct AppDay: Hashable, Sendable {
    let app: AppID
    let date: CivilDate

    func matches(app: AppID?, date: CivilDate?) -> Bool {
        (app == nil || app == self.app) && (date == nil || date == self.date)
    }
}
