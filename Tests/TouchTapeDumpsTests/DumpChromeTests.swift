import Foundation
import Testing
@testable import TouchTapeCore
@testable import TouchTapeDumps

/// Dumps pasted with chrome (docs/dumps.md, What is read): whatever surrounds the records, the
/// scene is the same as the bare dump's.
@Suite("Dumps: pasted with chrome")
struct DumpChromeTests {
    static let bare = try? readDump(windowDump, file: "bare.txt").canonicalJSON

    func same(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            #expect(try readDump(text, file: "bare.txt").canonicalJSON == Self.bare, sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
        }
    }

    var lines: [String] { windowDump.split(separator: "\n").map(String.init) }

    @Test("Chrome: lldb prompts, the po command and the (UIWindow *) $0 = … prefix")
    func lldb() {
        same((["(lldb) po [[UIWindow keyWindow] recursiveDescription]"] + ["(UIWindow *) $0 = 0x00007f8a1c405e30 " + lines[0]]
              + lines.dropFirst() + ["", "(lldb) "]).joined(separator: "\n"))
    }

    @Test("Chrome: NSLog's date, process and thread prefix, on the first line and on every line")
    func nsLog() {
        let prefix = "2013-08-17 21:04:53.358 App[60940:11303] "
        same(([prefix + lines[0]] + lines.dropFirst()).joined(separator: "\n"))
        same(lines.map { prefix + $0 }.joined(separator: "\n"))
    }

    @Test("Chrome: Markdown (a fence, tab- or space-indented lines, prose around)")
    func markdown() {
        same((["Steps:", "", "```"] + lines.map { "\t" + $0 } + ["```", "", "Thanks!"]).joined(separator: "\n"))
        same((["```text"] + lines.map { "    " + $0 } + ["```"]).joined(separator: "\n"))
    }

    @Test("Chrome: CRLF line ends (a paste from Windows), and a byte-order mark")
    func crlf() throws {
        same(windowDump.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n")
        let bom = [UInt8]([0xEF, 0xBB, 0xBF]) + Array(windowDump.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        #expect(try DumpReader.read(bom, file: "bare.txt").canonicalJSON == Self.bare)
    }

    @Test("Chrome: Cycript's backticks, Frida's quotes, Swift comments (// |)")
    func otherTools() {
        same((["cy# UIApp.keyWindow.recursiveDescription().toString()", "`" + lines[0]] + lines.dropFirst().dropLast()
              + [lines.last.map { $0 + "`" } ?? ""]).joined(separator: "\n"))
        same((["\"" + lines[0]] + lines.dropFirst().dropLast() + [lines.last.map { $0 + "\"" } ?? ""]).joined(separator: "\n"))
        same(lines.map { "        // " + $0 }.joined(separator: "\n"))
    }
}
