// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Players' reports under load (issue 29), on loopback: `podium-cli serve` on a 220-player Swiss that takes reports,
// 200 phones viewing the event's page (each loads it, waits half a second, loads it again), 100 phones reporting
// (each owns a table: it loads the round, then the table's form, sends the first side's report, loads the form
// again and sends the second side's confirmation), and the desk entering the results of its own ten tables with
// podium-cli, one a second, and pairing the next round once every table has a result. Each phone comes from a
// loopback address of its own (127.0.x.y), as phones in a hall do. After SECONDS, it prints the reports' and the
// pages' latency percentiles, and checks the club: every table with a result has exactly one game, each phone
// table's result is the one its players reported, and no report waits or is disputed but the round in progress.
// A measurement: it prints figures and what it found, and exits 1 only when a result was lost or doubled.
//
//   bench_reports [SECONDS [VIEWERS [REPORTERS]]]      (60 s, 200 viewers and 100 reporting phones by default)
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTimer>
#include <QUrl>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <memory>
#include <vector>

namespace {

const QString kEvent = QStringLiteral("Load night");
const QString kEventPath = QStringLiteral("/event/Load%20night");
constexpr int kPlayers = 220; // 110 tables
int kReporters = 100;
int kViewers = 200;

QString cliPath()
{
    return QStringLiteral(PODIUM_CLI_PATH);
}

QByteArray runCli(const QStringList &arguments)
{
    QProcess cli;
    cli.start(cliPath(), arguments);
    cli.waitForFinished(120000);
    if (cli.exitCode() != 0)
        std::fprintf(stderr, "podium-cli %s: %s\n", qPrintable(arguments.join(u' ')),
                     cli.readAllStandardError().constData());
    return cli.readAllStandardOutput();
}

/** One HTTP/1.1 connection from an address of its own, one request at a time, kept alive. */
class Phone : public QObject
{
public:
    using Done = std::function<void(int status, const QByteArray &body, qint64 milliseconds)>;

    Phone(const QHostAddress &from, quint16 port)
        : m_from(from)
        , m_port(port)
    {
        connect(&m_socket, &QTcpSocket::readyRead, this, [this] { read(); });
        connect(&m_socket, &QTcpSocket::disconnected, this, [this] {
            if (m_done)
                fail();
        });
    }

    ~Phone() override
    {
        m_socket.disconnect(); // a phone put away answers nothing more
        m_socket.abort();
    }

    void request(const QByteArray &method, const QString &path, const QByteArray &body, Done done)
    {
        if (m_socket.state() != QAbstractSocket::ConnectedState) {
            // A connection the board closed (idle too long, or after an answer): a new one, before m_done is set, so
            // that the old one's going away answers nothing.
            m_socket.abort();
            m_socket.bind(m_from);
            m_socket.connectToHost(QHostAddress::LocalHost, m_port);
        }
        m_done = std::move(done);
        m_answer.clear();
        m_time.start();
        QByteArray message
            = method + ' ' + path.toUtf8() + " HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(m_port) + "\r\n";
        if (method == "POST")
            message += "Content-Type: application/x-www-form-urlencoded\r\nOrigin: http://127.0.0.1:"
                + QByteArray::number(m_port)
                + "\r\nSec-Fetch-Site: same-origin\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n";
        message += "\r\n" + body;
        m_socket.write(message);
    }

private:
    void read()
    {
        m_answer += m_socket.readAll();
        const qsizetype end = m_answer.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        const qsizetype at = m_answer.toLower().indexOf("content-length: ");
        const qsizetype length = at < 0 ? 0 : m_answer.mid(at + 16, m_answer.indexOf('\r', at) - at - 16).toLongLong();
        if (m_answer.size() < end + 4 + length)
            return;
        const int status = m_answer.mid(9, 3).toInt();
        const QByteArray body = m_answer.mid(end + 4, length);
        if (m_answer.toLower().contains("connection: close"))
            m_socket.disconnectFromHost();
        Done done = std::move(m_done);
        m_done = nullptr;
        done(status, body, m_time.elapsed());
    }

    void fail()
    {
        Done done = std::move(m_done);
        m_done = nullptr;
        done(0, {}, m_time.elapsed());
    }

