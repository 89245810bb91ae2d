import Platform

/// The apps a parent has sorted into learning and reward; apps not listed are neither
/// earned on nor shielded.
///
/// Kept as arrays sorted by id, never as a dictionary, so that every listing comes out in
/// the same order in every process.
public struct AppCatalog: Hashable, Sendable {
    private let entries: [CatalogEntry]
    /// Sorted by id. Both lists are made once, with the catalogue: the shields ask for the
    /// reward apps at every usage minute.
    public let learningApps: [AppID]
    /// Sorted by id.
    public let rewardApps: [AppID]

    private struct CatalogEntry: Hashable, Sendable {
        let app: AppID
        let category: AppCategory
    }

    public init(_ entries: [(AppID, AppCategory)]) {
        let sorted = entries.map { CatalogEntry(app: $0.0, category: $0.1) }.sorted { $0.app < $1.app }
        for (previous, next) in zip(sorted, sorted.dropFirst()) {
            precondition(previous.app != next.app, "app \(next.app) is listed twice in the catalogue")
        }
        for entry in sorted {
            if case .learning(let pointsPerHour?) = entry.category {
                precondition(pointsPerHour >= 0, "app \(entry.app) has a negative points-per-hour rate")
            }
        }
        self.entries = sorted
        learningApps = sorted.filter { if case .learning = $0.category { true } else { false } }.map(\.app)
        rewardApps = sorted.filter { $0.category == .reward }.map(\.app)
    }

    /// The catalogue with `app`, already in it, sorted into `category` (or given a rate).
    public func replacing(_ app: AppID, with category: AppCategory) -> AppCatalog {
        precondition(self.category(of: app) != nil, "\(app) is not in the catalogue; only a listed app is re-sorted")
        return AppCatalog(entries.map { ($0.app, $0.app == app ? category : $0.category) })
    }

    public func category(of app: AppID) -> AppCategory? {
        entries.first { $0.app == app }?.category
    }

    /// The earning rate of a learning app: its own rate, else the settings' default.
    /// `nil` for reward apps and apps not in the catalogue.
    public func pointsPerHour(for app: AppID, settings: RewardSettings) -> Int? {
        guard case .learning(let pointsPerHour) = category(of: app) else { return nil }
        return pointsPerHour ?? settings.defaultPointsPerHour
    }
}
