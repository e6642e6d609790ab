import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// SplitMix64 (Steele, Lea and Flood): a tiny, fast, well-mixed generator. Every workload
/// is drawn from one of these seeded with the run's seed, so the same seed always gives the
/// same scenes, sessions and sample points.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `0..<n` (n > 0).
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    /// A uniform double in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// A derived generator for an independent stream (so that adding draws to one workload
    /// never changes another).
    mutating func fork(_ salt: UInt64) -> SplitMix64 { SplitMix64(seed: next() ^ salt) }
}

/// Monotonic wall-clock time in seconds.
@inline(__always)
func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

func medianOf(_ values: [Double]) -> Double {
    precondition(!values.isEmpty)
    let s = values.sorted()
    let n = s.count
    return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2
}

/// Keeps a value alive so the optimizer cannot drop the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

// MARK: - Formatting

enum Fmt {
    /// 1234567 → "1,234,567".
    static func int(_ v: Int) -> String {
        let s = String(v.magnitude)
        var out = ""
        for (i, ch) in s.enumerated() {
            if i > 0 && (s.count - i) % 3 == 0 { out.append(",") }
            out.append(ch)
        }
        return (v < 0 ? "-" : "") + out
    }

    /// A rate with three significant figures and a unit suffix: 12.3M, 456k, 7.89.
    static func rate(_ v: Double) -> String {
        if v >= 1e9 { return sig(v / 1e9) + "G" }
        if v >= 1e6 { return sig(v / 1e6) + "M" }
        if v >= 1e3 { return sig(v / 1e3) + "k" }
        return sig(v)
    }

    static func sig(_ v: Double, _ digits: Int = 3) -> String {
        if v == 0 || !v.isFinite { return v.isFinite ? "0" : "n/a" }
        let magnitude = Int((log10(abs(v))).rounded(.down))
        let decimals = max(0, digits - 1 - magnitude)
        return String(format: "%.\(decimals)f", v)
    }

    static func fixed(_ v: Double, _ decimals: Int) -> String { String(format: "%.\(decimals)f", v) }

    static func bytes(_ v: Double) -> String {
        if v >= 1024 * 1024 * 1024 { return sig(v / (1024 * 1024 * 1024)) + " GiB" }
        if v >= 1024 * 1024 { return sig(v / (1024 * 1024)) + " MiB" }
        if v >= 1024 { return sig(v / 1024) + " KiB" }
        return sig(v) + " B"
    }

    /// A number as a JSON/scene file writes it: integral values without a fraction.
    static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }

    static func pad(_ s: String, _ width: Int, right: Bool = false) -> String {
        let n = s.count
        if n >= width { return s }
        let fill = String(repeating: " ", count: width - n)
        return right ? fill + s : s + fill
    }
}

// MARK: - Machine and build

struct MachineInfo {
    var cpus: Int
    var cpuModel: String
    var memoryBytes: Int
    var kernel: String
    var os: String
    var swiftVersion: String
    var sqliteVersion: String
    /// The code measured: `git rev-parse --short HEAD`, with "+ uncommitted changes" when
    /// Sources/ or Package.swift differ from it.
    var revision: String

    static func collect(swiftVersion: String?) -> MachineInfo {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? "unknown"
        let meminfo = (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)) ?? ""
        var memKB = 0
        if let line = meminfo.split(separator: "\n").first(where: { $0.hasPrefix("MemTotal:") }) {
            memKB = Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
        }
        let osRelease = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)) ?? ""
        let pretty = osRelease.split(separator: "\n").first { $0.hasPrefix("PRETTY_NAME=") }
            .map { String($0.dropFirst("PRETTY_NAME=".count)).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) } ?? "unknown"
        var uts = utsname()
        uname(&uts)
        let release = withUnsafeBytes(of: &uts.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let swift = swiftVersion ?? (runCapture("/usr/bin/env", ["swift", "--version"])?
            .split(separator: "\n").first.map(String.init) ?? "unknown")
        let sqlite = runCapture("/usr/bin/env", ["sqlite3", "--version"])?
            .split(separator: " ").first.map(String.init) ?? "unknown"
        var revision = runCapture("/usr/bin/env", ["git", "rev-parse", "--short", "HEAD"])?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        if revision.isEmpty {
            revision = "unknown"
        } else if let status = runCapture("/usr/bin/env", ["git", "status", "--porcelain", "--", "Sources", "Package.swift"]),
                  !status.isEmpty {
            revision += " + uncommitted changes"
        }
        return MachineInfo(cpus: Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), cpuModel: model,
                           memoryBytes: memKB * 1024, kernel: release, os: pretty, swiftVersion: swift,
                           sqliteVersion: sqlite, revision: revision)
    }

    /// `uptime`'s load averages (1, 5, 15 minutes).
    static func loadAverage() -> [Double] {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return text.split(separator: " ").prefix(3).map { Double($0) ?? 0 }
    }
}

// MARK: - Processes

/// Runs a program and returns its standard output (nil when it cannot be run).
func runCapture(_ path: String, _ arguments: [String]) -> String? {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: path)
    p.arguments = arguments
    let out = Pipe()
    p.standardOutput = out
    p.standardError = FileHandle.nullDevice
    do { try p.run() } catch { return nil }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