    QHostAddress m_from;
    quint16 m_port;
    QTcpSocket m_socket;
    QByteArray m_answer;
    QElapsedTimer m_time;
    Done m_done;
};

QByteArray formBody(const QString &token, const QString &code, const QString &result)
{
    return "token=" + QUrl::toPercentEncoding(token) + "&code=" + QUrl::toPercentEncoding(code)
        + "&result=" + result.toUtf8();
}

QString tokenIn(const QByteArray &page)
{
    static const QRegularExpression token(QStringLiteral("name=\"token\" value=\"([^\"]+)\""));
    return token.match(QString::fromUtf8(page)).captured(1);
}

double percentile(std::vector<qint64> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    return double(values[std::min(values.size() - 1, std::size_t(p * double(values.size())))]);
}

struct Table
{
    int table = 0;
    QString white;
    QString black;
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int seconds = argc > 1 ? std::max(5, QString::fromLocal8Bit(argv[1]).toInt()) : 60;
    if (argc > 2)
        kViewers = std::clamp(QString::fromLocal8Bit(argv[2]).toInt(), 0, 1000);
    if (argc > 3)
        kReporters = std::clamp(QString::fromLocal8Bit(argv[3]).toInt(), 1, 100);
    QTemporaryDir dir;
    const QString club = dir.filePath(QStringLiteral("load.podium"));
    QStringList players;
    for (int p = 1; p <= kPlayers; ++p)
        players.append(QStringLiteral("P%1").arg(p, 3, 10, QLatin1Char('0')));
    runCli({QStringLiteral("--db"), club, QStringLiteral("init")});
    runCli({QStringLiteral("--db"), club, QStringLiteral("event"), QStringLiteral("create"), kEvent,
            QStringLiteral("--format"), QStringLiteral("swiss"), QStringLiteral("--discipline"),
            QStringLiteral("Chess"), QStringLiteral("--rounds"), QStringLiteral("9"), QStringLiteral("--entrants"),
            players.join(u',')});
    runCli({QStringLiteral("--db"), club, QStringLiteral("event"), QStringLiteral("set"), kEvent,
            QStringLiteral("reporting=on")});
    std::map<QString, QString> codes;
    for (const QString &line : QString::fromUtf8(runCli({QStringLiteral("--db"), club, QStringLiteral("event"),
                                                         QStringLiteral("codes"), kEvent}))
                                   .split(u'\n', Qt::SkipEmptyParts)
                                   .mid(1))
        codes[line.section(u',', 0, 0)] = line.section(u',', 1, 1);

    QProcess board;
    board.start(cliPath(),
                {QStringLiteral("--db"), club, QStringLiteral("serve"), QStringLiteral("--bind"),
                 QStringLiteral("127.0.0.1"), QStringLiteral("--port"), QStringLiteral("0")});
    QString said;
    QElapsedTimer waited;
    waited.start();
    while (!said.contains(QStringLiteral("Ctrl+C")) && waited.elapsed() < 20000) {
        board.waitForReadyRead(100);
        said += QString::fromUtf8(board.readAllStandardOutput());
    }
    const quint16 port
        = quint16(QRegularExpression(QStringLiteral("127\\.0\\.0\\.1:(\\d+)/")).match(said).captured(1).toInt());
    if (port == 0) {
        std::fprintf(stderr, "the board did not start: %s\n", qPrintable(said));
        return 2;
    }

    // The round's tables, as the desk knows them (podium-cli event show).
    int round = 0;
    std::vector<Table> tables;
    std::map<int, int> phoneTablesDone; // round -> phone tables with both reports sent
    const auto readTables = [&](const QByteArray &shown) {
        tables.clear();
        for (const QString &line : QString::fromUtf8(shown).split(u'\n', Qt::SkipEmptyParts).mid(1)) {
            const int t = line.section(u',', 1, 1).toInt();
            if (tables.empty() || tables.back().table != t)
                tables.push_back({t, line.section(u',', 3, 3), {}});
            else
                tables.back().black = line.section(u',', 3, 3);
        }
    };
    runCli({QStringLiteral("--db"), club, QStringLiteral("event"), QStringLiteral("next"), kEvent});
    round = 1;
    readTables(runCli({QStringLiteral("--db"), club, QStringLiteral("event"), QStringLiteral("show"), kEvent}));
    // The desk's podium-cli runs beside the phones, never holding up this loop (which times their answers).
    bool deskBusy = false;
    const auto deskRun = [&](const QStringList &arguments, std::function<void(const QByteArray &)> done) {
        deskBusy = true;
        auto *process = new QProcess(&app);
        QObject::connect(process, &QProcess::finished, &app, [&, process, done] {
            const QByteArray out = process->readAllStandardOutput();
            if (process->exitCode() != 0)
                std::fprintf(stderr, "desk: %s\n", process->readAllStandardError().constData());
            process->deleteLater();
            deskBusy = false;
            done(out);
        });
        process->start(cliPath(), QStringList {QStringLiteral("--db"), club} + arguments);
    };

