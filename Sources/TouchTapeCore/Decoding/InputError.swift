/// Bad input: a scene or session that cannot be used, with the place that is wrong.
///
/// Printed as `FILE:LINE:COLUMN: message` when the JSON place is known, else with what is
/// known of the place (`FILE: event 3: …`, `FILE: view 'x': …`).
public struct InputError: Error, Sendable, CustomStringConvertible, Equatable {
    /// The file the input came from (`-` for standard input), when known.
    public var file: String?
    /// The JSON line and column, when known.
    public var position: SourcePosition?
    /// The place in words (`event 3`, `view 'header'`), when the message needs it.
    public var place: String?
    /// What is wrong, in words.
    public var message: String

    package init(file: String? = nil, position: SourcePosition? = nil, place: String? = nil, _ message: String) {
        self.file = file
        self.position = position
        self.place = place
        self.message = message
    }

    /// The error as the command line prints it: `FILE:LINE:COLUMN: place: message`, each
    /// part present when known.
    public var description: String {
        var parts: [String] = []
        var head = file ?? ""
        if let position { head += head.isEmpty ? "\(position)" : ":\(position)" }
        if !head.isEmpty { parts.append(head) }
        if let place { parts.append(place) }
        parts.append(message)
        return parts.joined(separator: ": ")
    }

    /// The same error, attributed to a file.
    package func inFile(_ file: String) -> InputError {
        var copy = self
        if copy.file == nil { copy.file = file }
        return copy
    }
}

extension InputError {
    init(_ syntax: JSONSyntaxError, file: String?) {
        self.init(file: file, position: syntax.position, syntax.message)
    }

    /// Parses one whole JSON document, a syntax error becoming bad input in `file`.
    static func parseDocument(_ bytes: [UInt8], file: String?) throws(InputError) -> JSONValue {
        if let fault = DocumentEncoding.fault(in: bytes[...]) { throw fault.inFile(file ?? "") }
        do {
            return try JSONReader.parse(bytes)
        } catch let error as JSONSyntaxError {
            throw InputError(error, file: file)
        } catch {
            throw InputError(file: file, "\(error)")
        }
    }
}
