import Platform
import Reports
import SyncEngine

/// A sync engine's pending changes and cache as JSON, sorted by record.
enum SyncStateDump {
    static func members(of state: SyncState?) -> [(String, JSONValue)] {
        guard let state else { return [] }
        let pending = state.pendingOrder.entries.map(\.id).map { id -> JSONValue in
            let change = state.pendingChanges[id]!
            var members: [(String, JSONValue)] = [
                ("record", .string(id.description)), ("revision", .integer(Int64(change.revision))),
                ("attempts", .integer(Int64(change.attempts))),
            ]
            switch change.change {
            case .save(let record): members.append(("save", fields(record)))
            case .delete(let type): members.append(("delete", .string(type)))
            }
            if let error = change.lastError { members.append(("lastError", .string(error.description))) }
            return JSONValue(object: members)
        }
        let cache = state.serverRecords.keys.sorted().map { record(state.serverRecords[$0]!) }
        return [
            ("pendingChanges", .array(pending)),
            ("failedChanges", .integer(Int64(state.failedChanges.count))),
            ("cache", .array(cache)),
        ]
    }

    static func record(_ record: CloudRecord) -> JSONValue {
        JSONValue(object: [
            ("record", .string(record.id.description)),
            ("changeTag", record.changeTag.map { .string($0.rawValue) } ?? .null),
            ("fields", fields(record)),
        ])
    }

    static func fields(_ record: CloudRecord) -> JSONValue {
        JSONValue(
            object: record.sortedFields.map { name, value in
                switch value {
                case .int(let number): (name, .integer(number))
                case .text(let text): (name, .string(text))
                }
            })
    }
}
