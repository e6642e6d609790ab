#ifndef TOUCHTAPE_CSQLITE_SHIM_H
#define TOUCHTAPE_CSQLITE_SHIM_H

#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast macro that Swift does not import: binding text or blobs
// with it makes SQLite copy the bytes, so Swift may free its buffer right after binding.
static inline sqlite3_destructor_type touchtape_sqlite_transient(void) {
    return SQLITE_TRANSIENT;
}

// sqlite3_db_config is variadic, which Swift cannot call. This wraps the options that take
// `int onoff, int *pResult` (SQLITE_DBCONFIG_DQS_DML, SQLITE_DBCONFIG_DEFENSIVE, ...):
// sets the option to `value` (or leaves it unchanged when `value` is negative) and returns
// the setting now in effect in `*result`.
static inline int touchtape_sqlite3_db_config_int(sqlite3 *db, int op, int value, int *result) {
    return sqlite3_db_config(db, op, value, result);
}

#endif
