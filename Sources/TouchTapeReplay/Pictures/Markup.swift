import TouchTapeCore

/// A small writer for SVG and HTML markup in which text from input can only ever be text.
///
/// Element and attribute names are `StaticString`s, so they come from this code and never
/// from a scene or a session; every attribute value and every piece of text goes through
/// ``Markup/escape(_:)``. The only unescaped text the writer accepts is a `StaticString`
/// (the report's style sheet) or another writer's finished output.
package struct MarkupWriter: Sendable {
    package private(set) var output = ""
    private var open: [String] = []

    package init() {}

    /// Whether every element opened has been closed.
    package var isComplete: Bool { open.isEmpty }

    /// `<name a="v" …>`; close it with ``close()``.
    package mutating func open(_ name: StaticString, _ attributes: [(StaticString, String)] = []) {
        let tag = name.description
        output += "<" + tag
        appendAttributes(attributes)
        output += ">"
        open.append(tag)
    }

    /// Closes the innermost open element (nothing when none is open).
    package mutating func close() {
        guard let tag = open.popLast() else { return }
        output += "</" + tag + ">"
    }

    /// `<name a="v" …/>`: for SVG elements and HTML void elements only.
    package mutating func empty(_ name: StaticString, _ attributes: [(StaticString, String)] = []) {
        output += "<" + name.description
        appendAttributes(attributes)
        output += "/>"
    }

    /// `<name a="v" …>text</name>`.
    package mutating func element(_ name: StaticString, _ attributes: [(StaticString, String)] = [], text: String) {
        open(name, attributes)
        self.text(text)
        close()
    }

    /// Escaped character data.
    package mutating func text(_ s: String) {
        output += Markup.escape(s)
    }

    /// Markup written in this program's source (a style sheet, a doctype).
    package mutating func trusted(_ s: StaticString) {
        output += s.description
    }

    /// A line break in the output, for people reading the source.
    package mutating func newline() {
        output += "\n"
    }

    /// Another writer's finished fragment (every element it opened closed).
    package mutating func append(_ fragment: MarkupWriter) {
        guard fragment.isComplete else { return }
        output += fragment.output
    }

    /// Closes everything still open and returns the text.
    package mutating func finish() -> String {
        while !open.isEmpty { close() }
        return output
    }

    private mutating func appendAttributes(_ attributes: [(StaticString, String)]) {
        for (name, value) in attributes {
            output += " " + name.description + "=\"" + Markup.escape(value) + "\""
        }
    }
}

/// Escaping and number formatting shared by the pictures and the report.
package enum Markup {
    /// Text made safe for XML and HTML, as character data or as a quoted attribute value:
    /// the five special characters become references, line breaks in values survive as
    /// `&#10;`, and characters XML 1.0 does not allow at all (most C0 controls, U+FFFE,
    /// U+FFFF) are dropped.
    package static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A coordinate for SVG: at most two decimals, no trailing zeros, never `-0`; values
    /// beyond ±10¹² (far off any picture) clamped there; a value that is not finite is written
    /// as JSON writes it, `null` (docs/cli.md), never as a number.
    package static func number(_ v: Double) -> String {
        guard v.isFinite else { return JSONText.nonFiniteInJSON }
        let n = Int64((min(max(v, -1e12), 1e12) * 100).rounded())
        if n == 0 { return "0" }
        let sign = n < 0 ? "-" : ""
        let magnitude = n.magnitude
        let whole = magnitude / 100, fraction = magnitude % 100
        if fraction == 0 { return sign + String(whole) }
        if fraction % 10 == 0 { return sign + String(whole) + "." + String(fraction / 10) }
        return sign + String(whole) + "." + (fraction < 10 ? "0" : "") + String(fraction)
    }

    /// A list of points for `points="…"`.
    package static func points(_ ps: [(x: Double, y: Double)]) -> String {
        ps.map { number($0.x) + "," + number($0.y) }.joined(separator: " ")
    }
}
