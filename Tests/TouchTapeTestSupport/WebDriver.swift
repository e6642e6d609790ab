import Foundation

// A headless Chromium driven through chromedriver (WebDriver, plain HTTP and JSON), for the
// studio's browser test. Debian's `chromium` and `chromium-driver`; scripts/install-deps
// installs them unless TOUCHTAPE_BROWSER_TESTS=0.

public enum BrowserTools {
    static func find(_ names: [String], override: String) -> String? {
        let environment = ProcessInfo.processInfo.environment
        let fm = FileManager.default
        if let given = environment[override], !given.isEmpty { return fm.isExecutableFile(atPath: given) ? given : nil }
        let path = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in names {
            for dir in path where fm.isExecutableFile(atPath: dir + "/" + name) { return dir + "/" + name }
        }
        return nil
    }

    /// `$TOUCHTAPE_CHROMIUM`, else Chromium on the PATH.
    public static let chromium = find(["chromium", "chromium-browser", "google-chrome"], override: "TOUCHTAPE_CHROMIUM")
    /// `$TOUCHTAPE_CHROMEDRIVER`, else chromedriver on the PATH.
    public static let chromedriver = find(["chromedriver"], override: "TOUCHTAPE_CHROMEDRIVER")

    public static var turnedOff: Bool { ProcessInfo.processInfo.environment["TOUCHTAPE_BROWSER_TESTS"] == "0" }
    /// On CI the browser tests always run (and fail without a browser) unless turned off.
    public static var required: Bool { !turnedOff && !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty }
    public static var enabled: Bool { !turnedOff && ((chromium != nil && chromedriver != nil) || required) }
    public static var skipReason: String {
        turnedOff ? "TOUCHTAPE_BROWSER_TESTS=0: the browser tests are turned off"
            : "chromium and chromedriver are needed (Debian's chromium and chromium-driver; scripts/install-deps installs them), "
                + "or set TOUCHTAPE_BROWSER_TESTS=0 to skip this test"
    }
}

public struct WebDriverFailure: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// One chromedriver process with one headless browser session.
public final class WebDriver: @unchecked Sendable {
    // @unchecked: used by one test at a time.
    private let driver = Process()
    private let folder: URL
    private var base = ""
    private var session = ""

    /// Starts chromedriver on a free port and a headless Chromium of `width` × `height` CSS pixels.
    public init(width: Int = 1400, height: Int = 1000, timeout: Double = 60) throws {
        guard let chromium = BrowserTools.chromium, let chromedriver = BrowserTools.chromedriver else {
            throw WebDriverFailure(BrowserTools.skipReason)
        }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchtape-webdriver-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let log = folder.appendingPathComponent("chromedriver.out")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let out = try FileHandle(forWritingTo: log)
        driver.executableURL = URL(fileURLWithPath: chromedriver)
        driver.arguments = ["--port=0"]
        driver.standardOutput = out
        driver.standardError = out
        driver.standardInput = FileHandle.nullDevice
        try driver.run()
        let deadline = Date().addingTimeInterval(timeout)
        while base.isEmpty && Date() < deadline && driver.isRunning {
            let text = String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self)
            if let range = text.range(of: "started successfully on port "),
               let end = text[range.upperBound...].firstIndex(where: { !$0.isNumber }),
               let port = Int(text[range.upperBound..<end]), port > 0 {
                base = "http://127.0.0.1:\(port)"
            } else {
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
        guard !base.isEmpty else {
            close()
            throw WebDriverFailure("chromedriver did not start: \(String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self))")
        }
        var arguments = ["--headless=new", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--hide-scrollbars",
                         "--mute-audio", "--window-size=\(width),\(height)", "--force-device-scale-factor=1",
                         "--user-data-dir=\(folder.path)/profile"]
        if geteuid() == 0 { arguments.append("--no-sandbox") }  // Chromium refuses to run as root otherwise
        let capabilities: [String: Any] = ["capabilities": ["alwaysMatch": [
            "browserName": "chrome",
            "goog:chromeOptions": ["binary": chromium, "args": arguments],
        ]]]
        let reply = try call("POST", "/session", capabilities)
        guard let value = reply["value"] as? [String: Any], let id = value["sessionId"] as? String else {
            close()
            throw WebDriverFailure("no browser session: \(reply)")
        }
        session = id
    }

    /// One WebDriver command; its JSON answer.
    @discardableResult
    public func call(_ method: String, _ path: String, _ body: [String: Any]? = nil) throws -> [String: Any] {
        let data = try body.map { try JSONSerialization.data(withJSONObject: $0) }
        let (status, text) = try Self.curl(method, base + path, body: data)
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw WebDriverFailure("\(method) \(path): \(status) \(text.prefix(1000))")
        }
        if status >= 400 { throw WebDriverFailure("\(method) \(path): \(status) \(text.prefix(1000))") }
        return object
    }

