import Simulation

extension RunState {
    /// Registers a probe per device (children's in the scenario's order, then parents' phones)
    /// and one for the service, so every decision that leaves a trace in state reaches the hash.
    func addStateProbes() {
        for spec in scenario.devices {
            world.addStateProbe(ChildDeviceProbe(app: app(spec.id), device: device(spec.id)))
        }
        for parent in scenario.parents {
            guard let device = parent.device, let app = sync?.parentApp(on: device) else { continue }
            world.addStateProbe(ParentPhoneProbe(app: app))
        }
        if let service = world.cloudService {
            world.addStateProbe(ServiceProbe(service: service))
        }
    }
}
