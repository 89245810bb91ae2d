import Platform
import SimulatedCloud
import SimulationKernel

/// The cloud in the world: the service, the links to it, and the trace of what went over them.
extension World {
    /// Puts a CloudKit service in the world, reached over `network`. Once per run, before any
    /// device connects.
    public func enableCloud(_ settings: CloudServiceSettings, network: NetworkModel) {
        precondition(cloudService == nil, "the cloud is enabled once")
        cloudService = CloudService(settings: settings)
        self.network = network
    }

    /// A parent's phone, in the zone `utcOffsetSeconds`, its clock `clockSkewMs` off true time.
    public func addParentDevice(
        id: DeviceID, parent: ParentID, utcOffsetSeconds: Int, clockSkewMs: Int64,
        background: BackgroundSchedulerModel = .init()
    ) -> SimulatedParentDevice {
        precondition(
            !parentDevices.contains { $0.id == id } && !childDevices.contains { $0.id == id },
            "device ids are unique")
        let device = SimulatedParentDevice(
            id: id, parent: parent, world: self, utcOffsetSeconds: utcOffsetSeconds, clockSkewMs: clockSkewMs,
            refreshDelay: background.refreshDelay
        )
        parentDevices.append(device)
        return device
    }

    func connect(device: DeviceID, account: CloudAccountID, host: CloudHost) -> CloudConnection {
        precondition(cloudService != nil, "enable the cloud before connecting devices")
        precondition(!connections.contains { $0.device == device }, "a device connects once")
        let connection = CloudConnection(
            device: device, index: Int32(connections.count), account: account, world: self, host: host
        )
        connections.append(connection)
        return connection
    }

    public func connection(of device: DeviceID) -> CloudConnection? {
        connections.first { $0.device == device }
    }

    /// The service changed a zone that `devices` read; each is sent a silent push.
    func sendPushes(to devices: [DeviceID]) {
        for device in devices {
            connection(of: device)?.pushSent()
        }
    }

    /// Mixes a line of the sync trace into the trace hash — the device, the event and a digest
    /// of what the line states, as words — and builds the line's text only when the run keeps
    /// its trace.
    func traceSync(
        on connection: CloudConnection, event: SyncTraceEvent, digest: UInt64 = 0,
        text: () -> (records: [String], tags: [String], decision: String)
    ) {
        loop.recordTrace(Decision.sync.rawValue << 56 | UInt64(UInt32(bitPattern: connection.index)))
        loop.recordTrace(event.word &+ digest &* 0x9E37_79B9_7F4A_7C15)
        if keepsTimeline {
            noteOnTimeline(event, of: connection)
        }
        if recording != nil {
            recordStep(.sync, deviceName: connection.device.rawValue, detail: "\(event.name) \(text().decision)")
        }
        guard keepsSyncTrace else { return }
        let (records, tags, decision) = text()
        syncTrace.append(
            SyncTraceLine(
                timeMs: loop.now, device: connection.device, event: event.name, records: records, tags: tags,
                decision: decision
            ))
    }

    /// Cuts or heals a device's link.
    public func setPartition(_ partition: LinkPartition, of device: DeviceID) {
        guard let connection = connection(of: device) else {
            preconditionFailure("\(device) has no cloud connection")
        }
        connection.partition = partition
        traceSync(on: connection, event: .partition, digest: StableHash.fnv1a64(partition.rawValue)) {
            ([], [], partition.rawValue)
        }
    }

    /// The next `count` answers to `device` are lost after the service acted on the request.
    public func loseAnswers(_ count: Int, to device: DeviceID) {
        guard let connection = connection(of: device) else {
            preconditionFailure("\(device) has no cloud connection")
        }
        connection.answersToLose += count
    }
}

extension World {
    /// A line of the trace for what an app's sync engine did on `device`: its kind and number
    /// of records go into the trace hash; `text` is called only when the run keeps its trace.
    public func recordSyncEngineEvent(
        device: DeviceID, kind: String, recordCount: Int,
        text: () -> (records: [String], tags: [String], decision: String)
    ) {
        guard let connection = connection(of: device) else {
            preconditionFailure("\(device) has no cloud connection")
        }
        traceSync(on: connection, event: .engine(kind), digest: UInt64(recordCount), text: text)
    }
}

extension World {
    /// Requests and link changes, for the timeline picture.
    private func noteOnTimeline(_ event: SyncTraceEvent, of connection: CloudConnection) {
        switch event {
        case .send:
            timeline.append(TimelineMark(timeMs: loop.now, device: connection.device, kind: .request, detail: ""))
        case .partition:
            timeline.append(
                TimelineMark(
                    timeMs: loop.now, device: connection.device, kind: .link,
                    detail: connection.partition.rawValue))
        default:
            break
        }
    }
}
