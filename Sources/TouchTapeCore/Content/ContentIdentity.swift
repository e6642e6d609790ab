/// A document's content identity (docs/formats.md): its canonical JSON (RFC 8785) and the
/// SHA-256 of it in lowercase hex.
package struct ContentIdentity: Sendable, Hashable {
    package var canonicalJSON: String
    package var hash: String

    package init(canonicalJSON: String, hash: String) {
        self.canonicalJSON = canonicalJSON
        self.hash = hash
    }

    /// The identity of a parsed value.
    package init(of value: JSONValue) {
        let bytes = CanonicalJSON.bytes(of: value)
        canonicalJSON = String(decoding: bytes, as: UTF8.self)
        hash = SHA256.hexDigest(bytes)
    }
}

/// A scene decoded together with its content identity, for the store.
package struct SceneDocument: Sendable {
    package var scene: Scene
    package var content: ContentIdentity

    /// A scene and the identity of the document it was decoded from (another input format,
    /// such as a view-hierarchy dump, builds the document itself).
    package init(scene: Scene, content: ContentIdentity) {
        self.scene = scene
        self.content = content
    }

    /// Parses, validates and compiles a scene file, keeping its canonical form.
    package static func decode(_ bytes: [UInt8], file: String? = nil) throws(InputError) -> SceneDocument {
        let json = try InputError.parseDocument(bytes, file: file)
        do {
            return SceneDocument(scene: try Scene.decode(json), content: ContentIdentity(of: json))
        } catch {
            throw error.inFile(file ?? "")
        }
    }
}

/// An incremental SHA-256: the core's own ``SHA256``, or a faster one a caller has (the store
/// uses swift-crypto's), for ``SessionContentHasher``.
package protocol IncrementalSHA256 {
    init()
    mutating func update(_ buffer: UnsafeRawBufferPointer)
    /// The 32-byte digest of everything added.
    mutating func finalize() -> [UInt8]
}

extension SHA256: IncrementalSHA256 {}

/// Hashes a session's content while its events stream past: the canonical JSON of the
/// header with its `events` array. In canonical key order `events` sorts before every other
/// header key (`format`, `meta`, `name`, `scene`, `sceneVersion`), so the hash can be taken
/// event by event: `{"events":[e0,e1,…],` + the rest of the header.
package struct SessionContentHasher<Hash: IncrementalSHA256> {
    private var sha = Hash()
    private var count = 0
    /// Bytes not hashed yet: events are gathered and hashed 32 KiB at a time, since a hash
    /// update per event of 80 bytes cost more than the hashing itself (issue #12).
    private var pending: [UInt8] = []
    private static var flushAt: Int { 32 * 1024 }

    package init() {
        pending.reserveCapacity(Self.flushAt + 1024)
        add(#"{"events":["#)
    }

    private mutating func add(_ text: StaticString) {
        pending.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func flush() {
        pending.withUnsafeBytes { sha.update($0) }
        pending.removeAll(keepingCapacity: true)
    }

    /// Adds the next event's canonical JSON.
    package mutating func add(canonicalEvent bytes: [UInt8]) {
        if count > 0 { pending.append(UInt8(ascii: ",")) }
        pending.append(contentsOf: bytes)
        count += 1
        if pending.count >= Self.flushAt { flush() }
    }

    /// The content hash, given the header (without `events`).
    package mutating func finish(header: JSONObject) -> String {
        finish(canonicalHeader: CanonicalJSON.bytes(of: JSONValue(.object(header))))
    }

    /// The content hash, given the header's canonical JSON (``SessionHeader/canonicalJSON``'s
    /// bytes): a caller that stores that text makes it once (issue #26).
    package mutating func finish(canonicalHeader headerBytes: [UInt8]) -> String {
        add("]")
        if headerBytes.count > 2 {
            add(",")
            pending.append(contentsOf: headerBytes.dropFirst())
        } else {
            add("}")
        }
        flush()
        return SHA256.hex(sha.finalize())
    }
}

extension SessionEvent {
    /// Decodes one event from its JSON text (as the store keeps it), without the touch
    /// sequence checks of a whole session.
    package static func decode(json bytes: [UInt8], index: Int) throws(InputError) -> SessionEvent {
        let value: JSONValue
        do {
            value = try JSONReader.parse(bytes)
        } catch let error as JSONSyntaxError {
            throw InputError(error, file: nil).withPlace("event \(index)")
        } catch {
            throw InputError(.syntax, place: "event \(index)", "\(error)")
        }
        // A stored event was validated at import, against its session's format.
        return try EventDecoder.decode(value, index: index, gestureKeys: true)
    }
}

extension SessionHeader {
    /// Decodes a header from its JSON text (as the store keeps it).
    package static func decode(json bytes: [UInt8]) throws(InputError) -> SessionHeader {
        let value: JSONValue
        do {
            value = try JSONReader.parse(bytes)
        } catch let error as JSONSyntaxError {
            throw InputError(error, file: nil)
        } catch {
            throw InputError(.syntax, "\(error)")
        }
        let fields = try ObjectFields(value, what: "the session header", allowed: ["format", "name", "scene", "sceneVersion"])
        return try SessionReader.decodeHeader(fields, requireEvents: false)
    }

    /// The canonical JSON of the header.
    package var canonicalJSON: String {
        String(decoding: CanonicalJSON.bytes(of: JSONValue(.object(json))), as: UTF8.self)
    }
}

extension SessionHeader {
    /// A header for events that came without one (`record --scene --name`).
    package static func make(name: String, scene: String) throws(InputError) -> SessionHeader {
        let object = JSONObject(members: [
            JSONObject.Member(key: "format", value: JSONValue(.string(Session.format))),
            JSONObject.Member(key: "name", value: JSONValue(.string(name))),
            JSONObject.Member(key: "scene", value: JSONValue(.string(scene))),
        ])
        let fields = try ObjectFields(JSONValue(.object(object)), what: "the session header",
                                      allowed: ["format", "name", "scene", "sceneVersion"])
        return try SessionReader.decodeHeader(fields, requireEvents: false)
    }
}
