import AntiGaming
import Platform
import SyncEngine

/// The minutes of use each child device counts, shared with the child's other devices so that
/// their validators can tell a second device in use, or a mirror of this one's minutes.
/// A batch is written once, named `minutes.<child>.<device>.<n>`, and never edited.
extension ChildSync {
    /// Queues the minutes counted since the last batch as one record. Host-app code only: what
    /// the extension counted waits for the app's next run, like its entries. A child with one
    /// device shares nothing: the minutes are let go.
    func shareMinutes() {
        guard let engine, !app.store.work.minutesToShare.isEmpty else { return }
        let minutes = app.store.takeMinutesToShare()
        guard disk.knowsSibling else { return }
        disk.minuteBatchesShared += 1
        let name = "minutes.\(child).\(app.device).\(disk.minuteBatchesShared)"
        engine.save(
            CloudRecord(
                id: CloudRecordID(zone: usageZone, name: name), type: FamilyRecordType.learningMinutes,
                fields: ["device": .text(app.device.rawValue), "minutes": .text(Self.text(of: minutes))]
            ))
    }

    /// Another device registering in child mode is a sibling: the minutes counted from now on
    /// go to it.
    func noteRegistration(_ record: CloudRecord) {
        guard record["mode"]?.textValue == "child", record["person"]?.textValue == child.rawValue,
            record.id.name != "device.\(app.device)"
        else { return }
        disk.knowsSibling = true
    }

    /// A sibling's batch, given to this device's validator once.
    func hearSiblingMinutes(_ record: CloudRecord) {
        guard let device = record["device"]?.textValue.map(DeviceID.init), device != app.device,
            !app.store.work.remote.siblingMinuteBatches.contains(record.id.name),
            let minutes = record["minutes"]?.textValue.flatMap({ Self.minutes(in: $0, device: device) })
        else { return }
        app.store.update { _, work in
            work.observeSiblingMinutes(minutes)
            work.remote.siblingMinuteBatches.insert(record.id.name)
        }
    }

    /// One line a minute: `app milliseconds-since-epoch utc-offset-seconds ruling threshold-minute`,
    /// space separated (app identifiers hold no spaces), the ruling `kept`, `withheld` or
    /// `too-fast`. A line of a batch written before minutes carried their number has no fifth
    /// field, and still reads.
    static func text(of minutes: [SiblingMinute]) -> String {
        minutes.map { minute in
            "\(minute.app) \(minute.at.instant.millisecondsSinceEpoch) \(minute.at.utcOffsetSeconds) "
                + minute.ruling.rawValue + (minute.minute.map { " \($0)" } ?? "")
        }
        .joined(separator: "\n")
    }

    /// The minutes of a batch's text; nil when any line is not one the app writes.
    static func minutes(in text: String, device: DeviceID) -> [SiblingMinute]? {
        var minutes: [SiblingMinute] = []
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 4 || parts.count == 5, let ms = Int64(parts[1]), let offset = Int(parts[2]),
                abs(offset) <= 18 * 3600, let ruling = SiblingMinute.Ruling(rawValue: String(parts[3]))
            else { return nil }
            var minute: Int?
            if parts.count == 5 {
                guard let number = Int(parts[4]), number > 0, number <= Self.thresholdMinuteMax else { return nil }
                minute = number
            }
            minutes.append(
                SiblingMinute(
                    device: device, app: AppID(String(parts[0])),
                    at: LocalTimestamp(instant: Instant(millisecondsSinceEpoch: ms), utcOffsetSeconds: offset),
                    ruling: ruling, minute: minute
                ))
        }
        return minutes
    }

    /// No threshold minute is past a day's minutes — a 25-hour day's, when the clocks go back.
    static let thresholdMinuteMax = 25 * 60
}
