// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "history/hugepages.h"

#include <cstdint>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace podium::history {

void preferHugePages(const void *data, std::size_t bytes)
{
#ifdef __linux__
    constexpr std::uintptr_t kHuge = std::uintptr_t {1} << 21;
    if (bytes < kHuge)
        return;
    const auto start = reinterpret_cast<std::uintptr_t>(data);
    const std::uintptr_t first = (start + kHuge - 1) & ~(kHuge - 1);
    const std::uintptr_t end = (start + bytes) & ~(kHuge - 1);
    // Advice only: where the kernel has no transparent huge pages, or refuses, the memory works as before.
    if (end > first)
        (void)madvise(reinterpret_cast<void *>(first), end - first, MADV_HUGEPAGE);
#else
    (void)data;
    (void)bytes;
#endif
}

void populatePages(const void *data, std::size_t bytes)
{
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
    constexpr std::uintptr_t kPage = 4096;
    const auto start = reinterpret_cast<std::uintptr_t>(data);
    const std::uintptr_t first = (start + kPage - 1) & ~(kPage - 1);
    const std::uintptr_t end = (start + bytes) & ~(kPage - 1);
    // Advice only: a kernel before 5.14 says EINVAL, and the pages then fault in one by one as before.
    if (end > first)
        (void)madvise(reinterpret_cast<void *>(first), end - first, MADV_POPULATE_WRITE);
#else
    (void)data;
    (void)bytes;
#endif
}

} // namespace podium::history
