import Foundation
import Testing

@testable import TouchTapeStore

/// The migrations compiled into the binary must be exactly the files in Migrations/.
@Suite struct MigrationsDriftTests {
    /// The repository's Migrations/ folder: three levels up from this file.
    static let migrationsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TouchTapeStoreTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the repository
        .appendingPathComponent("Migrations", isDirectory: true)

    /// Reads the folder as scripts/generate-migrations does.
    static func migrationFiles() throws -> [Migration] {
        let names = try FileManager.default.contentsOfDirectory(atPath: migrationsFolder.path)
            .filter { $0.hasSuffix(".sql") }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return try names.map { fileName in
            let name = String(fileName.dropLast(".sql".count))
            let number = name.prefix(while: { $0 != "_" })
            guard number.count == 4, number.allSatisfy(\.isASCII), let level = Int(number) else {
                throw MigrationFileError(message: "Migrations/\(fileName) is not named NNNN_name.sql")
            }
            let data = try Data(contentsOf: migrationsFolder.appendingPathComponent(fileName))
            guard let text = String(data: data, encoding: .utf8) else {
                throw MigrationFileError(message: "Migrations/\(fileName) is not UTF-8")
            }
            let sql = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            return Migration(level: level, name: name, sql: sql)
        }
    }

    struct MigrationFileError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    @Test func embeddedMigrationsMatchTheMigrationsFolder() throws {
        let files = try Self.migrationFiles()
        let embedded = EmbeddedMigrations.all
        let hint = "EmbeddedMigrations.swift is out of date with Migrations/: run scripts/generate-migrations"
        #expect(embedded.map(\.name) == files.map(\.name), "\(hint)")
        #expect(embedded.map(\.level) == files.map(\.level), "\(hint)")
        for (file, compiled) in zip(files, embedded) where file.sql != compiled.sql {
            Issue.record("\(file.name): the embedded SQL differs from the file. \(hint)")
        }
        #expect(embedded.map(\.level) == Array((1...max(embedded.count, 1)).prefix(embedded.count)),
                "migration levels must be 1...N: \(hint)")
    }
}
