// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QString>

namespace podium::i18n {

/**
 * Installs Podium's translations and Qt's on the running QCoreApplication, which owns them: Qt's own strings
 * (qtbase), English plural forms underneath ("1 game", "2 games") and Podium's strings in the language on top,
 * where Qt looks first, so that a string not yet translated still reads well in English.
 *
 * language is a name QLocale reads ("de", "fr_FR"); empty follows the system (LANGUAGE, LC_ALL, LC_MESSAGES,
 * LANG on Unix). A second call replaces what the first one installed.
 */
void installTranslators(const QString &language = {});

} // namespace podium::i18n