    /// One request through the curl command: Foundation's URLSession on Linux fails on
    /// chromedriver's answers ("Failed writing header").
    public static func curl(_ method: String, _ url: String, body: Data?, headers: [String] = []) throws -> (Int, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        var arguments = ["curl", "-s", "-S", "-m", "120", "-X", method, "-w", "\n%{http_code}", url]
        for header in headers { arguments += ["-H", header] }
        if body != nil { arguments += ["-H", "Content-Type: application/json", "--data-binary", "@-"] }
        process.arguments = arguments
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        if let body { input.fileHandleForWriting.write(body) }
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard let newline = text.lastIndex(of: "\n"), let status = Int(text[text.index(after: newline)...]) else {
            throw WebDriverFailure("\(method) \(url): curl failed (\(process.terminationStatus))")
        }
        return (status, String(text[..<newline]))
    }

    /// A command of this browser session.
    @discardableResult
    public func command(_ method: String, _ path: String, _ body: [String: Any]? = nil) throws -> Any? {
        try call(method, "/session/\(session)" + path, body)["value"]
    }

    public func open(_ url: String) throws { try command("POST", "/url", ["url": url]) }

    /// Runs `script` (a function body; `arguments` holds `args`) in the page; its result.
    public func run(_ script: String, _ args: [Any] = []) throws -> Any? {
        try command("POST", "/execute/sync", ["script": script, "args": args])
    }

    /// Polls `script` until it returns something truthy, at most `timeout` seconds.
    @discardableResult
    public func wait(for script: String, _ args: [Any] = [], timeout: Double = 30, what: String) throws -> Any {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let value = try run(script, args), !(value is NSNull), (value as? Bool) != false, (value as? String) != "" {
                return value
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw WebDriverFailure("timed out waiting for \(what)")
    }

    /// A Chrome DevTools Protocol command, through chromedriver.
    @discardableResult
    public func devTools(_ command: String, _ params: [String: Any]) throws -> Any? {
        try self.command("POST", "/goog/cdp/execute", ["cmd": command, "params": params])
    }

    /// Moves the mouse to viewport point (x, y).
    public func moveMouse(x: Double, y: Double) throws {
        try command("POST", "/actions", ["actions": [[
            "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"],
            "actions": [["type": "pointerMove", "duration": 0, "origin": "viewport", "x": Int(x.rounded()), "y": Int(y.rounded())]],
        ]]])
    }

    /// Clicks the element `selector` selects.
    public func click(_ selector: String) throws {
        let element = try self.element(selector)
        try command("POST", "/element/\(element)/click", [:])
    }

    /// Types `text` into the element `selector` selects.
    public func type(_ selector: String, _ text: String) throws {
        let element = try self.element(selector)
        try command("POST", "/element/\(element)/clear", [:])
        try command("POST", "/element/\(element)/value", ["text": text])
    }

    private func element(_ selector: String) throws -> String {
        guard let value = try command("POST", "/element", ["using": "css selector", "value": selector]) as? [String: Any],
              let id = value.values.first as? String else {
            throw WebDriverFailure("no element \(selector)")
        }
        return id
    }

    /// A PNG of the viewport.
    public func screenshot() throws -> Data {
        guard let text = try command("GET", "/screenshot") as? String, let data = Data(base64Encoded: text) else {
            throw WebDriverFailure("no screenshot")
        }
        return data
    }

    public func close() {
        if !session.isEmpty { _ = try? call("DELETE", "/session/\(session)") }
        session = ""
        if driver.isRunning {
            // chromedriver may ignore SIGTERM while its browser is busy: SIGKILL it.
            kill(driver.processIdentifier, SIGKILL)
            driver.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    deinit { close() }
}
