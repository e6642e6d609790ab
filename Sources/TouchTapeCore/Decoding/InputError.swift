/// Bad input: a scene or session that cannot be used, with the place that is wrong.
///
/// Printed as `FILE:LINE:COLUMN: message` when the JSON place is known, else with what is
/// known of the place (`FILE: event 3: …`, `FILE: view 'x': …`): ``description`` is the text
/// the command line prints. Match ``kind`` to tell what is wrong:
///
/// ```swift
/// do {
///     _ = try Scene.decode(json: text, file: "scene.json")
/// } catch {
///     if error.kind == .unknownKey {
///         print(error)   // scene.json:1:46: unknown key "windwos" in the scene
///     }
/// }
/// ```
public struct InputError: Error, Sendable, CustomStringConvertible, Equatable {
    /// What is wrong with the input, for callers that match errors.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Not JSON: a syntax error, a key given twice in one object, an empty file, a byte
        /// order mark or UTF-16 text.
        case syntax
        /// A `format` this version does not read (`touchtape.scene/3`), or a feature it does not
        /// model yet (a reserved builtin kind).
        case unsupported
        /// A key the object may not carry (a misspelling, or a `/2` key in a `/1` document).
        case unknownKey
        /// A required key is missing (`frame`, `id`, `t`, an event's payload, …).
        case missingKey
        /// A value of the wrong JSON type (`"frame": "wide"`).
        case wrongType
        /// A value of the right type that is not allowed: out of range, not one of the
        /// allowed names, not a valid id, a negative size (P3).
        case badValue
        /// An id the scene does not have: a rule's target, a first responder, an action's
        /// target, a `requireToFail` name.
        case unknownID
        /// The same id or entry twice: a responder or recognizer id, a touch in one event, two
        /// expectations for one touch.
        case duplicate
        /// Keys or entries that cannot go together: `frame` with `center`, a window as a view
        /// controller's root view, a `presentedBy` or `requireToFail` cycle.
        case conflict
        /// Events out of time order, or a touch's phases out of order (T7).
        case outOfOrder
        /// Bad input found outside the scene and session decoders (the store, the command
        /// line).
        case other
    }

    /// What is wrong.
    public var kind: Kind
    /// The file the input came from (`-` for standard input), when known.
    public var file: String?
    /// The JSON line and column, when known.
    public var position: SourcePosition?
    /// The place in words (`event 3`, `view 'header'`), when the message needs it.
    public var place: String?
    /// What is wrong, in words.
    public var message: String

    /// Bad input of a kind the decoders do not name (``Kind/other``): the store's and the
    /// command line's own checks.
    package init(file: String? = nil, position: SourcePosition? = nil, place: String? = nil, _ message: String) {
        self.init(.other, file: file, position: position, place: place, message)
    }

    package init(_ kind: Kind, file: String? = nil, position: SourcePosition? = nil, place: String? = nil,
                 _ message: String) {
        self.kind = kind
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
        self.init(.syntax, file: file, position: syntax.position, syntax.message)
    }

    /// Parses one whole JSON document, a syntax error becoming bad input in `file`.
    static func parseDocument(_ bytes: [UInt8], file: String?) throws(InputError) -> JSONValue {
        if let fault = DocumentEncoding.fault(in: bytes[...]) { throw fault.inFile(file ?? "") }
        do {
            return try JSONReader.parse(bytes)
        } catch let error as JSONSyntaxError {
            throw InputError(error, file: file)
        } catch {
            throw InputError(.syntax, file: file, "\(error)")
        }
    }
}
