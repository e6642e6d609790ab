import ArgumentParser

/// A number given on the command line: finite, or refused as bad usage (docs/cli.md: `nan`, `inf`
/// and `1e400`, which `Double` reads as infinity, exit 64 with the usage). Every numeric
/// argument or option of the tool that is a point or a length has this type.
struct FiniteNumber: ExpressibleByArgument, Sendable {
    var value: Double

    init?(argument: String) {
        guard let d = Double(argument), d.isFinite else { return nil }
        value = d
    }

    var defaultValueDescription: String { TextFormat.number(value) }
}
