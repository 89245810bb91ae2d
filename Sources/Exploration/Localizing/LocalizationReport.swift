import Platform
import Reports
import Scenarios
import Simulation

/// What `rewardsim localize` prints and writes: the share of reseeded runs that still fail
/// against the moment of the reseed, the moment the failure became inevitable, and what the
/// original run did just before it.
public struct LocalizationReport: Sendable {
    /// `FILE@SEED`, as the reproduce line names the run.
    public let label: String
    /// The expectations and checkers the original run failed: what "still fails" means.
    public let failures: [String]
    public let result: FailureLocalizer.Result
    public let utcOffsetSeconds: Int
    /// The original run's steps up to the jump's later moment, the last of them shown.
    public let stepsBefore: [RecordedStep]
    /// The command that reproduces this report.
    public let command: String

    /// How many steps of the original run the report shows before the moment.
    public static let stepsShownMax = 12

    public init(
        label: String, failures: [String], result: FailureLocalizer.Result, utcOffsetSeconds: Int,
        record: RunRecord, command: String
    ) {
        self.label = label
        self.failures = failures
        self.result = result
        self.utcOffsetSeconds = utcOffsetSeconds
        self.command = command
        // Decisions and sync steps say what happened; raw kernel events only say that a timer fired.
        let shown = record.steps.filter { $0.kind != .event && $0.timeMs <= result.after.momentMs }
        stepsBefore = Array(shown.suffix(Self.stepsShownMax))
    }

    func time(_ ms: Int64) -> String {
        LocalTimestamp(instant: Instant(millisecondsSinceEpoch: ms), utcOffsetSeconds: utcOffsetSeconds).description
    }

    static func percent(_ share: Double) -> String {
        "\(Int((share * 100).rounded())) %"
    }

    /// The finding in one sentence.
    public var verdict: String {
        if result.isSealedFromStart {
            return "the run fails on \(Self.percent(result.points[0].share)) of reseeds from its first moment: "
                + "no chance redrawn during the run saves it, so its steps (or the draws made when it began: "
                + "persona plans, random outages) cause it"
        }
        let rise = "share still failing \(Self.percent(result.before.share)) → \(Self.percent(result.after.share))"
        let inevitable = result.inevitableFromMs.map { "; it fails on at least 90 % of reseeds from \(time($0)) on" }
        return "the failure's fate changed between \(time(result.before.momentMs)) and "
            + "\(time(result.after.momentMs)) (\(rise))" + (inevitable ?? "; no moment reaches 90 %")
    }

    /// The terminal's lines: the finding, the share per moment as a bar, the steps before.
    public var lines: [String] {
        var lines = [
            "localize \(label): the run fails (\(failures.joined(separator: "; ")))",
            "reseeded \(result.trials) runs: \(result.points.count) moments × \(result.points[0].reseeds) reseeds",
            "",
            "share of reseeded runs that still fail, by the moment the chance was redrawn from:",
        ]
        for point in result.points {
            let bar = String(repeating: "#", count: Int((point.share * 40).rounded()))
            let mark = point == result.after && result.jump > 0 ? "  ← the jump" : ""
            lines.append(
                "  \(time(point.momentMs))  \(Self.percent(point.share).leftPadded(5))  \(bar)\(mark)")
        }
        lines += ["", verdict]
        if !result.isSealedFromStart && !stepsBefore.isEmpty {
            lines.append("what the run did up to \(time(result.after.momentMs)):")
            lines += stepsBefore.map { "  " + line($0) }
        }
        lines.append("reproduce: \(command)")
        return lines
    }

    func line(_ step: RecordedStep) -> String {
        "\(time(step.timeMs))  \(step.kind.rawValue)  " + (step.device.isEmpty ? "" : "\(step.device)  ")
            + step.detail.split(separator: "\n").joined(separator: " ⏎ ")
    }

    public var json: JSONValue {
        JSONValue(object: [
            ("run", .string(label)),
            ("failures", .array(failures.map { .string($0) })),
            ("trials", .integer(Int64(result.trials))),
            ("sealedFromStart", .bool(result.isSealedFromStart)),
            (
                "jump",
                JSONValue(object: [
                    ("from", .string(time(result.before.momentMs))), ("to", .string(time(result.after.momentMs))),
                    ("shareBefore", .number(result.before.share, fractionDigits: 4)),
                    ("shareAfter", .number(result.after.share, fractionDigits: 4)),
                ])
            ),
            ("inevitableFrom", result.inevitableFromMs.map { .string(time($0)) } ?? .null),
            (
                "points",
                .array(
                    result.points.map { point in
                        JSONValue(object: [
                            ("moment", .string(time(point.momentMs))), ("reseeds", .integer(Int64(point.reseeds))),
                            ("failing", .integer(Int64(point.failing))),
                        ])
                    })
            ),
            ("stepsBefore", .array(stepsBefore.map { .string(line($0)) })),
            ("reproduce", .string(command)),
        ])
    }

