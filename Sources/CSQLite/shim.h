#ifndef TOUCHTAPE_CSQLITE_SHIM_H
#define TOUCHTAPE_CSQLITE_SHIM_H

#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast macro that Swift does not import: binding text or blobs
// with it makes SQLite copy the bytes, so Swift may free its buffer right after binding.
static inline sqlite3_destructor_type touchtape_sqlite_transient(void) {
    return SQLITE_TRANSIENT;
}

#endif
