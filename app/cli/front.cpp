// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// podium-cli itself: the front that loads the module that runs a command (cli/programs.h), on the C library alone, so
// that choosing costs nothing of Qt's.
#include "cli/dispatch.h"

#include <climits>
#include <cstdio>
#include <cstring>

#include <dlfcn.h>
#include <unistd.h>

namespace {

/** A path in a fixed buffer: the front allocates nothing before it hands over. */
struct Path
{
    char text[PATH_MAX] = {};
    bool fits = true;

    void append(const char *more)
    {
        const std::size_t used = std::strlen(text);
        const std::size_t adding = std::strlen(more);
        if (used + adding >= sizeof text) {
            fits = false;
            return;
        }
        std::memcpy(text + used, more, adding + 1);
    }
};

/** This program's folder with a slash at the end, from Linux's /proc/self/exe; "" where that is unknown (then the
 *  programs are looked for in the working folder, and their absence is reported). */
Path programFolder()
{
    Path folder;
    const ssize_t length = ::readlink("/proc/self/exe", folder.text, sizeof folder.text - 1);
    if (length <= 0) {
        folder.text[0] = '\0';
        return folder;
    }
    folder.text[length] = '\0';
    if (char *slash = std::strrchr(folder.text, '/'))
        slash[1] = '\0';
    return folder;
}

/** name beside this program (the build tree), else where an installed podium-cli keeps it: PODIUM_LIBEXEC_RELATIVE
 *  from the binaries' folder. */
Path locate(const Path &folder, const char *name)
{
    Path beside = folder;
    beside.append(name);
    if (beside.fits && ::access(beside.text, F_OK) == 0)
        return beside;
    Path installed = folder;
    installed.append(PODIUM_LIBEXEC_RELATIVE "/");
    installed.append(name);
    return installed;
}

} // namespace

int main(int argc, char *argv[])
{
    const char *name
        = podium::cli::needsClubProgram(argc - 1, argv + 1) ? "podium-cli-club.so" : "podium-cli-calculator.so";
    const Path module = locate(programFolder(), name);
    void *loaded = module.fits ? ::dlopen(module.text, RTLD_NOW | RTLD_LOCAL) : nullptr;
    void *symbol = loaded ? ::dlsym(loaded, "podium_cli_main") : nullptr;
    if (!symbol) {
        // A broken installation; no translation is at hand without the modules.
        const char *reason = module.fits ? ::dlerror() : "the path is too long";
        std::fprintf(stderr, "podium-cli: cannot load %s: %s\n", module.text, reason ? reason : "unknown error");
        return 2;
    }
    int (*run)(int, char **) = nullptr;
    static_assert(sizeof run == sizeof symbol);
    std::memcpy(&run, &symbol, sizeof run); // dlsym's object pointer as the function it is (POSIX)
    return run(argc, argv);
}