    public var markdown: String {
        var text = "# When the failure became inevitable: \(label)\n\n"
        text += "The run fails: " + failures.map { "`\($0)`" }.joined(separator: "; ") + ".\n\n"
        text += verdict.prefix(1).uppercased() + verdict.dropFirst() + ".\n\n"
        text += "| chance redrawn from | reseeds | still failing | share |\n|---|---:|---:|---:|\n"
        for point in result.points {
            text += "| \(time(point.momentMs)) | \(point.reseeds) | \(point.failing) | \(Self.percent(point.share)) |\n"
        }
        if !result.isSealedFromStart && !stepsBefore.isEmpty {
            text += "\nWhat the run did up to \(time(result.after.momentMs)):\n\n```\n"
            text += stepsBefore.map(line).joined(separator: "\n") + "\n```\n"
        }
        text += "\nReproduce: `\(command)`\n"
        return text
    }

    public var html: String {
        let title = XMLEscaping.text("When the failure became inevitable: \(label)")
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(title)</title>
            <style>body{font:14px system-ui,sans-serif;margin:2em;max-width:60em}pre{background:#f5f5f5;\
            padding:1em;overflow-x:auto}</style></head><body>
            <h1>\(title)</h1>
            <p>The run fails: \(XMLEscaping.text(failures.joined(separator: "; "))).</p>
            <p>\(XMLEscaping.text(verdict)).</p>
            \(chartSVG)
            <pre>\(XMLEscaping.text(stepsBefore.map(line).joined(separator: "\n")))</pre>
            <p>Reproduce: <code>\(XMLEscaping.text(command))</code></p>
            </body></html>

            """
    }

    /// The share against the moment, the jump shaded.
    var chartSVG: String {
        let width = 720.0
        let height = 240.0
        let left = 48.0
        let bottom = 200.0
        let top = 16.0
        let first = result.points[0]
        let last = result.points[result.points.count - 1]
        let span = Double(max(1, last.momentMs - first.momentMs))
        func x(_ ms: Int64) -> Double { left + (width - left - 16) * Double(ms - first.momentMs) / span }
        func y(_ share: Double) -> Double { bottom - (bottom - top) * share }
        let path = result.points.map { "\(Self.fixed(x($0.momentMs))),\(Self.fixed(y($0.share)))" }
            .joined(separator: " ")
        let jumpLeft = x(result.before.momentMs)
        let jumpWidth = max(1, x(result.after.momentMs) - jumpLeft)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" "
        svg += "role=\"img\" aria-label=\"share of reseeded runs that still fail against the moment\">"
        svg += "<rect x=\"\(Self.fixed(jumpLeft))\" y=\"\(Int(top))\" width=\"\(Self.fixed(jumpWidth))\" "
        svg += "height=\"\(Int(bottom - top))\" fill=\"#fde2e2\"/>"
        for share in [0.0, 0.5, 0.9, 1.0] {
            svg += "<line x1=\"\(Int(left))\" x2=\"\(Int(width - 16))\" y1=\"\(Self.fixed(y(share)))\" "
            svg += "y2=\"\(Self.fixed(y(share)))\" stroke=\"#ddd\"/>"
            svg += "<text x=\"4\" y=\"\(Self.fixed(y(share) + 4))\" font-size=\"11\">\(Self.percent(share))</text>"
        }
        svg += "<polyline points=\"\(path)\" fill=\"none\" stroke=\"#c0392b\" stroke-width=\"2\"/>"
        for point in [first, last] {
            let anchor = point == first ? "start" : "end"
            svg += "<text x=\"\(Self.fixed(x(point.momentMs)))\" y=\"\(Int(bottom + 18))\" font-size=\"11\" "
            svg += "text-anchor=\"\(anchor)\">\(XMLEscaping.text(time(point.momentMs)))</text>"
        }
        return svg + "</svg>"
    }

    /// One decimal, for the chart's coordinates (all of them at or above zero).
    static func fixed(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
