import Reports

/// report.html: per level the frontier chart — every point scored, yield against detection
/// (a habit: minutes withheld against sessions flagged), the frontier joined up — and the
/// trend of the best objective over the points scored; then summary.md's tables.
extension AttackResults {
    public var html: String {
        let title = (settings.isHonest ? "Honest stress search" : "Adversary search") + ", seed \(settings.seed)"
        var body = "<h1>\(Self.escaped(title))</h1>\n"
        for level in levels {
            body += "<h2>\(level.level.rawValue)</h2>\n<div class=\"charts\">\n"
            body += frontierChart(level) + trendChart(level) + "</div>\n"
        }
        body += "<pre>\(Self.escaped(summaryMarkdown))</pre>\n"
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(Self.escaped(title))</title>
            <style>body{font-family:system-ui,sans-serif;margin:2em;max-width:80em}
            .charts{display:flex;gap:2em;flex-wrap:wrap}svg{background:#fafafa;border:1px solid #ddd}
            text{font-size:11px}pre{white-space:pre-wrap;font-size:12px}</style></head>
            <body>
            \(body)</body></html>

            """
    }

    static let width = 420.0
    static let height = 300.0
    static let margin = 45.0

    private func frontierChart(_ level: Level) -> String {
        let index = AttackResults.levelIndex(level.level)
        let isHonest = settings.isHonest
        func axes(_ score: StrategyScore) -> (Double, Double) {
            isHonest ? (score.flaggedShare, score.withheldShare * 100) : (score.detection, score.yieldPerChildDay)
        }
        let all = scored.map { axes($0.scores[index]) }
        let yMax = max(1, all.map(\.1).max() ?? 1)
        var svg = chartFrame(
            x: isHonest ? "sessions flagged (share)" : "runs with a flag shown (share)",
            y: isHonest ? "real minutes withheld (%)" : "ungenuine minutes per child-day", yMax: yMax, xMax: 1)
        for (x, y) in all {
            svg += "<circle cx=\"\(Self.px(x, 1))\" cy=\"\(Self.py(y, yMax))\" r=\"2.5\" fill=\"#9ab\"/>\n"
        }
        let line = level.frontier.map { entry -> String in
            let (x, y) = axes(entry.scores[index])
            return "\(Self.px(x, 1)),\(Self.py(y, yMax))"
        }
        svg +=
            "<polyline points=\"\(line.joined(separator: " "))\" fill=\"none\" stroke=\"#c33\" stroke-width=\"2\"/>\n"
        return svg + "</svg>\n"
    }

    private func trendChart(_ level: Level) -> String {
        let values = level.trend.map(\.best).filter(\.isFinite)
        let yMax = max(1e-9, values.max() ?? 1)
        let xMax = Double(max(1, level.trend.last?.strategies ?? 1))
        var svg = chartFrame(x: "points scored", y: "best objective so far", yMax: yMax, xMax: xMax)
        let line = level.trend.map { "\(Self.px(Double($0.strategies), xMax)),\(Self.py(max(0, $0.best), yMax))" }
        svg +=
            "<polyline points=\"\(line.joined(separator: " "))\" fill=\"none\" stroke=\"#36c\" stroke-width=\"2\"/>\n"
        return svg + "</svg>\n"
    }

    private func chartFrame(x: String, y: String, yMax: Double, xMax: Double) -> String {
        let (w, h, m) = (Self.width, Self.height, Self.margin)
        var svg = "<svg width=\"\(Int(w))\" height=\"\(Int(h))\" xmlns=\"http://www.w3.org/2000/svg\">\n"
        svg += "<line x1=\"\(m)\" y1=\"\(h - m)\" x2=\"\(w - 10)\" y2=\"\(h - m)\" stroke=\"#333\"/>\n"
        svg += "<line x1=\"\(m)\" y1=\"10\" x2=\"\(m)\" y2=\"\(h - m)\" stroke=\"#333\"/>\n"
        svg += "<text x=\"\(w / 2)\" y=\"\(h - 8)\" text-anchor=\"middle\">\(Self.escaped(x))</text>\n"
        svg += "<text x=\"12\" y=\"\(h / 2)\" transform=\"rotate(-90 12 \(h / 2))\" text-anchor=\"middle\">"
        svg += "\(Self.escaped(y))</text>\n"
        svg += "<text x=\"\(m - 4)\" y=\"14\" text-anchor=\"end\">\(Self.fixed(yMax, 1))</text>\n"
        let xLabel = Self.fixed(xMax, xMax > 1 ? 0 : 1)
        svg += "<text x=\"\(w - 10)\" y=\"\(h - m + 14)\" text-anchor=\"end\">\(xLabel)</text>\n"
        return svg
    }

    static func px(_ x: Double, _ xMax: Double) -> String {
        fixed(margin + (width - margin - 10) * min(1, max(0, x / xMax)), 1)
    }

    static func py(_ y: Double, _ yMax: Double) -> String {
        fixed(height - margin - (height - margin - 10) * min(1, max(0, y / yMax)), 1)
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
