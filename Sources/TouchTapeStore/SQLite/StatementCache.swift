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

/// Statements lent out one at a time (``Database/borrowStatement(_:)``): each is owned by
/// its borrower until handed back, so a cursor may step through rows while another cursor of
/// the same SQL runs. A few per SQL text at most (as many as were in use at once).
struct StatementPool {
    private var idle: [String: [Statement]] = [:]

    /// An idle statement for `sql`, ready to bind, or nil.
    mutating func take(_ sql: String) -> Statement? {
        idle[sql]?.popLast()
    }

    /// Keeps a statement for its next borrower, reset and with its bindings cleared.
    mutating func put(_ statement: Statement) {
        statement.reset()
        statement.clearBindings()
        idle[statement.sql, default: []].append(statement)
    }

    mutating func finalizeAll() {
        for statements in idle.values {
            for statement in statements { statement.finalize() }
        }
        idle.removeAll()
    }
}
