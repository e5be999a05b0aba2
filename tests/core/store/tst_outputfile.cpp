// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// store::writeOutput, the writer behind every file the app and podium-cli make (H3 of the 2026-11-28 reliability
// review): a regular file whole or not at all, a device or a FIFO written into and never replaced. Nodes and FIFOs
// are made in a temporary folder; no test writes to a system path.
#include "club/players.h"
#include "store/database.h"
#include "store/dberror.h"
#include "store/outputfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>
#include <thread>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace {

char kindOf(const QString &path)
{
    struct stat info
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return '?';
    return S_ISCHR(info.st_mode) ? 'c' : S_ISFIFO(info.st_mode) ? 'p' : S_ISREG(info.st_mode) ? 'f' : 'o';
}

QByteArray contentOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(cannot read)");
}

/** 1 MiB of text: more than a pipe holds (64 KiB), so the writer waits for the reader as a real export does. */
QByteArray bigText()
{
    QByteArray text;
    for (int i = 0; text.size() < (1 << 20); ++i)
        text += QByteArray::number(i) + '\n';
    return text;
}

} // namespace

class TestOutputFile : public QObject
{
    Q_OBJECT

private slots:
    void regularFileIsReplacedWhole();
    void failedWriterLeavesTheOldFile();
    void fifoIsWrittenIntoByAStream();
    void deviceNodeStaysADevice();
    void directoryIsRefused();
    void openClubIsRefused();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
};

void TestOutputFile::regularFileIsReplacedWhole()
{
    const QString file = path(QStringLiteral("a.csv"));
    podium::store::writeOutput(file, QByteArray("one\n"));
    podium::store::writeOutput(file, QByteArray("two\n"));
    QCOMPARE(contentOf(file), QByteArray("two\n"));
    QCOMPARE(QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList {QStringLiteral("a.csv")});
}

void TestOutputFile::failedWriterLeavesTheOldFile()
{
    const QString file = path(QStringLiteral("b.pdf"));
    podium::store::writeOutput(file, QByteArray("old"));
    QVERIFY_THROWS_EXCEPTION(podium::store::DbError, podium::store::writeOutput(file, [](QIODevice &device) {
                                 device.write("half");
                                 throw podium::store::DbError(QStringLiteral("the writer failed"));
                             }));
    QCOMPARE(contentOf(file), QByteArray("old"));
}

void TestOutputFile::fifoIsWrittenIntoByAStream()
{
    const QString fifo = path(QStringLiteral("out.fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const QByteArray text = bigText();
    QByteArray read;
    std::thread reader([&] {
        QFile in(fifo); // waits for the writer
        if (in.open(QIODevice::ReadOnly))
            read = in.readAll();
    });
    // Through a writer function, as the PDF exports write.
    podium::store::writeOutput(fifo, [&](QIODevice &device) { QCOMPARE(device.write(text), text.size()); });
    reader.join();
    QCOMPARE(read.size(), text.size());
    QCOMPARE(read, text);
    QCOMPARE(kindOf(fifo), 'p');
}

void TestOutputFile::deviceNodeStaysADevice()
{
    if (::geteuid() != 0)
        QSKIP("making a device node needs root (CI runs the tests as root)");
    const QString null = path(QStringLiteral("null")); // /dev/null's numbers, made here
    QCOMPARE(::mknod(QFile::encodeName(null).constData(), S_IFCHR | 0666, makedev(1, 3)), 0);
    const QString link = path(QStringLiteral("null.csv"));
    QVERIFY(QFile::link(null, link));
    podium::store::writeOutput(null, bigText());
    podium::store::writeOutput(link, QByteArray("x"));
    QCOMPARE(kindOf(null), 'c');
    QVERIFY(QFileInfo(link).isSymLink());
    const QString full = path(QStringLiteral("full")); // /dev/full's: every write fails with ENOSPC
    QCOMPARE(::mknod(QFile::encodeName(full).constData(), S_IFCHR | 0666, makedev(1, 7)), 0);
    try {
        podium::store::writeOutput(full, QByteArray("x"));
        QFAIL("a write to a full device succeeded");
    } catch (const podium::store::DbError &error) {
        QCOMPARE(error.message(), full + QStringLiteral(": cannot write: No space left on device"));
    }
    QCOMPARE(kindOf(full), 'c');
}

void TestOutputFile::directoryIsRefused()
{
    const QString folder = path(QStringLiteral("folder"));
    QVERIFY(QDir().mkpath(folder));
    try {
        podium::store::writeOutput(folder, QByteArray("x"));
        QFAIL("a directory was written");
    } catch (const podium::store::DbError &error) {
        QCOMPARE(error.message(), folder + QStringLiteral(": cannot write: it is a directory"));
    }
    QVERIFY(QFileInfo(folder).isDir());
}

void TestOutputFile::openClubIsRefused()
{
    // An export named like the club, or like its -wal, would cut the open club from under SQLite.
    const QString club = path(QStringLiteral("club.podium"));
    const auto database = podium::store::Database::open(club, podium::store::Database::Mode::Create);
    podium::club::Players(*database).add(QStringLiteral("Ann"));
    // Only stat: reading the club here would release the process's locks on it (openclubs.h).
    const qint64 before = QFileInfo(club).size();
    for (const QString &target : QStringList {club, club + QStringLiteral("-wal"), club + QStringLiteral("-shm")}) {
        try {
            podium::store::writeOutput(target, QByteArray("x"));
            QFAIL(qPrintable(target + QStringLiteral(" was written")));
        } catch (const podium::store::DbError &error) {
            QCOMPARE(error.message(), target + QStringLiteral(": cannot write: it is a file of the club that is open"));
        }
    }
    QCOMPARE(QFileInfo(club).size(), before);
    QVERIFY(QFileInfo(club + QStringLiteral("-wal")).size() > 0);
    QCOMPARE(podium::club::Players(*database).list().size(), std::size_t(1));
}

QTEST_GUILESS_MAIN(TestOutputFile)
#include "tst_outputfile.moc"
