// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The translation glossary (translations/glossary.tsv, explained in translations/README.md) holds for every message of
// podium_de.ts, podium_fr.ts and podium_es.ts: a message whose English source names a glossary term must not use a
// word the glossary forbids for it, in its translation or in any plural form. The rows came from the desktop review
// of 2026-11-28: W1 (French "classement" for rating), W2 (Spanish "tablero" for the live board, "puntuación" for
// rating, "orden" for command), W3 (German Partie/Spiel, Remis/Unentschieden, Verein/Club) and the terminology and
// register part of U1 (du/tú on the phone board pages). Reads the files from the source tree; needs only Qt Core.
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>

namespace {

const QString sourceDir = QStringLiteral(PODIUM_SOURCE_DIR);
const QStringList languages = {QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("es")};

struct Row
{
    int line = 0; // in glossary.tsv
    QString language, term, source, forbidden, finding, note;
    QRegularExpression sourceRe, forbiddenRe;

    QString describe() const
    {
        return QStringLiteral("glossary.tsv:%1 [%2] %3: source /%4/ forbids /%5/ (%6)")
            .arg(line)
            .arg(language, term, source, forbidden, finding);
    }
};

struct Message
{
    qint64 line = 0; // of <message> in the .ts file
    QString context, source;
    QStringList translations; // one, or each <numerusform>
};

QString glossaryPath()
{
    return sourceDir + QStringLiteral("/translations/glossary.tsv");
}

QString tsPath(const QString &language)
{
    return sourceDir + QStringLiteral("/translations/podium_%1.ts").arg(language);
}

// The source pattern ignores case, as an English term does at the start of a sentence; the forbidden pattern keeps
// it (a row adds (?i) when it wants otherwise). \b and \w know accented letters: "classée", "órdenes".
QRegularExpression sourcePattern(const QString &pattern)
{
    return QRegularExpression(pattern,
                              QRegularExpression::CaseInsensitiveOption | QRegularExpression::DotMatchesEverythingOption
                                  | QRegularExpression::UseUnicodePropertiesOption);
}

QRegularExpression forbiddenPattern(const QString &pattern)
{
    return QRegularExpression(
        pattern, QRegularExpression::DotMatchesEverythingOption | QRegularExpression::UseUnicodePropertiesOption);
}

// Every row of glossary.tsv, or the problems that kept a line from being a row.
QList<Row> readGlossary(QStringList *problems)
{
    QList<Row> rows;
    QFile file(glossaryPath());
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        problems->append(QStringLiteral("%1: %2").arg(file.fileName(), file.errorString()));
        return rows;
    }
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString &text = lines.at(i);
        if (text.trimmed().isEmpty() || text.startsWith(QLatin1Char('#')))
            continue;
        const QStringList fields = text.split(QLatin1Char('\t'));
        const int line = int(i + 1);
        if (fields.size() != 6) {
            problems->append(QStringLiteral("glossary.tsv:%1: %2 tab-separated fields, not 6: %3")
                                 .arg(line)
                                 .arg(fields.size())
                                 .arg(text));
            continue;
        }
        Row row;
        row.line = line;
        row.language = fields.at(0);
        row.term = fields.at(1);
        row.source = fields.at(2);
        row.forbidden = fields.at(3);
        row.finding = fields.at(4);
        row.note = fields.at(5);
        for (const QString &field : fields) {
            if (field.trimmed().isEmpty())
                problems->append(QStringLiteral("glossary.tsv:%1: an empty field: %2").arg(line).arg(text));
        }
        if (!languages.contains(row.language))
            problems->append(QStringLiteral("glossary.tsv:%1: '%2' is not de, fr or es").arg(line).arg(row.language));
        row.sourceRe = sourcePattern(row.source);
        row.forbiddenRe = forbiddenPattern(row.forbidden);
        if (!row.sourceRe.isValid())
            problems->append(QStringLiteral("glossary.tsv:%1: source /%2/: %3")
                                 .arg(line)
                                 .arg(row.source, row.sourceRe.errorString()));
        if (!row.forbiddenRe.isValid())
            problems->append(QStringLiteral("glossary.tsv:%1: forbidden /%2/: %3")
                                 .arg(line)
                                 .arg(row.forbidden, row.forbiddenRe.errorString()));
        static const QRegularExpression finding(QStringLiteral("^(W|U|B|M)\\d+(, (W|U|B|M)\\d+)*$"));
        if (!finding.match(row.finding).hasMatch())
            problems->append(QStringLiteral("glossary.tsv:%1: the finding '%2' is not a list of review IDs (W1, U1)")
                                 .arg(line)
                                 .arg(row.finding));
        rows.append(row);
    }
    return rows;
}

