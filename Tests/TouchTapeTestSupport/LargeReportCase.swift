import Foundation

/// A generated CI-sized case (issue #11): a table of cells on an iPhone-sized screen, many
/// sessions of taps spread over it, and a second version of the scene in which `cell3` is 50
/// points shorter, so that every tap on its lower part goes to `tableView` instead.
/// Deterministic (a SplitMix64 generator from a fixed seed), written as plain text quickly.
public enum LargeReportCase {
    public struct Files {
        public var sceneBefore: String
        public var sceneAfter: String
        /// The folder of session files (NDJSON).
        public var sessions: String
        public var sessionCount: Int
        public var deliveries: Int
    }

    static let fingers = 5

    /// `sessions` sessions of `taps` taps each (a multiple of five; two deliveries a tap: began and ended).
    public static func write(in folder: String, sessions: Int, taps: Int) throws -> Files {
        let fm = FileManager.default
        let sessionFolder = folder + "/sessions"
        try fm.createDirectory(atPath: sessionFolder, withIntermediateDirectories: true)
        let before = folder + "/list-v1.json", after = folder + "/list-v2.json"
        try Data(scene(cell3Height: 60).utf8).write(to: URL(fileURLWithPath: before))
        try Data(scene(cell3Height: 10).utf8).write(to: URL(fileURLWithPath: after))
        var random = SplitMix64(seed: 20_261_124)
        for s in 0..<sessions {
            let name = "browse-" + String(repeating: "0", count: 3 - min(3, String(s).count)) + String(s)
            var text = #"{"format": "touchtape.session/1", "name": "\#(name)", "scene": "list"}"# + "\n"
            text.reserveCapacity(taps * 150)
            var t = 0.0
            // Five fingers an event (one event for their `began`, one for their `ended`): the
            // same deliveries as single taps in a fifth of the events, so the case is quick to import.
            var touch = 0
            for _ in 0..<(taps / fingers) {
                var began: [String] = [], ended: [String] = []
                for _ in 0..<fingers {
                    // Anywhere on the table below the navigation bar, on quarter points.
                    let x = Double(random.next() % 1500) / 4, y = 88 + Double(random.next() % 2560) / 4
                    touch += 1
                    began.append(#"{"touch": \#(touch), "phase": "began", "x": \#(x), "y": \#(y)}"#)
                    ended.append(#"{"touch": \#(touch), "phase": "ended", "x": \#(x), "y": \#(y)}"#)
                }
                t += 0.25
                text += #"{"t": \#(t), "touches": [\#(began.joined(separator: ", "))]}"# + "\n"
                t += 0.05
                text += #"{"t": \#(t), "touches": [\#(ended.joined(separator: ", "))]}"# + "\n"
            }
            try Data(text.utf8).write(to: URL(fileURLWithPath: sessionFolder + "/\(name).ndjson"))
        }
        return Files(sceneBefore: before, sceneAfter: after, sessions: sessionFolder, sessionCount: sessions,
                     deliveries: sessions * (taps / fingers) * fingers * 2)
    }

    /// The list: a navigation bar with a back button, a table of ten 60-point cells (each
    /// with a 44-point info button at its right), a tab bar. The table, its cells and buttons
    /// take several fingers at once (`multipleTouchEnabled`), as the five-finger events need.
    static func scene(cell3Height: Int) -> String {
        var cells: [String] = []
        var y = 0
        for i in 1...10 {
            let height = i == 3 ? cell3Height : 60
            cells.append("""
                {"id": "cell\(i)", "class": "UITableViewCell", "frame": [0, \(y), 375, \(height)], "touches": "handle",
                 "multipleTouchEnabled": true,
                 "subviews": [{"id": "info\(i)", "class": "UIButton", "frame": [323, \(max(0, (height - 44) / 2)), 44, \(min(44, height))],
                               "multipleTouchEnabled": true, "control": {"actions": {"touchUpInside": "showInfo:"}}}]}
                """)
            y += 60
        }
        return """
            {"format": "touchtape.scene/1", "name": "list",
             "meta": {"description": "A generated table for the CI-scale report test: cell3 is \(cell3Height) points tall"},
             "windows": [{"id": "window", "class": "UIWindow", "frame": [0, 0, 375, 812], "subviews": [
               {"id": "navigationBar", "class": "UINavigationBar", "frame": [0, 0, 375, 88], "subviews": [
                 {"id": "backButton", "class": "UIButton", "frame": [8, 44, 60, 44], "control": {"actions": {"touchUpInside": "back:"}}}]},
               {"id": "tableView", "class": "UITableView", "frame": [0, 88, 375, 640], "touches": "handle",
                "multipleTouchEnabled": true, "subviews": [
                 \(cells.joined(separator: ",\n"))]},
               {"id": "tabBar", "class": "UITabBar", "frame": [0, 728, 375, 84]}
             ]}]}
            """
    }
}

/// SplitMix64: a small deterministic generator.
public struct SplitMix64 {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
