import Foundation

/// How the commands this process prints (reproduce, shrink) name the tool, so that a line
/// copied from a terminal or a CI log runs where it was printed. Reports keep
/// `swift run -c release rewardsim …`, which runs from the package's folder on any machine, so
/// that their bytes do not depend on where the tool was installed.
enum InvokedTool {
    /// How reports and the package's own folder name the tool.
    static let packagePrefix = "swift run -c release rewardsim"

    /// The command line that runs the tool with `arguments` (`run a.yaml --seed 7`) from here:
    /// in the package's folder as the reports write it; elsewhere with the tool's path as it was
    /// invoked, and the working folder first when the line names a relative path.
    static func commandLine(_ arguments: String) -> String {
        commandLine(
            arguments, tool: CommandLine.arguments.first ?? "rewardsim", workingFolder: workingFolder,
            isPackageFolder: isPackageFolder)
    }

    static func commandLine(_ arguments: String, tool: String, workingFolder: String, isPackageFolder: Bool)
        -> String
    {
        if isPackageFolder { return packagePrefix + " " + arguments }
        let named = RunCommand.shellQuoted(tool) + " " + arguments
        let relative = ([tool.contains("/") ? tool : "/"] + arguments.split(separator: " ").map(String.init))
            .contains { word in
                !word.hasPrefix("/") && !word.hasPrefix("-") && (word.contains("/") || word.contains("."))
            }
        return relative ? "cd \(RunCommand.shellQuoted(workingFolder)) && \(named)" : named
    }

    static let workingFolder = FileManager.default.currentDirectoryPath

    /// Whether the tool runs in the package's own folder, where `swift run` finds it.
    static let isPackageFolder =
        FileManager.default.fileExists(atPath: (workingFolder as NSString).appendingPathComponent("Package.swift"))
        && FileManager.default.fileExists(
            atPath: (workingFolder as NSString).appendingPathComponent("Sources/rewardsim"))

    /// A reproduce line as the reports write it, as this process prints it.
    static func asInvoked(_ reportLine: String) -> String {
        guard reportLine.hasPrefix(packagePrefix + " ") else { return reportLine }
        return commandLine(String(reportLine.dropFirst(packagePrefix.count + 1)))
    }
}