// Every message of a .ts file, as lupdate writes it: <context><name/><message><source/><translation/>.
QList<Message> readTs(const QString &path, QString *problem)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *problem = QStringLiteral("%1: %2").arg(path, file.errorString());
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            message = Message();
            message.line = xml.lineNumber();
            message.context = context;
        } else if (name == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            // Either text, or a <numerusform> for each plural form.
            QString text;
            while (!xml.atEnd()) {
                xml.readNext();
                if (xml.isCharacters()) {
                    text += xml.text();
                } else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform")) {
                    message.translations.append(xml.readElementText());
                } else if (xml.isEndElement() && xml.name() == QLatin1String("translation")) {
                    break;
                }
            }
            if (message.translations.isEmpty())
                message.translations.append(text);
            messages.append(message);
        }
    }
    if (xml.hasError())
        *problem = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return messages;
}

// What the glossary finds wrong with these messages of one language: one line per forbidden word in a translation.
/** A menu's or a label's text without its Alt-key marks ("Ra&tings from:" is "Ratings from:"); "&&" is an "&". */
QString withoutMnemonics(QString text)
{
    text.replace(QLatin1String("&&"), QStringLiteral("\u0001"));
    text.remove(QLatin1Char('&'));
    return text.replace(QChar(1), QLatin1Char('&'));
}

QStringList violations(const QList<Row> &rows, const QString &language, const QString &file,
                       const QList<Message> &messages)
{
    QStringList found;
    for (const Row &row : rows) {
        if (row.language != language)
            continue;
        for (const Message &message : messages) {
            if (!row.sourceRe.match(withoutMnemonics(message.source)).hasMatch())
                continue;
            for (qsizetype form = 0; form < message.translations.size(); ++form) {
                const QString translation = withoutMnemonics(message.translations.at(form));
                const QRegularExpressionMatch match = row.forbiddenRe.match(translation);
                if (!match.hasMatch())
                    continue;
                found.append(QStringLiteral("%1:%2 [%3] source \"%4\"%5: \"%6\" in \"%7\"\n    breaks %8 — %9")
                                 .arg(file)
                                 .arg(message.line)
                                 .arg(message.context, message.source,
                                      message.translations.size() > 1 ? QStringLiteral(" (plural form %1)").arg(form)
                                                                      : QString(),
                                      match.captured(0), translation, row.describe(), row.note));
            }
        }
    }
    return found;
}

} // namespace

