/// Text from input (class, action and file names, ids, labels, error messages that quote
/// input) made safe for a terminal (docs/cli.md): control characters (C0 but tab, DEL, C1) and the
/// bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069) are written as
/// `\u{…}`, so a scene's class name cannot move the cursor, recolour the screen or reorder
/// what is shown. Every text printer of the tool passes input through ``escaped(_:)``.
package enum TextEscape {
    /// Whether a scalar is written as `\u{…}` in text output.
    @inline(__always)
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (v < 0x20 && v != 0x09) || (0x7F...0x9F).contains(v)
            || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }

    /// `s` with every scalar that ``needsEscape(_:)`` written as `\u{hex}` (lowercase hex,
    /// as Swift writes it); `s` itself when nothing needs escaping.
    package static func escaped(_ s: String) -> String {
        guard s.unicodeScalars.contains(where: needsEscape) else { return s }
        var out = String.UnicodeScalarView()
        for scalar in s.unicodeScalars {
            if needsEscape(scalar) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
