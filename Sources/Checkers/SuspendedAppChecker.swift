/// A suspended app runs no code, so it sends nothing: a request from a device whose app was
/// not running means app code ran where iOS would run none (the extension driving the host
/// app's engine, a timer firing in a suspended process).
enum SuspendedAppChecker {
    static func check(_ family: FamilyUnderCheck, into log: ViolationLog) {
        for connection in family.world.connections {
            guard let first = connection.requestsWhileSuspended.first else { continue }
            let count = connection.requestsWhileSuspended.count
            log.note(
                Violation(
                    checker: .suspended, timeMs: first.timeMs, devices: [connection.device],
                    subject: connection.device.rawValue,
                    detail:
                        "\(connection.device) sent a \(first.call) request at \(family.formatTime(first.timeMs)) "
                        + "while its "
                        + "app was suspended" + (count > 1 ? " (\(count) such requests)" : "")
                ))
        }
    }
}
