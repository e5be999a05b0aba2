// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The text forms that the command line, the files and the app share: what each parser takes, and what it says
// about what it refuses.
#include "io/inputerror.h"
#include "io/textcheck.h"
#include "io/textinput.h"

#include <QTest>

#include <functional>

using namespace podium;
using history::GameKind;
using Pairs = std::vector<std::pair<int, int>>;

Q_DECLARE_METATYPE(Pairs)

namespace {

/** "location: message" of the InputError that action throws, or "no error". */
QString errorOf(const std::function<void()> &action)
{
    try {
        action();
    } catch (const io::InputError &error) {
        return error.text();
    }
    return QStringLiteral("no error");
}

const QStringList kRoster {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid Lee"),
                           QStringLiteral("dan")};

} // namespace

class TestTextInput : public QObject
{
    Q_OBJECT

private slots:
    void gameKinds();
    void gameKindErrors_data();
    void gameKindErrors();
    void assignments();
    void assignmentErrors_data();
    void assignmentErrors();
    void nameLists_data();
    void nameLists();
    void playerPairs_data();
    void playerPairs();
    void playerPairErrors_data();
    void playerPairErrors();
    void l6JsonKeysTwiceInOneObject_data();
    void l6JsonKeysTwiceInOneObject();
    void m8Utf8();
    void nameTextProblems();
    void loneSurrogateEscapes();
};

void TestTextInput::gameKinds()
{
    QCOMPARE(io::parseGameKind(std::string_view("h2h")), GameKind::HeadToHead);
    QCOMPARE(io::parseGameKind(std::string_view("ffa")), GameKind::FreeForAll);
    QCOMPARE(io::parseGameKind(std::string_view("team")), GameKind::Team);
    QCOMPARE(io::parseGameKind(QStringLiteral("team")), GameKind::Team);
    for (const GameKind kind : {GameKind::HeadToHead, GameKind::FreeForAll, GameKind::Team})
        QCOMPARE(io::parseGameKind(io::gameKindText(kind)), kind); // the writer and the reader agree
    QCOMPARE(io::gameKindText(GameKind::FreeForAll), QStringLiteral("ffa"));
}

void TestTextInput::gameKindErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("location");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown") << QStringLiteral("duel") << QString()
                             << QStringLiteral("'duel' is not a kind of game (h2h, ffa or team)");
    // The interchange names exactly: no other case, no spaces.
    QTest::newRow("upper case") << QStringLiteral("H2H") << QStringLiteral("kind")
                                << QStringLiteral("kind: 'H2H' is not a kind of game (h2h, ffa or team)");
    QTest::newRow("spaces") << QStringLiteral(" ffa") << QStringLiteral("--kind")
                            << QStringLiteral("--kind: ' ffa' is not a kind of game (h2h, ffa or team)");
    QTest::newRow("empty") << QString() << QStringLiteral("games.csv:2: column 'kind'")
                           << QStringLiteral("games.csv:2: column 'kind': '' is not a kind of game (h2h, ffa or team)");
    QTest::newRow("not ASCII") << QStringLiteral("équipe") << QString()
                               << QStringLiteral("'équipe' is not a kind of game (h2h, ffa or team)");
}

void TestTextInput::gameKindErrors()
{
    QFETCH(QString, text);
    QFETCH(QString, location);
    QFETCH(QString, message);
    QCOMPARE(errorOf([&] { io::parseGameKind(text, location); }), message);
    const QByteArray utf8 = text.toUtf8();
    QCOMPARE(errorOf([&] { io::parseGameKind(std::string_view(utf8.constData(), utf8.size()), location); }), message);
}

void TestTextInput::assignments()
{
    const io::Assignment beta = io::parseAssignment(QStringLiteral("beta=200"));
    QCOMPARE(beta.name, QStringLiteral("beta"));
    QCOMPARE(beta.value, QStringLiteral("200"));
    // Split at the first '=': the value keeps the others, and may be empty.
    const io::Assignment places = io::parseAssignment(QStringLiteral("expr=a=b"));
    QCOMPARE(places.name, QStringLiteral("expr"));
    QCOMPARE(places.value, QStringLiteral("a=b"));
    const io::Assignment empty = io::parseAssignment(QStringLiteral("tiebreaks="));
    QCOMPARE(empty.name, QStringLiteral("tiebreaks"));
    QCOMPARE(empty.value, QString());
    // Nothing is trimmed: the rating system or the event option says what it makes of the text.
    const io::Assignment spaced = io::parseAssignment(QStringLiteral(" k = 3"));
    QCOMPARE(spaced.name, QStringLiteral(" k "));
    QCOMPARE(spaced.value, QStringLiteral(" 3"));
}

