import Platform
import SimulationKernel

/// The trip of one call: out over the link, through the service, back over the link.
extension CloudConnection {
    /// Sends a request that `serve` answers when it reaches the service. `failed` turns a
    /// transport error into the call's answer; `outcome` weighs the answer and digests it for
    /// the trace hash; `records` and `describe` give the trace its text, and are called only
    /// when the run keeps its trace.
    func call<Answer>(
        _ kind: CloudCall, records: @escaping () -> [String], sentBytes: Int,
        serve: @escaping (Instant) -> Answer,
        failed: @escaping (CloudError) -> Answer,
        outcome: @escaping (Answer) -> CallOutcome,
        describe: @escaping (Answer) -> (summary: String, tags: [String]),
        completion: @escaping (Answer) -> Void
    ) {
        let generation = host.appGeneration
        let sentAtMs = world.loop.now
        let timeoutAtMs = sentAtMs + world.network.timeoutMs
        if sentAtMs < quietUntilMs {
            requestsDuringQuiet.append((sentAtMs, kind.name, quietUntilMs))
        }
        countTraffic {
            $0.requests += 1
            $0.bytesSent += sentBytes + DeviceTraffic.messageOverheadBytes
        }
        trace(.send(kind), digest: UInt64(sentBytes)) { (records(), [], "partition \(partition.rawValue)") }
        // A served answer arrives weighed already; a transport failure is weighed on arrival.
        if !host.isAppRunning {
            requestsWhileSuspended.append((sentAtMs, kind.name))
        }
        // An answer for a suspended app waits for its next run; one for an ended process is lost.
        let handOver: (Answer, CallOutcome?, String) -> Void = { [self] answer, served, how in
            let weighed = served ?? outcome(answer)
            if let retryAfterMs = weighed.retryAfterMs {
                quietUntilMs = max(quietUntilMs, world.loop.now + retryAfterMs)
            }
            countTraffic { $0.bytesReceived += weighed.bytes + DeviceTraffic.messageOverheadBytes }
            trace(.answer(kind), digest: weighed.digest) {
                let (summary, tags) = describe(answer)
                return (records(), tags, how + summary)
            }
            completion(answer)
        }
        let deliver: (Answer, CallOutcome?, String) -> Void = { [self] answer, served, how in
            let handed = host.whenAppRuns(generation: generation, { handOver(answer, served, how) })
            if handed != .ranNow, served == nil, world.loop.now >= timeoutAtMs {
                timeoutsAfterRunMs.append(sentAtMs)
            }
            switch handed {
            case .ranNow:
                break
            case .atNextRun:
                trace(.answerWaits) { (records(), [], "the app is suspended: handed over at its next run") }
            case .lost:
                trace(.answerDropped) { (records(), [], "the app that asked is no longer running") }
            }
        }
        if partition == .both {
            return world.runLater(afterMs: 0) { deliver(failed(CloudError(.networkUnavailable)), nil, "") }
        }
        if partition.blocksRequests || isLost() {
            return world.runLater(afterMs: world.network.timeoutMs) {
                deliver(failed(CloudError(.networkFailure)), nil, "request lost, timed out: ")
            }
        }
        world.runLater(afterMs: drawLatencyMs()) { [self] in
            let answer = serve(world.now)
            let weighed = outcome(answer)
            trace(.served(kind), digest: weighed.digest) {
                let (summary, tags) = describe(answer)
                return (records(), tags, summary)
            }
            if answersToLose > 0 {
                answersToLose -= 1
                return world.runLater(afterMs: max(0, timeoutAtMs - world.loop.now)) {
                    deliver(failed(CloudError(.serverResponseLost)), nil, "answer lost after commit: ")
                }
            }
            if partition.blocksAnswers || isLost() {
                return world.runLater(afterMs: max(0, timeoutAtMs - world.loop.now)) {
                    deliver(failed(CloudError(.networkFailure)), nil, "answer lost, timed out: ")
                }
            }
            world.runLater(afterMs: drawLatencyMs()) { deliver(answer, weighed, "") }
        }
    }

    /// The service changed a zone this device reads: a silent push sets off towards it.
    func pushSent() {
        pushes.sent += 1
        guard !isPushOnTheWay else {
            pushes.coalesced += 1
            return trace(.pushCoalesced) { ([], [], "one is already on its way") }
        }
        if pushRandom.chance(Int64(world.network.push.dropPercent), in: 100) {
            pushes.dropped += 1
            return trace(.pushDropped) { ([], [], "not delivered by the push service") }
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
        let refusal: String? =
            if partition.blocksAnswers {
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
            return trace(.pushDropped, digest: StableHash.fnv1a64(refusal)) { ([], [], refusal) }
        }
        pushes.delivered += 1
        let isForeground = host.isAppInForeground
        trace(.pushDelivered, digest: isForeground ? 1 : 0) { ([], [], isForeground ? "foreground" : "woke the app") }
        if !isForeground {
            backgroundPushTimesMs.append(nowMs)
            countTraffic { $0.backgroundPushWakes += 1 }
            host.appWokeForPush()
        }
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

    func trace(
        _ event: SyncTraceEvent, digest: UInt64 = 0, text: () -> (records: [String], tags: [String], decision: String)
    ) {
        world.traceSync(on: self, event: event, digest: digest, text: text)
    }
}