    std::vector<qint64> reportTimes, pageTimes;
    std::map<int, int> statuses;
    int reportsSent = 0, pagesLoaded = 0;
    bool running = true;
    std::vector<std::unique_ptr<Phone>> phones;
    const auto address
        = [](int n) { return QHostAddress(QStringLiteral("127.0.%1.%2").arg(1 + n / 250).arg(1 + n % 250)); };

    // The viewers.
    std::function<void(Phone *)> view = [&](Phone *phone) {
        if (!running)
            return;
        phone->request("GET", kEventPath, {}, [&, phone](int status, const QByteArray &, qint64 ms) {
            ++pagesLoaded;
            ++statuses[status];
            pageTimes.push_back(ms);
            QTimer::singleShot(500, phone, [&, phone] { view(phone); });
        });
    };
    for (int v = 0; v < kViewers; ++v) {
        phones.push_back(std::make_unique<Phone>(address(v), port));
        view(phones.back().get());
    }

    // The reporters: reporter r owns the r-th table of each round that is not the desk's (every eleventh is).
    std::vector<int> reportedRound(std::size_t(kReporters), 0);
    QRandomGenerator random(29);
    std::function<void(Phone *, int)> reportLoop = [&](Phone *phone, int r) {
        if (!running)
            return;
        const int phoneTable = r + 1 + r / 10; // skips 11, 22, ...: the desk's tables
        const int thisRound = round;
        if (reportedRound[std::size_t(r)] == thisRound || phoneTable > int(tables.size())) {
            QTimer::singleShot(200, phone, [&, phone, r] { reportLoop(phone, r); });
            return;
        }
        const Table table = tables[std::size_t(phoneTable - 1)];
        const QString form = kEventPath + QStringLiteral("/report/%1/%2").arg(thisRound).arg(table.table);
        const auto send = [&, phone, form](const QString &player, std::function<void(bool)> next) {
            phone->request("GET", form, {}, [&, phone, form, player, next](int, const QByteArray &page, qint64) {
                const QString token = tokenIn(page);
                if (token.isEmpty()) {
                    next(false);
                    return;
                }
                phone->request(
                    "POST", form, formBody(token, codes[player], QStringLiteral("1")),
                    [&, next, player, form](int status, const QByteArray &body, qint64 ms) {
                        ++reportsSent;
                        ++statuses[status];
                        if (status != 200 && statuses[status] <= 2)
                            std::fprintf(
                                stderr, "a report of %s at %s answered %d: %s\n", qPrintable(player), qPrintable(form),
                                status,
                                qPrintable(QString::fromUtf8(body).section(QStringLiteral("problem\">"), 1).left(120)));
                        reportTimes.push_back(ms);
                        next(status == 200);
                    });
            });
        };
        // Games end at different times: White reports within 8 s of the round's start, Black confirms within 3 s
        // of that (QRandomGenerator, seeded: every run the same). Precise timers: Qt lets a coarse one (its default
        // from 2 s) fire up to 5% late, aligned with others, so that a dozen phones would send in the same
        // millisecond, which phones in a hall never do.
        reportedRound[std::size_t(r)] = thisRound; // taken in hand
        QTimer::singleShot(int(random.bounded(8000)), Qt::PreciseTimer, phone, [&, phone, r, table, thisRound, send] {
            send(table.white, [&, phone, r, table, thisRound, send](bool ok) {
                if (!ok) {
                    reportedRound[std::size_t(r)] = 0;
                    QTimer::singleShot(200, phone, [&, phone, r] { reportLoop(phone, r); });
                    return;
                }
                QTimer::singleShot(int(random.bounded(3000)), Qt::PreciseTimer, phone,
                                   [&, phone, r, table, thisRound, send] {
                                       send(table.black, [&, phone, r, thisRound](bool) {
                                           ++phoneTablesDone[thisRound];
                                           reportLoop(phone, r);
                                       });
                                   });
            });
        });
    };
    for (int r = 0; r < kReporters; ++r) {
        phones.push_back(std::make_unique<Phone>(address(kViewers + r), port));
        reportLoop(phones.back().get(), r);
    }