void TestTextInput::assignmentErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("location");
    QTest::addColumn<QString>("message");
    QTest::newRow("no =") << QStringLiteral("beta") << QStringLiteral("--param beta")
                          << QStringLiteral("--param beta: expected NAME=VALUE");
    QTest::newRow("no name") << QStringLiteral("=3") << QStringLiteral("--option =3")
                             << QStringLiteral("--option =3: expected NAME=VALUE");
    QTest::newRow("empty") << QString() << QString() << QStringLiteral("expected NAME=VALUE");
}

void TestTextInput::assignmentErrors()
{
    QFETCH(QString, text);
    QFETCH(QString, location);
    QFETCH(QString, message);
    QCOMPARE(errorOf([&] { io::parseAssignment(text, location); }), message);
}

void TestTextInput::nameLists_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("names");
    QTest::newRow("plain") << QStringLiteral("Ann,Bob,Cid")
                           << QStringList {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid")};
    QTest::newRow("spaces and gaps") << QStringLiteral(" Ann , Cid Lee,, ,dan ")
                                     << QStringList {QStringLiteral("Ann"), QStringLiteral("Cid Lee"),
                                                     QStringLiteral("dan")};
    QTest::newRow("empty") << QString() << QStringList();
    QTest::newRow("commas only") << QStringLiteral(", ,") << QStringList();
}

void TestTextInput::nameLists()
{
    QFETCH(QString, text);
    QFETCH(QStringList, names);
    QCOMPARE(io::parseNameList(text), names);
}

void TestTextInput::playerPairs_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Pairs>("pairs");
    QTest::newRow("one") << QStringLiteral("Ann+Bob") << Pairs {{0, 1}};
    QTest::newRow("several, spaced") << QStringLiteral(" Ann + dan ,Bob+Cid Lee,") << Pairs {{0, 3}, {1, 2}};
    // One rule for case, on the command line and in the app: the roster's spelling need not be typed.
    QTest::newRow("any case") << QStringLiteral("ann+BOB, cid lee+Dan") << Pairs {{0, 1}, {2, 3}};
    QTest::newRow("empty") << QString() << Pairs {};
}

void TestTextInput::playerPairs()
{
    QFETCH(QString, text);
    QFETCH(Pairs, pairs);
    QCOMPARE(io::parsePlayerPairs(text, kRoster), pairs);
}

void TestTextInput::playerPairErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("location");
    QTest::addColumn<QString>("message");
    QTest::newRow("not on the roster") << QStringLiteral("Ann+Zed") << QStringLiteral("--together")
                                       << QStringLiteral("--together: 'Ann+Zed' is not two of the players joined by +");
    QTest::newRow("one name") << QStringLiteral("Ann+Bob, Cid") << QStringLiteral("--apart")
                              << QStringLiteral("--apart: 'Cid' is not two of the players joined by +");
    QTest::newRow("three names") << QStringLiteral("Ann+Bob+dan") << QString()
                                 << QStringLiteral("'Ann+Bob+dan' is not two of the players joined by +");
    QTest::newRow("half a pair") << QStringLiteral("Ann+") << QString()
                                 << QStringLiteral("'Ann+' is not two of the players joined by +");
}

void TestTextInput::playerPairErrors()
{
    QFETCH(QString, text);
    QFETCH(QString, location);
    QFETCH(QString, message);
    QCOMPARE(errorOf([&] { io::parsePlayerPairs(text, kRoster, location); }), message);
}

