import CSQLite
import TouchTapeCore

/// What identifies the build of the engine that runs a replay: part of the replay memo's key
/// (issue #26), so that a memoized result is only ever reused by the same binary.
///
/// The engine version string is not enough (two builds of one version may dispatch
/// differently, and every build between releases carries the same string): the identity is
/// the GNU build id that the linker writes into the executable and into every shared library
/// it loaded (the Swift runtime, libc, libm, SQLite …), each a hash of that object's linked
/// contents, with the engine version and the compiled-scene encoding. Any rebuild of the
/// executable, any other library, gives another identity, and the memo misses.
///
/// Where an object carries no build id (or off Linux, where it is not read), there is no
/// identity: replay then does the full work every time and memoizes nothing.
package enum EngineBuild {
    /// This process's identity, read once (nil: none can be established).
    package static let current: String? = read()

    private static func read() -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: 1 << 16)
        let missing = buffer.withUnsafeMutableBufferPointer { touchtape_loaded_build_ids($0.baseAddress, $0.count) }
        guard missing == 0 else { return nil }
        let text = buffer.withUnsafeBufferPointer { $0.baseAddress.map { String(cString: $0) } ?? "" }
        // The executable first, then the libraries sorted by name: the same set of objects
        // gives the same text whatever order they were loaded in.
        var lines = text.split(separator: "\n").map(String.init)
        guard let executable = lines.first, executable.hasPrefix("(executable)=") else { return nil }
        lines.removeFirst()
        return (["touchtape engine \(EngineConstants.engineVersion), compiled scenes encoding \(Scene.compiledEncoding)",
                 executable] + lines.sorted()).joined(separator: "\n")
        #else
        return nil
        #endif
    }
}
