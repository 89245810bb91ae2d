/// Every device of one run as an inline SVG: time across, a band of lanes per device — the
/// screen with the app in front, shields, background tasks, and the link with each request to
/// the cloud — so that where the day went can be seen before it is read. Pure markup, no script.
public struct TimelineChart: Sendable {
    /// What a span stands for; each has its own colour and a word in the legend.
    public enum Kind: String, Sendable, CaseIterable {
        case learning, reward, app, other, shield, refresh, processing, foreground, offline
    }

    public struct Span: Sendable {
        public let startMs: Int64
        public let endMs: Int64
        public let kind: Kind
        /// Written inside the span when it is wide enough (an app's name).
        public let label: String

        public init(startMs: Int64, endMs: Int64, kind: Kind, label: String = "") {
            self.startMs = startMs
            self.endMs = max(startMs, endMs)
            self.kind = kind
            self.label = label
        }
    }

    public struct Lane: Sendable {
        public let name: String
        public let spans: [Span]
        /// Moments drawn as ticks (requests to the cloud), ms since the start.
        public let ticksMs: [Int64]

        public init(name: String, spans: [Span], ticksMs: [Int64] = []) {
            self.name = name
            self.spans = spans
            self.ticksMs = ticksMs
        }
    }

    public struct Device: Sendable {
        public let name: String
        public let lanes: [Lane]

        public init(name: String, lanes: [Lane]) {
            self.name = name
            self.lanes = lanes
        }
    }

    private static let width = 960.0
    private static let plotLeft = 190.0
    private static let plotRight = 940.0
    private static let laneHeight = 16.0
    private static let laneGap = 4.0
    private static let deviceGap = 10.0
    /// The device's name, on a line of its own above its lanes.
    private static let headerHeight = 16.0
    private static let top = 34.0

    private let devices: [Device]
    private let durationMs: Int64
    /// The run's start, ms into its local day in the scenario's offset: where the first hour
    /// tick falls, so ticks read as the trace's times do.
    private let startOfDayMs: Int64

    public init(devices: [Device], durationMs: Int64, startMsIntoLocalDay: Int64) {
        precondition(durationMs > 0, "a run takes time")
        self.devices = devices
        self.durationMs = durationMs
        startOfDayMs = startMsIntoLocalDay
    }

