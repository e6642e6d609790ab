import TouchTapeCore

/// The values of the fields the import reads, parsed strictly (docs/dumps.md, Mapping a record to a
/// view node: numbers are an optional sign, digits, an optional fraction and exponent; `-0` is 0).
enum FieldValues {
    enum NumberError: Error { case malformed, nonFinite }

    static func number(_ text: Substring) throws(NumberError) -> Double {
        let bytes = Array(text.utf8)
        var i = 0
        if i < bytes.count && (bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+")) { i += 1 }
        if i < bytes.count && bytes[i].isLetterOrUnderscore {
            let word = String(decoding: bytes[i...], as: UTF8.self).lowercased()
            if word == "nan" || word == "inf" || word == "infinity" { throw .nonFinite }
            throw .malformed
        }
        let digitsStart = i
        while i < bytes.count && bytes[i].isDigit { i += 1 }
        guard i > digitsStart else { throw .malformed }
        if i < bytes.count && bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < bytes.count && bytes[i].isDigit { i += 1 }
        }
        if i < bytes.count && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) {
            i += 1
            if i < bytes.count && (bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+")) { i += 1 }
            let exponentStart = i
            while i < bytes.count && bytes[i].isDigit { i += 1 }
            guard i > exponentStart else { throw .malformed }
        }
        guard i == bytes.count, let value = Double(String(text)) else { throw .malformed }
        guard value.isFinite else { throw .nonFinite }
        return value == 0 ? 0 : value
    }

    /// `count` numbers between `open` and `close`, separated by the characters in `separators`
    /// and spaces.
    static func numbers(_ text: String, open: Character, close: Character, separators: Set<Character>,
                        count: Int, field: RecordField, kind: DumpErrorKind,
                        expected: String) throws(InputError) -> [Double] {
        let malformed = InputError.dump(kind, at: field.keyPosition,
                                        "\"\(field.key)\" must be \(expected), found \"\(field.key) = \(text)\"")
        guard text.first == open, text.last == close, text.count >= 2 else { throw malformed }
        let inner = text.dropFirst().dropLast()
        let parts = inner.split { $0 == " " || separators.contains($0) }
        guard parts.count == count else { throw malformed }
        var result: [Double] = []
        for part in parts {
            do {
                result.append(try number(part))
            } catch .nonFinite {
                throw .dump(.nonFinite, at: field.keyPosition,
                            "\"\(field.key)\" holds a number that is not finite (\(part)): the view was not laid out when it was dumped")
            } catch {
                throw malformed
            }
        }
        return result
    }

    /// `frame = (x y; w h)`.
    static func frame(_ field: RecordField) throws(InputError) -> [Double] {
        let f = try numbers(field.value, open: "(", close: ")", separators: [";"], count: 4, field: field,
                            kind: .badFrame, expected: "four numbers \"(x y; w h)\"")
        if f[2] < 0 || f[3] < 0 {
            throw .dump(.negativeSize, at: field.keyPosition, "\"frame\" has a negative size (\(field.value))")
        }
        return f
    }

    /// `transform = [a, b, c, d, tx, ty]`.
    static func transform(_ field: RecordField) throws(InputError) -> [Double] {
        try numbers(field.value, open: "[", close: "]", separators: [","], count: 6, field: field,
                    kind: .badTransform, expected: "six numbers \"[a, b, c, d, tx, ty]\"")
    }

    /// `contentOffset: {x, y}`.
    static func contentOffset(_ field: RecordField) throws(InputError) -> [Double] {
        try numbers(field.value, open: "{", close: "}", separators: [","], count: 2, field: field,
                    kind: .badField, expected: "two numbers \"{x, y}\"")
    }

    /// `nan`, as real dumps print an alpha that was never set to a number (`alpha = nan`);
    /// a sign and any case are allowed (`-nan`, `NaN`): every one is NaN.
    static func isNaN(_ text: String) -> Bool {
        var word = Substring(text)
        if word.first == "-" || word.first == "+" { word = word.dropFirst() }
        return word.lowercased() == "nan"
    }

    /// `alpha = v`, `tag = n`.
    static func single(_ field: RecordField) throws(InputError) -> Double {
        do {
            return try number(Substring(field.value))
        } catch .nonFinite {
            throw .dump(.nonFinite, at: field.keyPosition, "\"\(field.key)\" is not finite (\(field.value))")
        } catch {
            throw .dump(.badField, at: field.keyPosition, "\"\(field.key)\" must be a number, found \"\(field.value)\"")
        }
    }
}
