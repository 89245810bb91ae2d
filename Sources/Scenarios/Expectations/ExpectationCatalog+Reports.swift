import FamilyApp
import Platform
import Simulation

/// Functions over the daily reports on the parents' phones: what each phone has received, how
/// stale it is and how late each day's notification came. They need the `sync:` block (and
/// `parent_reports: on` for anything to arrive).
extension ExpectationCatalog {
    static let reportFunctions: [Function] = [
        Function(
            name: "summaries_on", parameters: [(.anyDevice, false), (.child, false)], result: .number,
            meaning: "the child's daily summaries the parent's phone has received"
        ) { args, run throws(FunctionFailure) in
            .number(Double(try phone(args.requiredDevice, run).summaries(of: args.requiredChild).count))
        },
        Function(
            name: "summary_staleness", parameters: [(.anyDevice, false), (.child, false)], result: .duration,
            meaning: "how long ago, by the phone's clock, the latest day the phone has a summary of ended"
        ) {
            args, run throws(FunctionFailure) in
            guard let ms = try phone(args.requiredDevice, run).summaryStalenessMs(of: args.requiredChild) else {
                throw FunctionFailure(
                    message: "\(args.requiredDevice) has no summary of \(args.requiredChild) yet",
                    help: "check summaries_on(\(args.requiredDevice), \(args.requiredChild)) > 0 first"
                )
            }
            return .duration(milliseconds: ms)
        },
        Function(
            name: "summary_notifications", parameters: [(.anyDevice, false)], result: .number,
            meaning: "daily-summary notifications posted on the parent's phone, one per child and day"
        ) {
            args, run throws(FunctionFailure) in
            .number(Double(try summaryPosts(args.requiredDevice, run).count))
        },
        Function(
            name: "summary_delay_max", parameters: [(.anyDevice, false)], result: .duration,
            meaning: "the longest time from the end of a day to its summary's notification on the parent's phone"
        ) {
            args, run throws(FunctionFailure) in
            let delays = try summaryPosts(args.requiredDevice, run).map {
                $0.time.milliseconds(since: $0.notification.occurredAt)
            }
            guard let longest = delays.max() else {
                throw FunctionFailure(
                    message: "no summary reached \(args.requiredDevice)",
                    help: "check summary_notifications(\(args.requiredDevice)) > 0 first")
            }
            return .duration(milliseconds: longest)
        },
    ]

    private static func phone(_ device: DeviceID, _ run: RunState) throws(FunctionFailure) -> ParentDeviceApp {
        guard let app = try run.requireSync().parentApp(on: device) else {
            throw FunctionFailure(message: "\(device) is not a parent's phone", help: nil)
        }
        return app
    }

    private static func summaryPosts(_ device: DeviceID, _ run: RunState) throws(FunctionFailure)
        -> [PostedNotification]
    {
        guard let phone = try run.requireSync().parentDevices[device] else {
            throw FunctionFailure(message: "\(device) is not a parent's phone", help: nil)
        }
        return phone.notifications.filter { $0.notification.category == DailySummary.notificationCategory }
    }
}