// L6: QJsonDocument keeps the last of two equal keys without a word; parseJsonText refuses them, and only them.
void TestTextInput::l6JsonKeysTwiceInOneObject_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("error");
    QTest::newRow("twice") << QByteArray(R"({"a": 1, "a": 2})")
                           << "line 1, column 10: the key \"a\" appears twice in one object";
    QTest::newRow("escaped") << QByteArray("{\"\u00e9\": 1,\n \"\xc3\xa9\": 2}")
                             << QString::fromUtf8("line 2, column 2: the key \"\u00e9\" appears twice in one object");
    QTest::newRow("nested") << QByteArray(R"({"t": [{"mu": 1}, {"mu": 2, "x": {"mu": 3}, "mu": 4}]})")
                            << "line 1, column 45: the key \"mu\" appears twice in one object";
    QTest::newRow("same key in sibling objects")
        << QByteArray(R"([{"a": 1}, {"a": 2}, {"b": {"a": 3}, "a": "a"}])") << "no error";
    QTest::newRow("key-like values") << QByteArray(R"({"a": "a", "b": ["a", "a"], "c": "\"a"})") << "no error";
}

void TestTextInput::l6JsonKeysTwiceInOneObject()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, error);
    QCOMPARE(errorOf([&] { io::parseJsonText(json); }), error);
}

// M8: the first byte that is not UTF-8, wherever it is.
void TestTextInput::m8Utf8()
{
    QCOMPARE(io::invalidUtf8At("plain ASCII"), std::string_view::npos);
    QCOMPARE(io::invalidUtf8At("Zo\xc3\xab \xe2\x82\xac \xf0\x9f\x8e\xb2"), std::string_view::npos);
    QCOMPARE(io::invalidUtf8At("ab\x80"), std::size_t(2)); // a continuation byte alone
    QCOMPARE(io::invalidUtf8At("a\xc3"), std::size_t(1)); // cut short
    QCOMPARE(io::invalidUtf8At("a\xe0\x80\xaf"), std::size_t(1)); // overlong
    QCOMPARE(io::invalidUtf8At("\xed\xb0\x80"), std::size_t(0)); // a surrogate
    QCOMPARE(io::invalidUtf8At("\xf5\x80\x80\x80"), std::size_t(0)); // above U+10FFFF
    QCOMPARE(errorOf([] { io::requireUtf8("a\nb\xc3\xa9\xff", QStringLiteral("f.csv")); }),
             QStringLiteral("f.csv:2:3: not valid UTF-8 (byte 0xff); save the file as UTF-8"));
}

