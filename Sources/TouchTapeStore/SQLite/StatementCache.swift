import CSQLite

/// The prepared statements of one connection, by SQL text, for reuse in bulk work.
///
/// In front of the dictionary, a few statements are found by their SQL string's two words
/// (``IdenticalString``) rather than by hashing its text: the SQL is nearly always a literal,
/// the same storage at every call, and hashing a long statement's text at each call was 1 %
/// of an import of many short sessions (issue #26). Only the statement's own `sql` string is
/// taken as a key: the statement keeps it alive, so its storage cannot be reused by another
/// text while the entry exists.
struct StatementCache {
    private var statements: [String: Statement] = [:]
    private var recent = [RecentEntry?](repeating: nil, count: 64)

    private struct RecentEntry {
        let words: (UInt64, UInt64)
        let statement: Statement
    }

    var count: Int { statements.count }

    /// The cached statement for `sql`, reset with its bindings cleared, or nil.
    mutating func reusable(_ sql: String) -> Statement? {
        let words = IdenticalString.words(sql)
        let slot = Int(truncatingIfNeeded: (words.1 ^ words.0 &* 0x9E37_79B9_7F4A_7C15) >> 58)
        let statement: Statement
        if let entry = recent[slot], entry.words == words {
            statement = entry.statement
        } else {
            guard let found = statements[sql] else { return nil }
            statement = found
            if IdenticalString.words(found.sql) == words { recent[slot] = RecentEntry(words: words, statement: found) }
        }
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
        recent = [RecentEntry?](repeating: nil, count: recent.count)
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