    public func svg() -> String {
        let laneCount = devices.reduce(0) { $0 + $1.lanes.count }
        let plotBottom =
            Self.top + Double(laneCount) * (Self.laneHeight + Self.laneGap)
            + Double(devices.count) * Self.headerHeight + Double(max(0, devices.count - 1)) * Self.deviceGap
        let height = plotBottom + 64
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Int(Self.width)) \(Int(height))\" "
            + "role=\"img\" aria-label=\"Timeline of every device\" font-family=\"sans-serif\" font-size=\"12\">\n"
        svg += "<title>Timeline of every device</title>\n"
        svg += axis(bottom: plotBottom)
        var y = Self.top
        for (index, device) in devices.enumerated() {
            if index > 0 { y += Self.deviceGap }
            svg +=
                "<text x=\"8\" y=\"\(format(y + 12))\" font-weight=\"bold\">\(XMLEscaping.text(device.name))</text>\n"
            y += Self.headerHeight
            for lane in device.lanes {
                svg += draw(lane, y: y)
                y += Self.laneHeight + Self.laneGap
            }
        }
        svg += legend(y: plotBottom + 40)
        return svg + "</svg>\n"
    }

    private func draw(_ lane: Lane, y: Double) -> String {
        var svg =
            "<text x=\"\(format(Self.plotLeft - 8))\" y=\"\(format(y + 12))\" text-anchor=\"end\" fill=\"#444\">"
            + "\(XMLEscaping.text(lane.name))</text>\n"
        svg +=
            "<rect x=\"\(format(Self.plotLeft))\" y=\"\(format(y))\" "
            + "width=\"\(format(Self.plotRight - Self.plotLeft))\" "
            + "height=\"\(format(Self.laneHeight))\" fill=\"#f3f3f3\"/>\n"
        for span in lane.spans {
            let left = x(span.startMs)
            let spanWidth = max(1, x(span.endMs) - left)
            // A cut link fills the lower half, so the request ticks above it stay visible.
            let isLow = span.kind == .offline
            let spanTop = isLow ? y + Self.laneHeight / 2 : y
            svg +=
                "<rect x=\"\(format(left))\" y=\"\(format(spanTop))\" width=\"\(format(spanWidth))\" "
                + "height=\"\(format(isLow ? Self.laneHeight / 2 : Self.laneHeight))\" "
                + "fill=\"\(Self.colour(span.kind))\">"
                + "<title>\(XMLEscaping.text(span.label.isEmpty ? span.kind.rawValue : span.label))</title></rect>\n"
            if !isLow && !span.label.isEmpty && Double(span.label.count) * 6.5 + 6 < spanWidth {
                svg +=
                    "<text x=\"\(format(left + 3))\" y=\"\(format(y + 12))\" fill=\"#fff\" font-size=\"11\">"
                    + "\(XMLEscaping.text(span.label))</text>\n"
            }
        }
        if !lane.ticksMs.isEmpty {
            var path = ""
            for tick in lane.ticksMs {
                path += "M\(format(x(tick))) \(format(y + 1))v\(format(Self.laneHeight / 2 - 2))"
            }
            svg += "<path d=\"\(path)\" stroke=\"#333\" stroke-width=\"1\"/>\n"
        }
        return svg
    }

    /// Hour ticks: every hour for a day or less, every 6 hours up to four days, then days.
    private func axis(bottom: Double) -> String {
        let hourMs: Int64 = 3_600_000
        let stepMs: Int64 =
            durationMs <= 26 * hourMs ? hourMs : durationMs <= 4 * 24 * hourMs ? 6 * hourMs : 24 * hourMs
        var svg = ""
        var tick = (stepMs - startOfDayMs % stepMs) % stepMs
        while tick <= durationMs {
            let tickX = format(x(tick))
            let local = (startOfDayMs + tick) % (24 * hourMs)
            let day = (startOfDayMs + tick) / (24 * hourMs) + 1
            let label = stepMs == 24 * hourMs || local == 0 ? "day \(day)" : "\(local / hourMs):00"
            svg +=
                "<line x1=\"\(tickX)\" y1=\"\(format(Self.top - 6))\" x2=\"\(tickX)\" y2=\"\(format(bottom))\" "
                + "stroke=\"#ddd\"/>\n<text x=\"\(tickX)\" y=\"\(format(Self.top - 10))\" text-anchor=\"middle\" "
                + "fill=\"#444\" font-size=\"11\">\(label)</text>\n"
            tick += stepMs
        }
        return svg
    }

    private func legend(y: Double) -> String {
        var svg = ""
        var left = 8.0
        for kind in Kind.allCases {
            svg +=
                "<rect x=\"\(format(left))\" y=\"\(format(y - 10))\" width=\"12\" height=\"12\" "
                + "fill=\"\(Self.colour(kind))\"/>"
                + "<text x=\"\(format(left + 16))\" y=\"\(format(y))\">\(kind.rawValue)</text>\n"
            left += 16 + Double(kind.rawValue.count) * 6.5 + 16
        }
        return svg + "<text x=\"\(format(left))\" y=\"\(format(y))\">| request to the cloud</text>\n"
    }

    private func x(_ ms: Int64) -> Double {
        Self.plotLeft + (Self.plotRight - Self.plotLeft) * Double(min(max(ms, 0), durationMs)) / Double(durationMs)
    }

    private func format(_ value: Double) -> String {
        DecimalText.fixed(value, fractionDigits: 1)
    }

    /// The Okabe–Ito colours where a kind needs to stand out; greys for the rest.
    static func colour(_ kind: Kind) -> String {
        switch kind {
        case .learning: "#009E73"
        case .reward: "#E69F00"
        case .app: "#0072B2"
        case .other: "#999999"
        case .shield: "#D55E00"
        case .refresh: "#56B4E9"
        case .processing: "#CC79A7"
        case .foreground: "#0072B2"
        case .offline: "#000000"
        }
    }
}