// L6: the one rule for names: no control character (C0 with tab, DEL, C1), no invisible format character but the
// joiners that shape what shows, no lone surrogate; everything else is a name.
void TestTextInput::nameTextProblems()
{
    const auto formatProblem = [](const char *character, int at) {
        return QStringLiteral("contains the invisible format character %1 at character %2; a name must read as it "
                              "looks")
            .arg(QString::fromLatin1(character))
            .arg(at);
    };
    QCOMPARE(io::nameTextProblem(QStringView(u"A\u202E")), formatProblem("U+202E RIGHT-TO-LEFT OVERRIDE", 2));
    QCOMPARE(io::nameTextProblem(QStringView(u"\u200B")), formatProblem("U+200B ZERO WIDTH SPACE", 1));
    QCOMPARE(io::nameTextProblem(QStringView(u"\U0001F3B2\u00AD")), formatProblem("U+00AD SOFT HYPHEN", 2));
    QCOMPARE(io::nameTextProblem(QStringView(u"a\u0600")), formatProblem("U+0600", 2)); // no name of its own
    QCOMPARE(io::nameTextProblem(QStringView(u"x\u0085")),
             QStringLiteral("contains the control character U+0085 at character 2"));
    QCOMPARE(io::nameTextProblem(std::string_view("Zo\xc3\xab\xe2\x80\x8f")),
             formatProblem("U+200F RIGHT-TO-LEFT MARK", 4));
    // Joiners: between emoji and in the scripts that shape with them, not between Latin letters or at an end.
    QCOMPARE(io::nameTextProblem(QStringView(u"\U0001F469\u200D\U0001F52C")), QString());
    QCOMPARE(io::nameTextProblem(QStringView(u"\U0001F469\U0001F3FD\u200D\U0001F52C")), QString());
    QCOMPARE(io::nameTextProblem(QStringView(u"\u0915\u094D\u200D\u0937")), QString()); // Devanagari
    QCOMPARE(io::nameTextProblem(QStringView(u"\u0645\u06CC\u200C\u062E")), QString()); // Persian
    QCOMPARE(io::nameTextProblem(QStringView(u"A\u200Dnn")), formatProblem("U+200D ZERO WIDTH JOINER", 2));
    QCOMPARE(io::nameTextProblem(QStringView(u"\U0001F469\u200D")), formatProblem("U+200D ZERO WIDTH JOINER", 2));
    QCOMPARE(io::nameTextProblem(QStringView(u"\u200C\u062E")), formatProblem("U+200C ZERO WIDTH NON-JOINER", 1));
    // A subdivision flag, and tags that are not one.
    QCOMPARE(
        io::nameTextProblem(QStringView(u"\U0001F3F4\U000E0067\U000E0062\U000E0073\U000E0063\U000E0074\U000E007F")),
        QString());
    QCOMPARE(io::nameTextProblem(QStringView(u"a\U000E0067\U000E007F")), formatProblem("U+E0067", 2));
    QCOMPARE(io::nameTextProblem(QStringView(u"\U0001F3F4\U000E0067")), formatProblem("U+E0067", 2));
    // Lone surrogates, which a QString can hold.
    const QChar lone[] {u'a', QChar(0xD800), u'b'};
    QCOMPARE(io::nameTextProblem(QStringView(lone, 3)),
             QStringLiteral("contains U+D800, half of a UTF-16 surrogate pair and no character, at character 2"));
    const QChar low[] {QChar(0xDC00)};
    QCOMPARE(io::nameTextProblem(QStringView(low, 1)),
             QStringLiteral("contains U+DC00, half of a UTF-16 surrogate pair and no character, at character 1"));

    QCOMPARE(io::nameTextProblem(QStringView(u"Zoë O'Neil, \"Ace\" 🎲")), QString());
    QCOMPARE(io::nameTextProblem(QStringView(u"a\tb")),
             QStringLiteral("contains the control character U+0009 at character 2"));
    QCOMPARE(io::nameTextProblem(QStringView(u"ab\x7f")),
             QStringLiteral("contains the control character U+007F at character 3"));
    QCOMPARE(io::nameTextProblem(std::string_view("\x1b[31mred")),
             QStringLiteral("contains the control character U+001B at character 1"));
    QCOMPARE(io::nameTextProblem(std::string_view("Zo\xc3\xab\r")),
             QStringLiteral("contains the control character U+000D at character 4"));
}

// L6: JSON's escaped lone surrogates, which QJsonDocument reads as U+FFFD, are found where they are written.
void TestTextInput::loneSurrogateEscapes()
{
    QCOMPARE(io::loneSurrogateEscapeAt(R"({"a":"\ud83c\udfb2"})"), std::string_view::npos);
    QCOMPARE(io::loneSurrogateEscapeAt(R"({"a":"\\ud800"})"), std::string_view::npos); // an escaped backslash
    QCOMPARE(io::loneSurrogateEscapeAt(R"({"a":"x\ud800"})"), std::size_t(7));
    QCOMPARE(io::loneSurrogateEscapeAt(R"({"a":"\uDC00\ud800"})"), std::size_t(6)); // low before high
    QCOMPARE(io::loneSurrogateEscapeAt(R"({"a":"\ud800\u0041"})"), std::size_t(6)); // high without low
    QCOMPARE(io::loneSurrogateEscapeAt(R"({"a":"\ud800"})"), std::size_t(6));
    QCOMPARE(errorOf([] { io::parseJsonText(QByteArray("{\n\"a\": \"\\udbff\"}")); }),
             QStringLiteral("line 2, column 7: \\udbff is half of a UTF-16 surrogate pair without its other half, "
                            "and no character"));
    QCOMPARE(errorOf([] { io::requireNoLoneSurrogate(R"(["\ud800"])", QStringLiteral("b.json")); }),
             QStringLiteral("b.json:1:3: \\ud800 is half of a UTF-16 surrogate pair without its other half, and no "
                            "character"));
}

QTEST_GUILESS_MAIN(TestTextInput)
#include "tst_textinput.moc"
