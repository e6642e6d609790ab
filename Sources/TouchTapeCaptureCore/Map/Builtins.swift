/// A `builtin` key as the scene writes it (standard-classes.md, section 4): the object, with
/// `kind` first.
struct CapturedBuiltin: Hashable, Sendable {
    var object: JSONTree
}

/// The seam for standard-classes.md S1, "builtin by class": a view of a standard UIKit class
/// (by its class, else its `meta.baseClass`) gets that class's builtin, written as its
/// `builtin` key, from the same class → builtin table the dump importer uses.
///
/// TODO(S1): the scene format's `builtin` key and TouchTapeCore's class → builtin table are
/// not in this branch yet. When they are, look `className`, then `baseClass`, up in that
/// table and return its key here; nothing else changes: the writer already writes a returned
/// builtin (and then writes scene `/2`), and a view with a builtin already leaves its UIKit
/// recognizers (the scroll view's pan) to the builtin instead of approximating them.
enum BuiltinInference {
    static func builtin(forClass className: String, baseClass: String?) -> CapturedBuiltin? {
        nil
    }
}
