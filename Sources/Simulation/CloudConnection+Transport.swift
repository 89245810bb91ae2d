import Platform
import SimulationKernel

/// The trip of one call: out over the link, through the service, back over the link.
extension CloudConnection {
    /// Sends a request that `serve` answers when it reaches the service. `failed` turns a
    /// transport error into the call's answer; `outcome` says for the trace what the answer was,
    /// which change tags it carries and how many bytes it weighs.
    func call<Answer>(
        _ kind: String, records: [String], sentBytes: Int,
        serve: @escaping (Instant) -> Answer,
        failed: @escaping (CloudError) -> Answer,
        outcome: @escaping (Answer) -> (summary: String, tags: [String], bytes: Int),
        completion: @escaping (Answer) -> Void
    ) {
        let generation = host.appGeneration
        let sentAtMs = world.loop.now
        countTraffic { $0.requests += 1; $0.bytesSent += sentBytes + DeviceTraffic.messageOverheadBytes }
        trace("send \(kind)", records: records, decision: "partition \(partition.rawValue)")
        let deliver: (Answer, String) -> Void = { [self] answer, how in
            guard host.appGeneration == generation, host.isAppAlive else {
                return trace("answer dropped", records: records, decision: "the app that asked is no longer running")
            }
            let (summary, tags, bytes) = outcome(answer)
            countTraffic { $0.bytesReceived += bytes + DeviceTraffic.messageOverheadBytes }
            trace("answer \(kind)", records: records, tags: tags, decision: how + summary)
            completion(answer)
        }
        let timeoutAtMs = sentAtMs + world.network.timeoutMs
        if partition == .both {
            return world.runLater(afterMs: 0) { deliver(failed(CloudError(.networkUnavailable)), "") }
        }
        if partition.blocksRequests || isLost() {
            return world.runLater(afterMs: world.network.timeoutMs) {
                deliver(failed(CloudError(.networkFailure)), "request lost, timed out: ")
            }
        }
        world.runLater(afterMs: drawLatencyMs()) { [self] in
            let answer = serve(world.now)
            let (summary, tags, _) = outcome(answer)
            trace("served \(kind)", records: records, tags: tags, decision: summary)
            if answersToLose > 0 {
                answersToLose -= 1
                return world.runLater(afterMs: max(0, timeoutAtMs - world.loop.now)) {
                    deliver(failed(CloudError(.serverResponseLost)), "answer lost after commit: ")
                }
            }
            if partition.blocksAnswers || isLost() {
                return world.runLater(afterMs: max(0, timeoutAtMs - world.loop.now)) {
                    deliver(failed(CloudError(.networkFailure)), "answer lost, timed out: ")
                }
            }
            world.runLater(afterMs: drawLatencyMs()) { deliver(answer, "") }
        }
    }

    /// The service changed a zone this device reads: a silent push sets off towards it.
    func pushSent() {
        pushes.sent += 1
        guard !isPushOnTheWay else {
            pushes.coalesced += 1
            return trace("push coalesced", records: [], decision: "one is already on its way")
        }
        if pushRandom.chance(Int64(world.network.push.dropPercent), in: 100) {
            pushes.dropped += 1
            return trace("push dropped", records: [], decision: "not delivered by the push service")
        }
        isPushOnTheWay = true
        world.runLater(afterMs: world.network.push.delay.draw(using: &pushRandom)) { [self] in
            isPushOnTheWay = false
            pushArrived()
        }
    }

    private func pushArrived() {
        let nowMs = world.loop.now
        backgroundPushTimesMs.removeAll { $0 <= nowMs - Instant.millisecondsPerHour }
        let refusal: String? = if partition.blocksAnswers {
            "the device is cut off"
        } else if !host.isAppAlive {
            "the app was force-quit"
        } else if host.isAppInForeground {
            nil
        } else if !host.acceptsBackgroundPushes {
            "Low Power Mode or Background App Refresh off"
        } else if backgroundPushTimesMs.count >= world.network.push.backgroundPerHourMax {
            "the hourly budget for background pushes is spent"
        } else {
            nil
        }
        if let refusal {
            pushes.dropped += 1
            return trace("push dropped", records: [], decision: refusal)
        }
        if !host.isAppInForeground { backgroundPushTimesMs.append(nowMs) }
        pushes.delivered += 1
        trace("push delivered", records: [], decision: host.isAppInForeground ? "foreground" : "woke the app")
        pushHandler?()
    }

    private func isLost() -> Bool {
        linkRandom.chance(Int64(world.network.lossPercent), in: 100)
    }

    private func drawLatencyMs() -> Int64 {
        world.network.latency.draw(using: &linkRandom)
    }

    private func countTraffic(_ change: (inout DeviceTraffic) -> Void) {
        let day = Int((world.loop.now - world.startMs) / Instant.millisecondsPerDay)
        while traffic.count <= day { traffic.append(DeviceTraffic()) }
        change(&traffic[day])
    }

    func trace(_ event: String, records: [String], tags: [String] = [], decision: String) {
        world.traceSync(SyncTraceLine(
            timeMs: world.loop.now, device: device, event: event, records: records, tags: tags, decision: decision
        ))
    }
}
