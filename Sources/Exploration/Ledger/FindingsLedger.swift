/// What every campaign recorded into one ledger file found, build by build: which causes
/// failed how many of its runs. A campaign adds its record (`record`); ledgers kept by shards
/// or by other machines come together with `merged`, and a complete set of one campaign's
/// shards becomes the record the unsharded campaign would have written, so that merging the
/// shards' ledgers gives the same bytes as one run's.
public struct FindingsLedger: Sendable, Equatable {
    /// One cause in one campaign: how many runs it failed and the first of them.
    public struct Sighting: Sendable, Equatable {
        public let signature: String
        public let runs: Int
        /// The first run it failed, by run number; the smallest of the shards' when merged.
        public let firstRun: Int
        /// The tool's arguments that replay that run (`explore PATH… --run-seed N`), without the
        /// tool's own name, which the printing adds as it was invoked.
        public let reproduce: String

        public init(signature: String, runs: Int, firstRun: Int, reproduce: String) {
            self.signature = signature
            self.runs = runs
            self.firstRun = firstRun
            self.reproduce = reproduce
        }
    }

    /// One campaign's (or one shard's) record on one build.
    public struct Campaign: Sendable, Equatable {
        public let build: String
        public let campaignSeed: UInt64
        /// The runs asked for, over all shards (`--runs`).
        public let runs: Int
        public let shardIndex: Int
        public let shardCount: Int
        /// The runs done (fewer than asked under a time budget or `--fail-fast`).
        public let runsDone: Int
        /// In the order first found.
        public let sightings: [Sighting]

        public init(
            build: String, campaignSeed: UInt64, runs: Int, shardIndex: Int = 1, shardCount: Int = 1,
            runsDone: Int, sightings: [Sighting]
        ) {
            precondition((1...shardCount).contains(shardIndex), "shards are numbered from 1")
            self.build = build
            self.campaignSeed = campaignSeed
            self.runs = runs
            self.shardIndex = shardIndex
            self.shardCount = shardCount
            self.runsDone = runsDone
            self.sightings = sightings.sorted { ($0.firstRun, $0.signature) < ($1.firstRun, $1.signature) }
        }

        /// Two records with the same identity are the same work done again.
        func isSameWork(as other: Campaign) -> Bool {
            build == other.build && campaignSeed == other.campaignSeed && runs == other.runs
                && shardIndex == other.shardIndex && shardCount == other.shardCount
        }

        func isShard(ofSameCampaignAs other: Campaign) -> Bool {
            build == other.build && campaignSeed == other.campaignSeed && runs == other.runs
                && shardCount == other.shardCount
        }
    }

    public static let schemaVersion = 1

    /// The PATHs every campaign of the ledger drew from, as given: causes are compared only
    /// between campaigns of the same scenarios.
    public let paths: [String]
    /// Every build recorded, in the order first recorded: the order "before" and "after" mean.
    public private(set) var builds: [String] = []
    /// Each signature's cause text, in signature order.
    public private(set) var causes: [(signature: String, cause: String)] = []
    /// In build order, then by campaign seed, runs and shard.
    public private(set) var campaigns: [Campaign] = []

    public init(paths: [String]) {
        self.paths = paths
    }

    public static func == (lhs: FindingsLedger, rhs: FindingsLedger) -> Bool {
        lhs.paths == rhs.paths && lhs.builds == rhs.builds && lhs.campaigns == rhs.campaigns
            && lhs.causes.map(\.signature) == rhs.causes.map(\.signature)
            && lhs.causes.map(\.cause) == rhs.causes.map(\.cause)
    }

    /// The cause text of `signature`.
    public func cause(_ signature: String) -> String? {
        causes.first { $0.signature == signature }?.cause
    }

