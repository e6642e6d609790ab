import TouchTapeCore

/// A window or view node of the scene being built from a dump, before it becomes JSON.
struct DumpNode {
    var id: String
    /// Where an overlay renamed it (its errors point there), else nil: the record's place.
    var idPosition: SourcePosition?
    var isWindow: Bool
    /// Where its record's `<` is (the synthetic window: 1:1); scene errors point there.
    var position: SourcePosition
    /// The record it came from; nil for the synthetic window.
    var record: Record?
    /// The class as printed (`UIWindow` for the synthetic window).
    var className: String
    /// The scene keys other than `id`, `subviews` and `meta`, in the order they are written.
    var members: [JSONObject.Member] = []
    var meta: [JSONObject.Member] = []
    var parent: Int
    var children: [Int] = []
    /// The index path of I1 (`0.2.0`).
    var path: String
    /// The printed frame (a transformed view's bounding box) and the bounds origin, for K1.
    var printedFrame: [Double]
    var boundsOrigin: [Double] = [0, 0]
    var transformed = false
    var hasGestureRecognizers = false
    /// A 45°-rotated view whose size the dump cannot give: an error unless an overlay sets it.
    var unrecoverableSize: InputError?

    var text: String? { meta.first { $0.key == "text" }?.value.stringValue }
    var tag: Double? { meta.first { $0.key == "tag" }?.value.doubleValue }
    var baseClass: String? { meta.first { $0.key == "baseClass" }?.value.stringValue }

    func member(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }

    mutating func set(_ key: String, _ value: JSONValue, keyPosition: SourcePosition? = nil) {
        let member = JSONObject.Member(key: key, keyPosition: keyPosition ?? value.position, value: value)
        if let i = members.firstIndex(where: { $0.key == key }) {
            members[i] = member
        } else {
            members.append(member)
        }
    }

    mutating func remove(_ key: String) {
        members.removeAll { $0.key == key }
    }

    mutating func setMeta(_ key: String, _ value: JSONValue) {
        let member = JSONObject.Member(key: key, keyPosition: value.position, value: value)
        if let i = meta.firstIndex(where: { $0.key == key }) {
            meta[i] = member
        } else {
            meta.append(member)
        }
    }
}

/// Building JSON values that carry a place in the dump, so that the scene decoder's errors
/// point into the dump.
enum DumpJSON {
    static func number(_ x: Double, at position: SourcePosition) -> JSONValue {
        JSONValue(.number(x == 0 ? 0 : x), position: position)
    }

    static func numbers(_ xs: [Double], at position: SourcePosition) -> JSONValue {
        JSONValue(.array(xs.map { number($0, at: position) }), position: position)
    }

    static func string(_ s: String, at position: SourcePosition) -> JSONValue {
        JSONValue(.string(s), position: position)
    }

    static func bool(_ b: Bool, at position: SourcePosition) -> JSONValue {
        JSONValue(.bool(b), position: position)
    }

    static func object(_ members: [JSONObject.Member], at position: SourcePosition) -> JSONValue {
        JSONValue(.object(JSONObject(members: members)), position: position)
    }

    static func member(_ key: String, _ value: JSONValue) -> JSONObject.Member {
        JSONObject.Member(key: key, keyPosition: value.position, value: value)
    }

    /// The node and its subtree as a view or window node of docs/formats.md.
    static func node(_ index: Int, in nodes: [DumpNode]) -> JSONValue {
        let node = nodes[index]
        var members = [member("id", string(node.id, at: node.idPosition ?? node.position))]
        members += node.members
        if !node.meta.isEmpty { members.append(member("meta", object(node.meta, at: node.position))) }
        if !node.children.isEmpty {
            members.append(member("subviews", JSONValue(.array(node.children.map { self.node($0, in: nodes) }),
                                                        position: node.position)))
        }
        return object(members, at: node.position)
    }
}
