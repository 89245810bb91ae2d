/// The service's retry-after is a promise the device makes: nothing sent before it has passed.
enum RetryAfterChecker {
    static func check(_ family: FamilyUnderCheck, into log: ViolationLog) {
        for connection in family.world.connections {
            guard let first = connection.requestsDuringQuiet.first else { continue }
            log.note(
                Violation(
                    checker: .retryAfter, timeMs: first.timeMs, devices: [connection.device],
                    subject: connection.device.rawValue,
                    detail:
                        "\(connection.device) sent a \(first.call) request at \(family.formatTime(first.timeMs)) "
                        + "though the "
                        + "service had asked it to wait until \(family.formatTime(first.quietUntilMs))"
                        + (connection.requestsDuringQuiet.count > 1
                            ? " (\(connection.requestsDuringQuiet.count) such requests)" : "")
                ))
        }
    }
}
