import Platform

/// One thing a person meant to happen, as the world saw them do it: who, on which device, at
/// what true time, meaning what. The app never reads these; the checkers hold the app to them.
public struct Intent: Hashable, Sendable {
    public enum Meaning: Hashable, Sendable {
        /// A parent set one setting of a child's to a value; `change` is the name of the command
        /// the phone sent for it (shared by the settings one step set), nil when it was refused.
        case setting(child: ChildID, setting: String, value: Int64, change: String?)
        /// A parent added or removed points; `record` names the change the phone sent.
        case adjustment(child: ChildID, points: Int, record: String)
        /// A child spent points on minutes of a reward app.
        case redemption(child: ChildID, points: Int, app: AppID)
        /// A child asked for a real-world reward at `points`.
        case rewardRequest(child: ChildID, reward: String, points: Int)
        /// A parent answered the child's request (its record's name; nil when the phone had no
        /// request to answer).
        case rewardDecision(child: ChildID, reward: String, request: String?, approve: Bool)
        /// A parent invited, accepted an invitation, or was removed from the family.
        case membership(parent: ParentID, action: String)
    }

    /// Its place in the history, from 1: how a report names it (`intent 7`).
    public let number: Int
    /// The parent or child who acted.
    public let actor: String
    public let device: DeviceID
    public let timeMs: Int64
    public let meaning: Meaning
    /// Set when the app turned the action down on the spot and told the user why: such an
    /// intent has its outcome at once (refused and shown).
    public let refusal: String?

    public init(number: Int, actor: String, device: DeviceID, timeMs: Int64, meaning: Meaning, refusal: String?) {
        precondition(number >= 1, "intents are numbered from 1")
        self.number = number
        self.actor = actor
        self.device = device
        self.timeMs = timeMs
        self.meaning = meaning
        self.refusal = refusal
    }

    /// `intent 3 (sam on sam-phone at 09:00: conversion_rate = 3 for alex)`, times as `format` writes them.
    public func described(time format: (Int64) -> String) -> String {
        "intent \(number) (\(actor) on \(device) at \(format(timeMs)): \(meaningText))"
    }

    public var meaningText: String {
        switch meaning {
        case .setting(let child, let setting, let value, _): "\(setting) = \(value) for \(child)"
        case .adjustment(let child, let points, _): "adjust \(child)'s points by \(points > 0 ? "+" : "")\(points)"
        case .redemption(let child, let points, let app): "\(child) redeems \(points) points for \(app)"
        case .membership(let parent, let action): "\(action) \(parent)"
        case .rewardRequest(let child, let reward, let points): "\(child) asks for \(reward) at \(points) points"
        case .rewardDecision(let child, let reward, _, let approve):
            "\(approve ? "approve" : "deny") \(child)'s \(reward)"
        }
    }
}
