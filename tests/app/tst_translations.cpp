// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// podium_i18n: the translations built in under :/i18n and installTranslators(), with a language of its own or the
// system's, replacing what an earlier call installed.
#include "club/events/eventreports.h"
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

    void aPauseOnWrongCodesIsWordedWhenRead()
    {
        // The board stores what happened; the desk words it in its own language, whatever the serving program's.
        podium::club::ReportAlert alert;
        alert.address = QStringLiteral("192.168.1.23");
        alert.addressPaused = true;
        podium::i18n::installTranslators(QStringLiteral("en"));
        const QString english = alert.text();
        QCOMPARE(english,
                 QStringLiteral("5 wrong codes from 192.168.1.23 within a minute: that address is paused for "
                                "a minute"));
        podium::i18n::installTranslators(QStringLiteral("de"));
        const QString german = alert.text();
        QVERIFY2(german != english && german.contains(QLatin1String("192.168.1.23")), qPrintable(german));
        // What an earlier version stored in words stays as it was.
        alert.stored = QStringLiteral("as it was written");
        QCOMPARE(alert.text(), QStringLiteral("as it was written"));
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
