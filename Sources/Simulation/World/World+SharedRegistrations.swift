import Platform

extension World {
    /// `registrations`, or an equal list a device registered before: the copy every device
    /// keeps is then one list for the world. Each of a crowd's apps registers the same 1,439
    /// minute events of every app at each launch, and a list per device was most of a
    /// population's memory. Only looked up, never iterated, so the set's order never shows.
    func shared(_ registrations: [DeviceActivityEventRegistration]) -> [DeviceActivityEventRegistration] {
        if let known = registrationLists.firstIndex(of: registrations) { return registrationLists[known] }
        registrationLists.insert(registrations)
        return registrations
    }
}
