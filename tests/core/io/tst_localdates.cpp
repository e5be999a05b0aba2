// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Dates as people read them (core/io/localdates.h): the locale's short format with the year in full (U4 of the
// desktop review of 28 November: German "22.11.25", Spanish "22/11/25") and without the seconds no game time has
// (U8 of the walkthrough: "4 Jan 2015 00:00:00" in the Edit Result dialog). The expected texts are the CLDR short
// formats Qt 6.4 gives (de "dd.MM.yy", es "d/M/yy", fr "dd/MM/yyyy", en_US "M/d/yy", C "d MMM yyyy") with the year
// widened.
#include "io/localdates.h"

#include <QTest>

using namespace podium;

class TestLocalDates : public QObject
{
    Q_OBJECT

private slots:
    void widensTwoDigitYearsOnly_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<bool>("withoutSeconds");
        QTest::addColumn<QString>("expected");
        QTest::newRow("two digits") << QStringLiteral("dd.MM.yy") << false << QStringLiteral("dd.MM.yyyy");
        QTest::newRow("four digits stay") << QStringLiteral("dd/MM/yyyy") << false << QStringLiteral("dd/MM/yyyy");
        QTest::newRow("year first") << QStringLiteral("yy-MM-dd") << false << QStringLiteral("yyyy-MM-dd");
        QTest::newRow("quoted yy is text")
            << QStringLiteral("d 'yy' MMM yy") << false << QStringLiteral("d 'yy' MMM yyyy");
        QTest::newRow("seconds go") << QStringLiteral("dd.MM.yy HH:mm:ss") << true
                                    << QStringLiteral("dd.MM.yyyy HH:mm");
        QTest::newRow("seconds kept when asked") << QStringLiteral("HH:mm:ss") << false << QStringLiteral("HH:mm:ss");
        QTest::newRow("am/pm after the seconds")
            << QStringLiteral("M/d/yy h:mm:ss AP") << true << QStringLiteral("M/d/yyyy h:mm AP");
    }
    void widensTwoDigitYearsOnly()
    {
        QFETCH(QString, format);
        QFETCH(bool, withoutSeconds);
        QFETCH(QString, expected);
        QCOMPARE(io::fullYearFormat(format, withoutSeconds), expected);
    }

    void shortDatesHaveTheFullYear_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("date");
        QTest::addColumn<QString>("dateTime");
        QTest::newRow("de") << QStringLiteral("de_DE") << QStringLiteral("22.11.2025")
                            << QStringLiteral("22.11.2025 09:05");
        QTest::newRow("es") << QStringLiteral("es_ES") << QStringLiteral("22/11/2025")
                            << QStringLiteral("22/11/2025 9:05");
        QTest::newRow("fr") << QStringLiteral("fr_FR") << QStringLiteral("22/11/2025")
                            << QStringLiteral("22/11/2025 09:05");
        QTest::newRow("C") << QStringLiteral("C") << QStringLiteral("22 Nov 2025")
                           << QStringLiteral("22 Nov 2025 09:05");
    }
    void shortDatesHaveTheFullYear()
    {
        QFETCH(QString, locale);
        QFETCH(QString, date);
        QFETCH(QString, dateTime);
        const QLocale l(locale);
        const QDateTime when(QDate(2025, 11, 22), QTime(9, 5, 42));
        QCOMPARE(io::shortDate(l, when.date()), date);
        QCOMPARE(io::shortDateTime(l, when), dateTime);
        // What the Edit Result dialog's date field shows and reads back.
        QCOMPARE(l.toString(when, io::shortDateTimeFormat(l)), dateTime);
        QCOMPARE(l.toDateTime(dateTime, io::shortDateTimeFormat(l)), QDateTime(when.date(), QTime(9, 5)));
    }

    void aGameAtMidnightShowsItsDayAlone()
    {
        const QLocale de(QStringLiteral("de_DE"));
        QCOMPARE(io::shortGameDate(de, QStringLiteral("2015-01-04T00:00:00")), QStringLiteral("04.01.2015"));
        QCOMPARE(io::shortGameDate(de, QStringLiteral("2015-01-04T20:30:00")), QStringLiteral("04.01.2015 20:30"));
        QCOMPARE(io::shortGameDate(QLocale::c(), QStringLiteral("2015-01-04T00:00:00")), QStringLiteral("4 Jan 2015"));
        QCOMPARE(io::shortGameDate(de, QStringLiteral("not a date")), QStringLiteral("not a date"));
    }
};

QTEST_GUILESS_MAIN(TestLocalDates)
#include "tst_localdates.moc"
