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
        precondition(!parentDevices.contains { $0.id == id } && !childDevices.contains { $0.id == id },
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
        let connection = CloudConnection(device: device, account: account, world: self, host: host)
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

    func traceSync(_ line: SyncTraceLine) {
        syncTrace.append(line)
        let device = line.device.flatMap { id in connections.firstIndex { $0.device == id } } ?? -1
        recordDecision(.sync, device: Int32(device), detail: line.event + " " + line.decision)
    }

    /// Cuts or heals a device's link.
    public func setPartition(_ partition: LinkPartition, of device: DeviceID) {
        guard let connection = connection(of: device) else {
            preconditionFailure("\(device) has no cloud connection")
        }
        connection.partition = partition
        traceSync(SyncTraceLine(
            timeMs: loop.now, device: device, event: "partition", records: [], tags: [], decision: partition.rawValue
        ))
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
    /// A line of the trace for what an app's sync engine did on `device`.
    public func recordSyncEngineEvent(device: DeviceID, event: String, records: [String], tags: [String], decision: String) {
        traceSync(SyncTraceLine(timeMs: loop.now, device: device, event: "engine " + event, records: records, tags: tags,
                                decision: decision))
    }
}
