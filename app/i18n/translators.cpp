// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "i18n/translators.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace podium::i18n {

namespace {

/** The object name of the translators installed here, to find and replace them on the next call. */
const QString kName = QStringLiteral("podium-i18n");

/** A translator owned by the application, installed when it loads; deleted (which uninstalls it) otherwise. */
void install(QTranslator *translator, bool loaded)
{
    if (!loaded) {
        delete translator;
        return;
    }
    translator->setObjectName(kName);
    QCoreApplication::installTranslator(translator);
}

} // namespace

void installTranslators(const QString &language)
{
    QCoreApplication *app = QCoreApplication::instance();
    Q_ASSERT(app);
    // Deleting a translator removes it from the application.
    qDeleteAll(app->findChildren<QTranslator *>(kName, Qt::FindDirectChildrenOnly));
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    // Installed last is looked at first: Qt's strings, then English, then the language.
    auto *qt = new QTranslator(app);
    install(qt,
            qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath)));
    auto *english = new QTranslator(app);
    install(english, english->load(QStringLiteral("podium_en"), QStringLiteral(":/i18n")));
    auto *podium = new QTranslator(app);
    install(podium,
            podium->load(locale, QStringLiteral("podium"), QStringLiteral("_"), QStringLiteral(":/i18n"))
                && podium->language() != QLatin1String("en"));
}

} // namespace podium::i18n