/// What a measured child process did.
struct ChildRun {
    var seconds: Double
    var status: Int32
    /// Peak resident set size of the child, in bytes (GNU time's %M, or RUSAGE_CHILDREN).
    var maxRSS: Int
    /// CPU time of the child, user + system (GNU time's %U + %S, or RUSAGE_CHILDREN): what
    /// the work cost, whatever else the machine was doing.
    var cpuSeconds: Double
    var stdout: String
    var stderr: String
}

enum BenchError: Error, CustomStringConvertible {
    case failed(String)
    var description: String {
        switch self { case .failed(let s): s }
    }
}

/// Runs one child process with `Process`, timing it with the monotonic clock and reading its
/// peak memory. The child runs under GNU `/usr/bin/time` when available (its `%M` is that
/// one process's max RSS); otherwise under this binary's own `--rusage-wrapper` mode, a fresh
/// process whose only child is the command, so `getrusage(RUSAGE_CHILDREN)` is exactly that
/// command's.
struct ChildRunner {
    let selfPath: String
    let gnuTime: String?
    let scratch: String

    init(selfPath: String, scratch: String) {
        self.selfPath = selfPath
        self.scratch = scratch
        let candidate = "/usr/bin/time"
        gnuTime = FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }

    var memorySource: String { gnuTime != nil ? "GNU time %M (\(gnuTime!))" : "getrusage(RUSAGE_CHILDREN) in a fresh wrapper process" }

    func run(_ executable: String, _ arguments: [String], stdin: String? = nil) throws -> ChildRun {
        let rssFile = scratch + "/rss.txt"
        try? FileManager.default.removeItem(atPath: rssFile)
        let p = Process()
        if let gnuTime {
            p.executableURL = URL(fileURLWithPath: gnuTime)
            p.arguments = ["-f", "%U %S %M", "-o", rssFile, executable] + arguments
        } else {
            p.executableURL = URL(fileURLWithPath: selfPath)
            p.arguments = ["--rusage-wrapper", rssFile, executable] + arguments
        }
        let outFile = scratch + "/child.stdout", errFile = scratch + "/child.stderr"
        guard FileManager.default.createFile(atPath: outFile, contents: nil),
              FileManager.default.createFile(atPath: errFile, contents: nil) else {
            throw BenchError.failed("cannot create files in \(scratch)")
        }
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outFile))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errFile))
        defer { try? out.close(); try? err.close() }
        p.standardOutput = out
        p.standardError = err
        var input: FileHandle?
        if let stdin {
            input = try FileHandle(forReadingFrom: URL(fileURLWithPath: stdin))
            p.standardInput = input
        } else {
            p.standardInput = FileHandle.nullDevice
        }
        defer { try? input?.close() }
        // Not `waitUntilExit()`: on Linux it polls its run loop every 50 ms, which rounded every
        // time up to the next 50 ms (0.70, 0.75, …) and added 25 ms on average to each. The
        // termination handler runs as the child is reaped.
        let exited = DispatchSemaphore(value: 0)
        p.terminationHandler = { _ in exited.signal() }
        let start = now()
        try p.run()
        exited.wait()
        let seconds = now() - start
        p.waitUntilExit()  // returns at once: the status is known
        let rssText = (try? String(contentsOfFile: rssFile, encoding: .utf8)) ?? ""
        // GNU time writes "Command exited with non-zero status N" before its line on failure.
        let fields = rssText.split(whereSeparator: \.isNewline).last?.split(separator: " ") ?? []
        let rssKB = fields.count == 3 ? Int(fields[2]) ?? 0 : 0
        let cpu = fields.count == 3 ? (Double(fields[0]) ?? 0) + (Double(fields[1]) ?? 0) : 0
        return ChildRun(seconds: seconds, status: p.terminationStatus, maxRSS: rssKB * 1024, cpuSeconds: cpu,
                        stdout: (try? String(contentsOfFile: outFile, encoding: .utf8)) ?? "",
                        stderr: (try? String(contentsOfFile: errFile, encoding: .utf8)) ?? "")
    }

    /// `--rusage-wrapper FILE CMD ARGS…`: runs the command, writes its max RSS (KiB) to FILE,
    /// exits with its status.
    static func wrapperMain(_ args: [String]) -> Never {
        guard args.count >= 2 else { exit(64) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: args[1])
        p.arguments = Array(args.dropFirst(2))
        do { try p.run() } catch { exit(127) }
        p.waitUntilExit()
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        try? "\(seconds(usage.ru_utime)) \(seconds(usage.ru_stime)) \(usage.ru_maxrss)\n".write(toFile: args[0], atomically: true, encoding: .utf8)
        exit(p.terminationStatus)
    }
}

/// CPU time (user + system, seconds) of this process and of its children so far (every child
/// reaped, with their own reaped children: the measured commands, `sqlite3`, the allocation
/// children).
enum CPUTimes {
    static func now() -> (harness: Double, children: Double) {
        func seconds(_ who: Int32) -> Double {
            var usage = rusage()
            getrusage(who, &usage)
            func s(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
            return s(usage.ru_utime) + s(usage.ru_stime)
        }
        return (seconds(RUSAGE_SELF.rawValue), seconds(RUSAGE_CHILDREN.rawValue))
    }
}

func fileSize(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
}

func writeFile(_ path: String, _ bytes: [UInt8]) throws {
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
        throw BenchError.failed("cannot write \(path)")
    }
}
