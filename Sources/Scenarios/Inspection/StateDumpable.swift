import Reports
import Simulation

/// A probe that can also write out what it reads, for `--until`'s state dump: the one place that
/// knows where a device keeps its state.
protocol StateDumpable: StateProbe {
    func stateDump(formatTime: (Int64) -> String) -> JSONValue
}
