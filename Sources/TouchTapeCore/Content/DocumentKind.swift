/// What a file holds, told apart by its `format` (docs/cli.md: import), read from its first byte
/// so that every fault has a place (docs/cli.md, "Errors": every file rejected names its place).
package enum DocumentKind: Sendable, Equatable {
    case scene
    case session
    /// Valid JSON (one document, or NDJSON) without a `touchtape.` format: skipped with a
    /// note in a walked folder, bad input when named. `reason` says why, with its place.
    case foreign(reason: InputError)
    /// Not a document the tool can read (not JSON, cut off, the wrong encoding, an unknown
    /// `touchtape.` format): bad input, walked or named.
    case invalid(InputError)
    /// A TouchTape document of a format given as a companion (a dump's overlay): read with the
    /// file it belongs to, never imported on its own.
    case companion(format: String)

    /// The prefix every TouchTape format starts with.
    package static let touchTapePrefix = "touchtape."

    /// Tells what `bytes` hold. Reads the document up to its top-level `format` (or an NDJSON
    /// file's first line); a file that turns out not to be a TouchTape document is read whole,
    /// to tell valid JSON (foreign) from a broken file (invalid). Errors carry no file name.
    package static func detect(_ bytes: [UInt8], companions: Set<String> = []) -> DocumentKind {
        if let fault = DocumentEncoding.fault(in: bytes[...]) { return .invalid(fault) }
        var reader = JSONReader(bytes: bytes)
        let start = reader.position
        let foreignReason: InputError
        do {
            let type = try reader.peekTypeName()
            if type != "object" {
                foreignReason = InputError(.wrongType, position: start, "a TouchTape document is a JSON object, found \(type == "array" ? "an array" : type)")
            } else {
                try reader.beginObject()
                var found: InputError?
                while let member = try reader.nextMemberKey() {
                    guard member.key == "format" else {
                        try reader.skipValue()
                        continue
                    }
                    let value = try reader.readValue()
                    guard let format = value.stringValue else {
                        found = InputError(.wrongType, position: value.position, "\"format\" must be a string, found \(value.typeDescription)")
                        break
                    }
                    if format == Scene.format || format == Scene.formatWithGestures { return .scene }
                    if format == Session.format || format == Session.formatWithGestures { return .session }
                    if companions.contains(format) { return .companion(format: format) }
                    if format.hasPrefix(touchTapePrefix) {
                        return .invalid(InputError(.unsupported, position: value.position,
                                                   "unknown format \"\(format)\": this version reads \(Scene.format), \(Scene.formatWithGestures), \(Session.format) and \(Session.formatWithGestures)"))
                    }
                    found = InputError(.unsupported, position: value.position, "\"format\" is \"\(format)\", not \(Scene.format) or \(Session.format)")
                    break
                }
                foreignReason = found ?? InputError(.missingKey, position: start, "it has no \"format\", so it is not a TouchTape document")
            }
        } catch let error as JSONSyntaxError {
            return .invalid(InputError(error, file: nil))
        } catch {
            return .invalid(InputError(.syntax, position: start, "\(error)"))
        }
        // Not ours: skipped only when the whole file is valid JSON (or NDJSON).
        if let fault = syntaxFault(bytes) { return .invalid(fault) }
        return .foreign(reason: foreignReason)
    }

    /// The first syntax error of a file read as one JSON document, or, when its first value
    /// is followed by more on later lines, as NDJSON; nil when it is valid either way.
    static func syntaxFault(_ bytes: [UInt8]) -> InputError? {
        let whole: JSONSyntaxError
        do {
            _ = try JSONReader.parse(bytes)
            return nil
        } catch let error as JSONSyntaxError {
            whole = error
        } catch {
            return InputError(.syntax, "\(error)")
        }
        var lines = JSONReader.lines(bytes)
        var lineCount = 0
        while let line = lines.next() {
            lineCount += 1
            do {
                _ = try JSONReader.parse(line.bytes, firstLine: line.line)
            } catch let error as JSONSyntaxError {
                // A fault on the first line is the document's own fault.
                return InputError(lineCount == 1 ? whole : error, file: nil)
            } catch {
                return InputError(.syntax, "\(error)")
            }
        }
        return lineCount > 1 ? nil : InputError(whole, file: nil)
    }
}
