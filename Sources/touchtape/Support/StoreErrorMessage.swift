import Foundation
import TouchTapeStore

/// The one-line message for a store that cannot be used (exit 3): it names the store, says how
/// long a locked store was waited for, and sends a damaged store to `touchtape check`.
enum StoreErrorMessage {
    static func text(for error: any StoreUsabilityError, store: String = StoreLocation.current,
                     busyTimeout: Duration = StoreLocation.busyTimeout) -> String {
        if let sqlite = error as? SQLiteError, sqlite.code == .busy {
            return "\(store): the store is locked by another process; gave up after waiting "
                + "\(Store.secondsText(busyTimeout)) (set \(Store.busyTimeoutVariable) to wait longer)"
        }
        if let sqlite = error as? SQLiteError, sqlite.code == .readOnly {
            return "\(store): the store cannot be written (\(sqlite.message)): "
                + "the file, or the folder that holds it (SQLite writes its -wal and -shm files there), is read-only"
        }
        guard error.isStoreDamage else { return "\(store): \(error)" }
        let damage = error is StoreDamageError ? "\(error)" : "the store is damaged: \(error)"
        return "\(store): \(damage); run `touchtape check --db \(shellQuoted(store))` to see what is damaged"
    }

    /// `text` as a shell word: unchanged when it holds only characters no shell treats
    /// specially, else in single quotes.
    static func shellQuoted(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "/", ".", "_", "-", "+", ",", ":", "@", "%": true
            default: false
            }
        }
        if plain { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
