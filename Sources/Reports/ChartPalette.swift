/// Line colours that stay distinguishable for the common forms of colour blindness: the
/// Okabe–Ito set, ordered so the first lines get the strongest contrast on white and the pale
/// yellow comes last.
enum ChartPalette {
    static let colours = [
        "#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#000000", "#F0E442",
    ]

    static func colour(forSeries index: Int) -> String {
        colours[index % colours.count]
    }

    /// Past the eighth series the colours repeat, so the repeats are dashed to stay apart.
    static func dashPattern(forSeries index: Int) -> String? {
        index < colours.count ? nil : "6 3"
    }
}
