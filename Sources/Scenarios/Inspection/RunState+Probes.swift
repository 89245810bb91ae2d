import Simulation

extension RunState {
    /// Registers a probe per device (children's in the scenario's order, then parents' phones)
    /// and one for the service, so every decision that leaves a trace in state reaches the hash.
    func addStateProbes() {
        // A population's children are reported in figures alone, so their ledgers let go of
        // entries once digested; a child written by hand has its entries listed, and a cloud
        // reads entries (uploads, copies, the checkers), so a run with one keeps them all.
        let generated = sync == nil ? Set(scenario.population?.children.map(\.id) ?? []) : []
        for spec in scenario.devices {
            world.addStateProbe(
                ChildDeviceProbe(
                    app: app(spec.id), device: device(spec.id),
                    letsGoOfDigestedEntries: generated.contains(spec.child)))
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
