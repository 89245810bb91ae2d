import Platform

/// What the child is really doing, for ground truth, and the techniques that need the device
/// itself to play them out: a screen kept on with nobody there, rapid switching.
extension SimulatedChildDevice {
    /// Books the usage so far under the old label before a new one applies.
    func setUsageLabel(_ label: UsageLabel) {
        // Under the restriction the clock or zone change the child meant never happened: what
        // follows is ordinary use.
        let isRefusedTechnique = clock.requiresAutomaticDateAndTime
            && (label == .technique(.clockChange) || label == .technique(.timeZoneChange))
        let label = isRefusedTechnique ? UsageLabel.engaged : label
        guard label != usageLabel else { return }
        settleUsage()
        usageLabel = label
    }

    /// `app` stays on the unlocked screen with nobody touching it — a video left playing —
    /// and the screen stays on whatever Auto-Lock says; after `durationMs` the device locks.
    public func leaveOn(_ app: AppID, forMs durationMs: Int64, label: UsageLabel = .technique(.passive)) {
        precondition(!isLocked && durationMs > 0, "leaving an app on needs an unlocked device and a duration")
        setUsageLabel(label)
        isInteracting = false
        isScreenKeptOn = true
        open(app)
        interactionGeneration &+= 1
        world.loop.schedule(
            .interactionEnd(device: index, generation: interactionGeneration, lockAfter: true),
            after: durationMs
        )
    }

    /// Unlocks, then brings the next of `apps` to the front every `everyMs` while interacting,
    /// for `durationMs`; then locks.
    public func switchRapidly(
        between apps: [AppID], everyMs: Int64, forMs durationMs: Int64,
        label: UsageLabel = .technique(.rapidSwitching)
    ) {
        precondition(!apps.isEmpty && everyMs > 0, "switching needs apps and a positive period")
        unlock()
        open(apps[0])
        interact(forMs: durationMs, lockAfter: true, label: label)
        rapidSwitch = RapidSwitch(apps: apps, everyMs: everyMs, generation: interactionGeneration)
        world.loop.schedule(.rapidSwitch(device: index, generation: interactionGeneration), after: everyMs)
    }

    /// Any other action (another interaction, a lock) bumps the generation and stops the switching.
    func rapidSwitchDidArrive(generation: UInt32) {
        guard var switching = rapidSwitch, switching.generation == generation,
              generation == interactionGeneration, !isLocked else { return }
        switching.position += 1
        rapidSwitch = switching
        open(switching.apps[switching.position % switching.apps.count])
        world.loop.schedule(.rapidSwitch(device: index, generation: generation), after: switching.everyMs)
    }
}