class TestGlossary : public QObject
{
    Q_OBJECT

private slots:
    // The glossary itself: every row has its six fields, valid patterns and a review finding.
    void glossaryRowsParse()
    {
        QStringList problems;
        const QList<Row> rows = readGlossary(&problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QVERIFY2(rows.size() >= 20, qPrintable(QStringLiteral("only %1 rows").arg(rows.size())));
    }

    // Each language has its rows, for the terms W1–W3 and U1 settle, and the register (Sie, vous, usted).
    void glossaryCoversEveryLanguage_W1_W2_W3_U1()
    {
        QStringList problems;
        const QList<Row> rows = readGlossary(&problems);
        const QHash<QString, QStringList> required = {
            {QStringLiteral("de"),
             {QStringLiteral("game"), QStringLiteral("draw"), QStringLiteral("club"), QStringLiteral("rating"),
              QStringLiteral("score"), QStringLiteral("live board"), QStringLiteral("leaderboard"),
              QStringLiteral("command"), QStringLiteral("player"), QStringLiteral("event"),
              QStringLiteral("register")}},
            {QStringLiteral("fr"),
             {QStringLiteral("rating"), QStringLiteral("leaderboard"), QStringLiteral("game"), QStringLiteral("draw"),
              QStringLiteral("club"), QStringLiteral("live board"), QStringLiteral("command"), QStringLiteral("player"),
              QStringLiteral("event"), QStringLiteral("register")}},
            {QStringLiteral("es"),
             {QStringLiteral("live board"), QStringLiteral("rating"), QStringLiteral("score"),
              QStringLiteral("command"), QStringLiteral("drew"), QStringLiteral("leaderboard"), QStringLiteral("game"),
              QStringLiteral("club"), QStringLiteral("player"), QStringLiteral("event"), QStringLiteral("register")}},
        };
        for (const QString &language : languages) {
            QSet<QString> terms;
            for (const Row &row : rows) {
                if (row.language == language)
                    terms.insert(row.term);
            }
            QVERIFY2(!terms.isEmpty(), qPrintable(QStringLiteral("no glossary rows for %1").arg(language)));
            for (const QString &term : required.value(language)) {
                QVERIFY2(terms.contains(term),
                         qPrintable(QStringLiteral("glossary.tsv has no row for %1 '%2'").arg(language, term)));
            }
        }
    }

    // A row whose source pattern matches no English message guards nothing: most likely a typo in it.
    void everyRowApplies()
    {
        QStringList problems;
        const QList<Row> rows = readGlossary(&problems);
        QString problem;
        const QList<Message> messages = readTs(tsPath(QStringLiteral("de")), &problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        for (const Row &row : rows) {
            const bool applies = std::any_of(messages.cbegin(), messages.cend(), [&row](const Message &message) {
                return row.sourceRe.match(message.source).hasMatch();
            });
            QVERIFY2(applies, qPrintable(QStringLiteral("no English source matches %1").arg(row.describe())));
        }
    }

    // The checker finds the review's own examples: the old wrong translations of W1, W2 and W3 fail it.
    void checkerFindsTheReviewExamples_W1_W2_W3_U1_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QStringList>("translations");
        QTest::newRow("W1 fr rating history") << QStringLiteral("fr") << QStringLiteral("Rating history")
                                              << QStringList {QStringLiteral("Historique du classement")};
        QTest::newRow("W1 fr rated games") << QStringLiteral("fr") << QStringLiteral("No rated games yet.")
                                           << QStringList {QStringLiteral("Pas encore de parties classées.")};
        QTest::newRow("W2 es live board") << QStringLiteral("es") << QStringLiteral("&Start the Board")
                                          << QStringList {QStringLiteral("&Iniciar el tablero")};
        QTest::newRow("W2 es rating, plural")
            << QStringLiteral("es") << QStringLiteral("Change of the rating over the last %Ln game(s)")
            << QStringList {QStringLiteral("Cambio de la valoración en %Ln partida reciente"),
                            QStringLiteral("Cambio de la puntuación en las %Ln últimas partidas")};
        QTest::newRow("W2 es command") << QStringLiteral("es")
                                       << QStringLiteral("unknown command '%1'; the commands are rate")
                                       << QStringList {QStringLiteral("orden «%1» desconocida; las órdenes son rate")};
        QTest::newRow("W3 de game") << QStringLiteral("de") << QStringLiteral("game_id: a bye or a forfeit has no game")
                                    << QStringList {QStringLiteral(
                                           "game_id: ein Freilos oder eine kampflose Partie hat kein Spiel")};
        QTest::newRow("W3 de draw") << QStringLiteral("de") << QStringLiteral("Draw probability")
                                    << QStringList {QStringLiteral("Remiswahrscheinlichkeit")};
        QTest::newRow("W3 de club") << QStringLiteral("de") << QStringLiteral("The club cannot be read just now.")
                                    << QStringList {QStringLiteral("Der Verein kann gerade nicht gelesen werden.")};
        QTest::newRow("U1 de du") << QStringLiteral("de") << QStringLiteral("Your name")
                                  << QStringList {QStringLiteral("Dein Name")};
        QTest::newRow("U1 es tú") << QStringLiteral("es") << QStringLiteral("Your name")
                                  << QStringList {QStringLiteral("Tu nombre")};
    }

    void checkerFindsTheReviewExamples_W1_W2_W3_U1()
    {
        QFETCH(QString, language);
        QFETCH(QString, source);
        QFETCH(QStringList, translations);
        QStringList problems;
        const QList<Row> rows = readGlossary(&problems);
        const Message message {1, QStringLiteral("Example"), source, translations};
        QVERIFY(!violations(rows, language, QStringLiteral("example.ts"), {message}).isEmpty());
    }

    // W1 (fr), W2 (es), W3 (de) and U1: every message of every shipped translation follows the glossary.
    void translationsFollowGlossary_W1_W2_W3_U1_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("de: W3, U1") << QStringLiteral("de");
        QTest::newRow("fr: W1, U1") << QStringLiteral("fr");
        QTest::newRow("es: W2, U1") << QStringLiteral("es");
    }

    void translationsFollowGlossary_W1_W2_W3_U1()
    {
        QFETCH(QString, language);
        QStringList problems;
        const QList<Row> rows = readGlossary(&problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QString problem;
        const QList<Message> messages = readTs(tsPath(language), &problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY2(messages.size() > 1000, qPrintable(QStringLiteral("only %1 messages").arg(messages.size())));
        const QStringList found
            = violations(rows, language, QStringLiteral("translations/podium_%1.ts").arg(language), messages);
        QVERIFY2(found.isEmpty(),
                 qPrintable(QStringLiteral("%1 glossary violation(s):\n").arg(found.size())
                            + found.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestGlossary)
#include "tst_glossary.moc"
