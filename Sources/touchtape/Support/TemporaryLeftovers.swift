import Foundation

/// The temporary files an ``OutputSink`` writes before renaming them into place, and the
/// removal of those a killed process left behind (issue #23, item 18: `kill -9` during
/// `accept --write` left them in the repository folder).
///
/// A temporary file of ours is named `.NAME.touchtape-PID-N.tmp`, PID the writing process's,
/// and its writer holds an exclusive `flock` on it until it is renamed or removed. Before
/// writing into a folder, the tool removes the files of that pattern that no live process
/// owns: the process named in the name is gone (`kill(pid, 0)` fails with `ESRCH`) *and* the
/// file's lock can be taken at once. Either alone could be wrong (a PID reused by another
/// program; a writer in another PID namespace sharing the folder, or a binary from before the
/// lock), so a file is removed only when both say so. A store's `-wal` and `-shm` files are
/// SQLite's, not temporary: the next connection to that store recovers them (and removes
/// them when it closes); removing a `-wal` could lose committed transactions.
enum TemporaryLeftovers {
    /// What every temporary file's name holds after `.NAME`.
    static let marker = ".touchtape-"

    /// The temporary file's name for an output named `name`, written by this process.
    static func name(for name: String, attempt: Int) -> String {
        ".\(name)\(marker)\(getpid())-\(attempt).tmp"
    }

    /// The writing process's id, when `name` is a temporary file's name of ours.
    static func writer(of name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp"), let markerRange = name.range(of: marker, options: .backwards),
              markerRange.lowerBound > name.index(after: name.startIndex) else { return nil }
        let numbers = name[markerRange.upperBound...].dropLast(".tmp".count).split(separator: "-", omittingEmptySubsequences: false)
        guard numbers.count == 2, numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let pid = pid_t(numbers[0]), pid > 0, Int(numbers[1]) != nil else { return nil }
        return pid
    }

    /// Whether a process with this id is alive (or cannot be told apart from one: only
    /// `ESRCH` says it is gone).
    static func isAlive(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }

    /// Takes an exclusive lock on a temporary file just made, held until its descriptor closes.
    /// A file system without locks leaves the file unlocked: the writer's PID still guards it.
    static func hold(_ descriptor: Int32) {
        _ = flock(descriptor, LOCK_EX | LOCK_NB)
    }

    /// Removes the temporary files of ours in `folder` that no live process owns; returns
    /// their names. Anything it cannot be sure of is left alone.
    @discardableResult
    static func removeStale(in folder: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var removed: [String] = []
        for name in names {
            guard let pid = writer(of: name), pid != getpid(), !isAlive(pid) else { continue }
            let path = folder + "/" + name
            let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            var opened = stat(), named = stat()
            // Only a regular file whose lock nobody holds, still the one at that name.
            guard fstat(fd, &opened) == 0, (opened.st_mode & S_IFMT) == S_IFREG,
                  flock(fd, LOCK_EX | LOCK_NB) == 0,
                  lstat(path, &named) == 0, named.st_dev == opened.st_dev, named.st_ino == opened.st_ino else { continue }
            if unlink(path) == 0 { removed.append(name) }
        }
        return removed
    }
}
