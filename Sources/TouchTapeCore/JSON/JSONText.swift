// Output helpers shared by every JSON writer in the project: strings escaped and numbers
// written exactly as RFC 8785 (JSON Canonicalization Scheme) requires, so whatever a writer
// produces is already in canonical form for its scalars.

/// Writing JSON strings and numbers as bytes, in the form RFC 8785 requires.
package enum JSONText {
    /// Appends `s` as a quoted JSON string.
    ///
    /// Escapes exactly what RFC 8785 requires: `\"`, `\\`, `\b`, `\f`, `\n`, `\r`, `\t`,
    /// and every other control character below U+0020 as `\u00xx` (lowercase hex). Everything
    /// else, including `/`, DEL and non-ASCII, is written as literal UTF-8.
    package static func appendString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { appendEscaped($0, to: &out) }
        out.append(UInt8(ascii: "\""))
    }

    /// `s` as a quoted JSON string (see `appendString(_:to:)`).
    package static func quoted(_ s: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count + 2)
        appendString(s, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the UTF-8 bytes of a string body, escaped, without quotes.
    static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var runStart = 0
        var i = 0
        let count = bytes.count
        while i < count {
            let b = bytes[i]
            if b >= 0x20 && b != UInt8(ascii: "\"") && b != UInt8(ascii: "\\") {
                i += 1
                continue
            }
            if runStart < i {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<i]))
            }
            out.append(UInt8(ascii: "\\"))
            switch b {
            case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
            case 0x08: out.append(UInt8(ascii: "b"))
            case 0x0C: out.append(UInt8(ascii: "f"))
            case 0x0A: out.append(UInt8(ascii: "n"))
            case 0x0D: out.append(UInt8(ascii: "r"))
            case 0x09: out.append(UInt8(ascii: "t"))
            default:
                out.append(UInt8(ascii: "u"))
                out.append(UInt8(ascii: "0"))
                out.append(UInt8(ascii: "0"))
                out.append(hexDigits[Int(b >> 4)])
                out.append(hexDigits[Int(b & 0xF)])
            }
            i += 1
            runStart = i
        }
        if runStart < count {
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<count]))
        }
    }

    static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// What JSON and markup write in place of a number that is not finite (docs/cli.md: a derived
    /// value that is not finite is never printed as a number).
    package static let nonFiniteInJSON = "null"
    /// What text output writes in place of a number that is not finite.
    package static let nonFiniteInText = "-"

    /// Appends `d` as ECMAScript's `Number.prototype.toString` writes it (RFC 8785 §3.2.2.3).
    ///
    /// The shortest digits that read back as `d`; integers below 1e21 without a fraction
    /// (`1`, `-20`, `100000000000000000000`); `-0` as `0`; exponent form when the decimal
    /// exponent is at least 21 or at most -7 (`1e+21`, `1.5e-7`, `1e-7`). A number that is not
    /// finite (which no input carries, but arithmetic near the limits of a double can make)
    /// is written `null`: this writer never traps, and what it writes is always JSON.
    package static func appendNumber(_ d: Double, to out: inout [UInt8]) {
        guard d.isFinite else {
            out.append(contentsOf: nonFiniteInJSON.utf8)
            return
        }
        if d == 0 {  // also -0
            out.append(UInt8(ascii: "0"))
            return
        }
        // Integers below 1e15 have at most 15 significant digits, so their own digits are the
        // shortest that read back: write them directly.
        // (No `rounded()`: it needs libm, which a Foundation-free target does not link.)
        if d.magnitude < 1e15 {
            let integer = Int64(d)
            if Double(integer) == d {
                appendInteger(integer, to: &out)
                return
            }
        }
        appendGeneral(d, to: &out)
    }

    /// `d` as ECMAScript writes it, `null` when it is not finite (see `appendNumber(_:to:)`).
    package static func numberString(_ d: Double) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(24)
        appendNumber(d, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `d` for text output: the same digits as JSON, `-` when it is not finite. Every number
    /// the tool prints as text goes through here.
    package static func textNumber(_ d: Double) -> String {
        d.isFinite ? numberString(d) : nonFiniteInText
    }

    private static func appendInteger(_ value: Int64, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        withDigits(of: value.magnitude) { out.append(contentsOf: $0) }
    }

    /// The decimal digits of `v`, most significant first, handed to `body` from a small buffer
    /// (written backwards into it): for ``appendInteger(_:to:)`` and the fast path's
    /// ``CanonicalBytes``, which must write an integer the same way.
    static func withDigits<R>(of v: UInt64, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buf in
            var v = v
            var i = 20
            repeat {
                i -= 1
                buf[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: v % 10)
                v /= 10
            } while v != 0
            return body(UnsafeBufferPointer(rebasing: buf[i..<20]))
        }
    }

    /// The ECMA-262 Number::toString layout, with the shortest round-trip digits taken from
    /// Swift's `description` (which gives the shortest, closest digits in its own layout).
    private static func appendGeneral(_ d: Double, to out: inout [UInt8]) {
        let text = d.magnitude.description  // e.g. "123.456", "1e-07", "1.0", "5e-324"
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { digits in
            var k = 0  // number of digits collected
            var intDigits = 0  // digits before the point
            var seenPoint = false
            var inExponent = false
            var exponent = 0
            var exponentNegative = false
            for c in text.utf8 {
                switch c {
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    if inExponent {
                        exponent = exponent * 10 + Int(c - UInt8(ascii: "0"))
                    } else {
                        if k < 40 {
                            digits[k] = c
                            k += 1
                        }
                        if !seenPoint { intDigits += 1 }
                    }
                case UInt8(ascii: "."): seenPoint = true
                case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
                case UInt8(ascii: "-"): exponentNegative = true  // only the exponent can be signed
                default: break  // "+"
                }
            }
            // value = 0.d1d2...dk × 10^n
            var n = intDigits + (exponentNegative ? -exponent : exponent)
            var first = 0
            while first < k - 1 && digits[first] == UInt8(ascii: "0") {
                first += 1
                n -= 1
            }
            while k - 1 > first && digits[k - 1] == UInt8(ascii: "0") {
                k -= 1
            }
            let s = UnsafeBufferPointer(rebasing: digits[first..<k])
            let count = s.count

            if d < 0 { out.append(UInt8(ascii: "-")) }
            if count <= n && n <= 21 {
                out.append(contentsOf: s)
                for _ in 0..<(n - count) { out.append(UInt8(ascii: "0")) }
            } else if 0 < n && n <= 21 {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: s[0..<n]))
                out.append(UInt8(ascii: "."))
                out.append(contentsOf: UnsafeBufferPointer(rebasing: s[n..<count]))
            } else if -6 < n && n <= 0 {
                out.append(UInt8(ascii: "0"))
                out.append(UInt8(ascii: "."))
                for _ in 0..<(-n) { out.append(UInt8(ascii: "0")) }
                out.append(contentsOf: s)
            } else {
                out.append(s[0])
                if count > 1 {
                    out.append(UInt8(ascii: "."))
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: s[1..<count]))
                }
                out.append(UInt8(ascii: "e"))
                let e = n - 1
                out.append(e < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
                appendInteger(Int64(e.magnitude), to: &out)
            }
        }
    }
}
