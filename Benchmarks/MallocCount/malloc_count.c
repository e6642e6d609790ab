/*
 * An LD_PRELOAD shim that counts heap allocations, for touchtape-bench.
 *
 *   cc -shared -fPIC -O2 -o libmalloccount.so Benchmarks/MallocCount/malloc_count.c
 *   TT_MALLOC_COUNT_FILE=out.txt LD_PRELOAD=./libmalloccount.so program …
 *
 * Every malloc, calloc, realloc, memalign, posix_memalign, aligned_alloc, valloc and pvalloc
 * call is counted (free is not), then passed to glibc's own __libc_* functions (so no dlsym
 * bootstrapping is needed). At exit the total is written to $TT_MALLOC_COUNT_FILE. A program
 * that wants to count around a loop can look up tt_malloc_count() with dlsym.
 *
 * glibc only: it relies on glibc exporting __libc_malloc and friends.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);

static uint64_t allocations;
static uint64_t allocated_bytes;

static inline void count(size_t bytes) {
    __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
    __atomic_fetch_add(&allocated_bytes, bytes, __ATOMIC_RELAXED);
}

uint64_t tt_malloc_count(void) { return __atomic_load_n(&allocations, __ATOMIC_RELAXED); }
uint64_t tt_malloc_bytes(void) { return __atomic_load_n(&allocated_bytes, __ATOMIC_RELAXED); }

void *malloc(size_t size) { count(size); return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { count(n * size); return __libc_calloc(n, size); }
void *realloc(void *p, size_t size) { count(size); return __libc_realloc(p, size); }
void *memalign(size_t alignment, size_t size) { count(size); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { count(size); return __libc_memalign(alignment, size); }
void *valloc(size_t size) { count(size); return __libc_memalign((size_t)sysconf(_SC_PAGESIZE), size); }
void *pvalloc(size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    count(size);
    return __libc_memalign(page, (size + page - 1) / page * page);
}
int posix_memalign(void **out, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    count(size);
    void *p = __libc_memalign(alignment, size);
    if (p == NULL && size != 0) return ENOMEM;
    *out = p;
    return 0;
}

__attribute__((destructor)) static void report(void) {
    const char *path = getenv("TT_MALLOC_COUNT_FILE");
    if (path == NULL || *path == '\0') return;
    char line[64];
    int n = snprintf(line, sizeof line, "%llu %llu\n", (unsigned long long)tt_malloc_count(),
                     (unsigned long long)tt_malloc_bytes());
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) return;
    if (write(fd, line, (size_t)n) < 0) { /* nothing to do */ }
    close(fd);
}