    /// Adds a campaign's record, replacing the record of the same work done before, and
    /// folds a now complete set of shards into one record.
    public mutating func record(_ campaign: Campaign, causes texts: [(signature: String, cause: String)]) {
        campaigns.removeAll { $0.isSameWork(as: campaign) }
        campaigns.append(campaign)
        if !builds.contains(campaign.build) { builds.append(campaign.build) }
        for text in texts where cause(text.signature) == nil { causes.append(text) }
        normalise()
    }

    /// Two ledgers of the same PATHs as one: every record of either (the same work recorded
    /// in both must be the same), builds in `self`'s order then the other's new ones.
    public func merged(with other: FindingsLedger) throws(FindingsLedgerMergeError) -> FindingsLedger {
        guard paths == other.paths else {
            throw FindingsLedgerMergeError(
                message: "the ledgers follow campaigns of different PATHs (\(paths.joined(separator: " ")) and "
                    + "\(other.paths.joined(separator: " ")))")
        }
        var result = self
        for campaign in other.campaigns {
            if let mine = campaigns.first(where: { $0.isSameWork(as: campaign) }), mine != campaign {
                throw FindingsLedgerMergeError(
                    message: "both ledgers record shard \(campaign.shardIndex)/\(campaign.shardCount) of campaign "
                        + "seed \(campaign.campaignSeed) (\(campaign.runs) runs) on build \(campaign.build), "
                        + "with different findings")
            }
        }
        for build in other.builds where !result.builds.contains(build) { result.builds.append(build) }
        for campaign in other.campaigns where !result.campaigns.contains(where: { $0.isSameWork(as: campaign) }) {
            result.campaigns.append(campaign)
        }
        for text in other.causes where result.cause(text.signature) == nil { result.causes.append(text) }
        result.normalise()
        return result
    }

    /// Complete shard sets folded, records and causes in their order.
    private mutating func normalise() {
        var folded: [Campaign] = []
        for campaign in campaigns {
            let shards = campaigns.filter { $0.isShard(ofSameCampaignAs: campaign) }
            guard campaign.shardCount > 1, Set(shards.map(\.shardIndex)).count == campaign.shardCount else {
                folded.append(campaign)
                continue
            }
            // The whole set becomes one record, made when its first shard comes up.
            if campaign == shards[0] { folded.append(Self.fold(shards)) }
        }
        // A whole campaign recorded again replaces the earlier record of the same work.
        var unique: [Campaign] = []
        for campaign in folded.reversed() where !unique.contains(where: { $0.isSameWork(as: campaign) }) {
            unique.append(campaign)
        }
        folded = unique
        let builds = self.builds
        let order = { (campaign: Campaign) in builds.firstIndex(of: campaign.build) ?? builds.count }
        campaigns = folded.sorted {
            (order($0), $0.campaignSeed, $0.runs, $0.shardCount, $0.shardIndex)
                < (order($1), $1.campaignSeed, $1.runs, $1.shardCount, $1.shardIndex)
        }
        causes.sort { $0.signature < $1.signature }
    }

    /// The shards of one campaign as the one record the whole campaign writes.
    private static func fold(_ shards: [Campaign]) -> Campaign {
        var sightings: [Sighting] = []
        for sighting in shards.flatMap(\.sightings) {
            if let index = sightings.firstIndex(where: { $0.signature == sighting.signature }) {
                let known = sightings[index]
                let first = known.firstRun <= sighting.firstRun ? known : sighting
                sightings[index] = Sighting(
                    signature: known.signature, runs: known.runs + sighting.runs, firstRun: first.firstRun,
                    reproduce: first.reproduce)
            } else {
                sightings.append(sighting)
            }
        }
        let first = shards[0]
        return Campaign(
            build: first.build, campaignSeed: first.campaignSeed, runs: first.runs,
            runsDone: shards.reduce(0) { $0 + $1.runsDone }, sightings: sightings)
    }
}

/// Why two ledgers cannot be one.
public struct FindingsLedgerMergeError: Error, Sendable {
    public let message: String
}
