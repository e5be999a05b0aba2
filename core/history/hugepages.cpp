// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "history/hugepages.h"

#include <cstdint>

#ifdef __linux__
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace podium::history {

namespace {

#ifdef __linux__
/** madvise() for the whole blocks of `block` bytes (a power of two, at least a page) within [data, data + bytes).
 *  Advice only: where the kernel does not know it, or refuses, the memory works as before. */
void adviseWithin(const void *data, std::size_t bytes, std::uintptr_t block, int advice)
{
    const auto start = reinterpret_cast<std::uintptr_t>(data);
    const std::uintptr_t first = (start + block - 1) & ~(block - 1);
    const std::uintptr_t end = (start + bytes) & ~(block - 1);
    if (end > first)
        (void)madvise(reinterpret_cast<void *>(first), end - first, advice);
}
#endif

} // namespace

void preferHugePages(const void *data, std::size_t bytes)
{
#ifdef __linux__
    constexpr std::uintptr_t kHuge = std::uintptr_t {1} << 21;
    if (bytes >= kHuge)
        adviseWithin(data, bytes, kHuge, MADV_HUGEPAGE);
#else
    (void)data;
    (void)bytes;
#endif
}

void populatePages(const void *data, std::size_t bytes)
{
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
    // A kernel before 5.14 says EINVAL, and the pages then fault in one by one as before.
    static const auto page = static_cast<std::uintptr_t>(sysconf(_SC_PAGESIZE));
    adviseWithin(data, bytes, page, MADV_POPULATE_WRITE);
#else
    (void)data;
    (void)bytes;
#endif
}

} // namespace podium::history
