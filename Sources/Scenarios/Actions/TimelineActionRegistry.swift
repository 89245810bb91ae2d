/// Every timeline action, in the order the reference, the schema and the decoder's
/// suggestions list them: the child's steps on a device, the parents' steps, then those that
/// need the `sync:` block.
public enum TimelineActionRegistry {
    static let all: [any TimelineActionType.Type] = [
        UseAction.self, SwitchAction.self, LockAction.self, UnlockAction.self, SleepAction.self, WakeAction.self,
        IdleAction.self, RedeemAction.self, AdjustAction.self, SetAction.self, SetAppAction.self,
        RequestRewardAction.self, ApproveRewardAction.self, DenyRewardAction.self, PlugAction.self,
        UnplugAction.self, RebootAction.self, PowerOffAction.self, PowerOnAction.self, LowPowerAction.self,
        BackgroundRefreshAction.self, ForceQuitAction.self, LaunchAction.self, RunTaskAction.self,
        LeaveOnAction.self, SwitchRapidlyAction.self, SetClockAction.self, SetTimeZoneAction.self,
        TravelAction.self, RevokePermissionAction.self, RestorePermissionAction.self, DeleteAppAction.self,
        ReinstallAppAction.self, PartitionAction.self, HealAction.self, LoseAnswersAction.self,
        CloudErrorAction.self, ExpireTokensAction.self, InviteAction.self, AcceptInvitationAction.self,
        OpenAppAction.self, RemoveParentAction.self, SubscribeAction.self, CancelRenewalAction.self,
        RestorePurchasesAction.self, ReplacePhoneAction.self,
        UpdateAppAction.self, CoParentsAction.self,
        UpdateIOSAction.self,
    ]

    /// Every action's name, in registry order.
    static var names: [String] { all.map { $0.name } }

    /// The action of that name; nil for a key that names none.
    static func named(_ name: String) -> (any TimelineActionType.Type)? {
        all.first { $0.name == name }
    }
}
