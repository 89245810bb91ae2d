import Platform
import RewardEngine

/// How a real-world reward request and a parent's answer travel. The request is written once
/// by the child's device that took it, in the child's usage zone; the answer once by the first
/// parent to give it, in the child's family zone, named after the request — so a second
/// parent's answer is the same record, refused by the service as already there (`insertOnly`),
/// and the child's points move once whoever answers.
public enum RewardRequestRecord {
    /// `request.<device>.<id>`: ids count per device, so two devices' requests never clash.
    public static func name(of id: Int, on device: DeviceID) -> String {
        "request.\(device).\(id)"
    }

    /// `decision.<request name>`: the one answer a request can have.
    public static func decisionName(answering request: String) -> String {
        "decision." + request
    }

    static func request(_ request: RewardRequest, on device: DeviceID, in zone: CloudZoneID) -> CloudRecord {
        CloudRecord(
            id: CloudRecordID(zone: zone, name: name(of: request.id, on: device)), type: FamilyRecordType.rewardRequest,
            fields: [
                "reward": .text(request.reward), "points": .int(Int64(request.points)),
                "requestID": .int(Int64(request.id)), "device": .text(device.rawValue),
                "at": .int(request.requestedAt.millisecondsSinceEpoch),
            ]
        )
    }

    static func decision(
        answering request: CloudRecord, approve: Bool, by parent: ParentID, at time: Instant, in zone: CloudZoneID
    ) -> CloudRecord {
        CloudRecord(
            id: CloudRecordID(zone: zone, name: decisionName(answering: request.id.name)),
            type: FamilyRecordType.rewardDecision,
            fields: [
                "approve": .int(approve ? 1 : 0), "request": .text(request.id.name),
                "device": request["device"] ?? .text(""), "requestID": request["requestID"] ?? .int(0),
                "editedBy": .text(parent.rawValue), "editedAt": .int(time.millisecondsSinceEpoch),
            ]
        )
    }
}
