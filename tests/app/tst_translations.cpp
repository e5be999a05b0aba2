// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// podium_i18n: the translations built in under :/i18n and installTranslators(), with a language of its own or the
// system's, replacing what an earlier call installed.
#include "i18n/translators.h"

#include <QCoreApplication>
#include <QFile>
#include <QTest>
#include <QTranslator>

namespace {

QString directory()
{
    return QCoreApplication::translate("ErrorText", "%1 is a directory, not a file").arg(QStringLiteral("x"));
}

QString rounds(int n)
{
    return QCoreApplication::translate("CliText", "%n round(s)", nullptr, n);
}

qsizetype installed()
{
    return qApp->findChildren<QTranslator *>(QString(), Qt::FindDirectChildrenOnly).size();
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { podium::i18n::installTranslators(); }

    void builtIn()
    {
        for (const char *language : {"de", "fr", "es", "en"})
            QVERIFY2(QFile::exists(QStringLiteral(":/i18n/podium_%1.qm").arg(QLatin1String(language))), language);
    }

    void languageOfItsOwn()
    {
        podium::i18n::installTranslators(QStringLiteral("de"));
        QCOMPARE(directory(), QStringLiteral("x ist ein Ordner, keine Datei"));
        // German's own plural forms.
        QCOMPARE(rounds(1), QStringLiteral("1 Runde"));
        QCOMPARE(rounds(2), QStringLiteral("2 Runden"));
    }

    void replacesTheEarlierOnes()
    {
        podium::i18n::installTranslators(QStringLiteral("de"));
        const qsizetype german = installed();
        podium::i18n::installTranslators(QStringLiteral("en"));
        QCOMPARE(directory(), QStringLiteral("x is a directory, not a file"));
        QCOMPARE(rounds(1), QStringLiteral("1 round"));
        QCOMPARE(installed(), german - 1); // English and Qt's; no third on top
    }

    void followsTheSystem()
    {
        if (qEnvironmentVariable("LANGUAGE") != QLatin1String("en"))
            QSKIP("ctest runs the tests with LANGUAGE=en; this run has another language");
        podium::i18n::installTranslators();
        QCOMPARE(directory(), QStringLiteral("x is a directory, not a file"));
        QCOMPARE(rounds(3), QStringLiteral("3 rounds"));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