    // The desk: a result for one of its tables a second; the next round once all are in.
    int deskResults = 0, rounds = 1;
    std::vector<int> deskDone;
    QTimer desk;
    QObject::connect(&desk, &QTimer::timeout, [&] {
        if (deskBusy)
            return;
        const int deskTables = int(tables.size()) / 11;
        if (int(deskDone.size()) < deskTables) {
            const int t = 11 * (int(deskDone.size()) + 1);
            deskDone.push_back(t);
            deskRun({QStringLiteral("event"), QStringLiteral("result"), kEvent, QString::number(round),
                     QString::number(t), QStringLiteral("--ranks"), QStringLiteral("2,1")},
                    [&](const QByteArray &) { ++deskResults; });
        } else if (phoneTablesDone[round] >= kReporters) {
            deskRun({QStringLiteral("event"), QStringLiteral("next"), kEvent}, [&](const QByteArray &) {
                deskRun({QStringLiteral("event"), QStringLiteral("show"), kEvent, QString::number(round + 1)},
                        [&](const QByteArray &shown) {
                            readTables(shown);
                            deskDone.clear();
                            ++round;
                            ++rounds;
                        });
            });
        }
    });
    desk.start(1000);
    QTimer::singleShot(seconds * 1000, [&] {
        running = false;
        desk.stop();
        QTimer::singleShot(3000, &app, &QCoreApplication::quit); // the answers on their way
    });
    QElapsedTimer wall;
    wall.start();
    app.exec();
    board.terminate();
    board.waitForFinished(5000);

    std::printf(
        "players' reports under load, %d s on loopback: %d viewers, %d reporting phones, the desk on podium-cli\n",
        seconds, kViewers, kReporters);
    std::printf("rounds: %d; reports sent: %d (%.1f/s); the desk's results: %d; pages loaded: %d (%.1f/s)\n", rounds,
                reportsSent, reportsSent / double(seconds), deskResults, pagesLoaded, pagesLoaded / double(seconds));
    std::printf("report POST latency: p50 %.0f ms, p90 %.0f ms, p99 %.0f ms, max %.0f ms\n",
                percentile(reportTimes, 0.5), percentile(reportTimes, 0.9), percentile(reportTimes, 0.99),
                percentile(reportTimes, 1.0));
    std::printf("event page latency:  p50 %.0f ms, p90 %.0f ms, p99 %.0f ms, max %.0f ms\n", percentile(pageTimes, 0.5),
                percentile(pageTimes, 0.9), percentile(pageTimes, 0.99), percentile(pageTimes, 1.0));
    std::printf("answers by status:");
    for (const auto &[status, count] : statuses)
        std::printf(" %d: %d;", status, count);
    std::printf("\n");

    // The club afterwards: one game per table with a result, each phone table won by White as both reported.
    int lost = 0, doubled = 0, wrong = 0, withResults = 0;
    std::map<int, std::map<int, std::pair<QString, QString>>> results; // round -> table -> (white's, black's) result
    for (int r = 1; r <= rounds; ++r) {
        for (const QString &line : QString::fromUtf8(runCli({QStringLiteral("--db"), club, QStringLiteral("event"),
                                                             QStringLiteral("show"), kEvent, QString::number(r)}))
                                       .split(u'\n', Qt::SkipEmptyParts)
                                       .mid(1)) {
            auto &pair = results[r][line.section(u',', 1, 1).toInt()];
            (line.section(u',', 2, 2) == QLatin1String("1") ? pair.first : pair.second) = line.section(u',', 6, 6);
        }
    }
    for (const auto &[r, byTable] : results) {
        for (const auto &[t, result] : byTable) {
            if (result.first.isEmpty())
                continue;
            ++withResults;
            const bool deskTable = t % 11 == 0;
            if (result.first != (deskTable ? QLatin1String("2") : QLatin1String("1")))
                ++wrong;
        }
        // A phone table whose both reports were sent in a round that ended has its result.
        if (r < rounds) {
            for (const auto &[t, result] : byTable)
                lost += result.first.isEmpty() ? 1 : 0;
        }
    }
    const int games
        = QString::fromUtf8(runCli({QStringLiteral("--db"), club, QStringLiteral("games"), QStringLiteral("list")}))
              .split(u'\n', Qt::SkipEmptyParts)
              .size()
        - 1;
    doubled = games - withResults;
    const QStringList waiting = QString::fromUtf8(runCli({QStringLiteral("--db"), club, QStringLiteral("event"),
                                                          QStringLiteral("reports"), kEvent}))
                                    .split(u'\n', Qt::SkipEmptyParts)
                                    .mid(1);
    int disputed = 0;
    for (const QString &line : waiting)
        disputed += line.contains(QStringLiteral(",disputed,")) ? 1 : 0;
    std::printf("club: %d tables with a result, %d games; lost %d, doubled %d, other than reported %d; %d reports "
                "waiting (the round in progress), %d disputed\n",
                withResults, games, lost, doubled, wrong, int(waiting.size()), disputed);
    std::printf("wall time %.1f s\n", wall.elapsed() / 1000.0);
    std::fflush(stdout);
    phones.clear();
    return lost == 0 && doubled == 0 && wrong == 0 && disputed == 0 ? 0 : 1;
}
