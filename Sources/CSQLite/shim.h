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

// Not SQLite, but C all the same: the engine build identity of the replay memo (issue #26)
// is the GNU build id the linker writes into the executable and into every shared library
// (a hash of each one's linked contents), read from the loaded objects' program headers.
// Swift's Glibc module does not import <link.h>, so it is read here.
#if defined(__linux__)
#include <link.h>
#include <string.h>

// <link.h> declares these only under _GNU_SOURCE, which a module cannot set for it: the
// function as glibc declares it, and the leading members of its `struct dl_phdr_info`, which
// keep their layout in every glibc (later members were only ever appended).
struct dl_phdr_info;
extern int dl_iterate_phdr(int (*callback)(struct dl_phdr_info *info, size_t size, void *data), void *data);
typedef struct {
    ElfW(Addr) address;
    const char *name;
    const ElfW(Phdr) *segments;
    ElfW(Half) segmentCount;
} touchtape_loaded_object;

typedef struct {
    char *out;
    size_t capacity;
    size_t length;
    int missing;   // loaded objects without a build id
    int overflow;  // `out` was too small
} touchtape_build_ids;

static inline void touchtape_build_ids_append(touchtape_build_ids *ids, const char *text, size_t count) {
    if (ids->length + count + 1 > ids->capacity) {
        ids->overflow = 1;
        return;
    }
    memcpy(ids->out + ids->length, text, count);
    ids->length += count;
    ids->out[ids->length] = 0;
}

static inline int touchtape_build_id_of_object(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    touchtape_build_ids *ids = (touchtape_build_ids *)data;
    const touchtape_loaded_object *object = (const touchtape_loaded_object *)info;
    const char *path = object->name;
    // The executable has an empty name; the kernel's vDSO has a name without a folder (it
    // changes with the kernel, not with anything replay computes).
    if (path != NULL && path[0] != 0 && strchr(path, '/') == NULL) return 0;
    const char *name = (path == NULL || path[0] == 0) ? "(executable)" : strrchr(path, '/') + 1;
    static const char hex[] = "0123456789abcdef";
    int found = 0;
    for (int i = 0; i < object->segmentCount && !found; i++) {
        const ElfW(Phdr) *segment = &object->segments[i];
        if (segment->p_type != PT_NOTE) continue;
        // Notes are 4-byte aligned, or 8-byte in a segment aligned so (NT_GNU_PROPERTY_TYPE_0).
        const size_t align = segment->p_align == 8 ? 8 : 4;
        const unsigned char *note = (const unsigned char *)(object->address + segment->p_vaddr);
        const unsigned char *end = note + segment->p_memsz;
        while (note + sizeof(ElfW(Nhdr)) <= end) {
            const ElfW(Nhdr) *header = (const ElfW(Nhdr) *)note;
            const unsigned char *noteName = note + sizeof(ElfW(Nhdr));
            const unsigned char *desc = noteName + ((header->n_namesz + align - 1) & ~(align - 1));
            const unsigned char *next = desc + ((header->n_descsz + align - 1) & ~(align - 1));
            if (desc > end || next > end) break;
            if (header->n_type == NT_GNU_BUILD_ID && header->n_namesz == 4 && memcmp(noteName, "GNU", 4) == 0
                && header->n_descsz > 0) {
                touchtape_build_ids_append(ids, name, strlen(name));
                touchtape_build_ids_append(ids, "=", 1);
                for (unsigned j = 0; j < header->n_descsz; j++) {
                    char pair[2] = { hex[desc[j] >> 4], hex[desc[j] & 15] };
                    touchtape_build_ids_append(ids, pair, 2);
                }
                touchtape_build_ids_append(ids, "\n", 1);
                found = 1;
                break;
            }
            note = next;
        }
    }
    if (!found) ids->missing += 1;
    return 0;
}

// Writes one line `NAME=HEX` for each loaded object (the executable first) into `out`
// (NUL-terminated). Returns the number of objects without a build id, or -1 when `out` is
// too small.
static inline int touchtape_loaded_build_ids(char *out, size_t capacity) {
    touchtape_build_ids ids = { out, capacity, 0, 0, 0 };
    if (capacity > 0) out[0] = 0;
    dl_iterate_phdr(touchtape_build_id_of_object, &ids);
    return ids.overflow ? -1 : ids.missing;
}
#endif

#endif
