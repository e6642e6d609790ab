import CSQLite

/// The prepared statements of one connection, by SQL text, for reuse in bulk work.
struct StatementCache {
    private var statements: [String: Statement] = [:]

    var count: Int { statements.count }

    /// The cached statement for `sql`, reset with its bindings cleared, or nil.
    func reusable(_ sql: String) -> Statement? {
        guard let statement = statements[sql] else { return nil }
        statement.reset()
        statement.clearBindings()
        return statement
    }

    mutating func insert(_ statement: Statement) {
        statements[statement.sql] = statement
    }

    /// Finalizes and forgets every statement (before the connection closes).
    mutating func finalizeAll() {
        for statement in statements.values {
            statement.finalize()
        }
        statements.removeAll()
    }
}
