// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Share › Live Board in the real main window, offscreen: off until started, then its address, a QR code of it
// whose modules are where a QR code's are, the status bar's note, a port in use said, and the board gone with
// a click or the window.
#include "boardsharing.h"
#include "dialogs/boarddialog.h"
#include "web/boardserver.h"
#include "widgets/qrcode.h"
#include "windowfixture.h"

#include <QClipboard>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QScreen>
#include <QSpinBox>
#include <QTcpServer>

using namespace podium;
using namespace podium::test;

class TestBoardWindow : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { keepSettingsApart(); }
    void init();
    void cleanup() { m_window.reset(); }
    void theBoardIsOffUntilStarted();
    void startedItShowsItsAddressAndQrCode();
    void everyNetworkComesWithAWarning();
    void aPortInUseIsSaid();
    void theBoardStopsWithAClickOrTheWindow();

private:
    /** A port nothing listens on now. */
    static quint16 freePort();
    void startOnLocalHost(quint16 port);

    ui::BoardDialog *m_dialog = nullptr;
};

quint16 TestBoardWindow::freePort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

void TestBoardWindow::init()
{
    openKartsClub();
    actionNamed(m_window.get(), "liveBoard")->trigger();
    m_dialog = m_window->boardSharing()->dialog();
    QVERIFY(m_dialog);
    QVERIFY(QTest::qWaitForWindowExposed(m_dialog));
}

void TestBoardWindow::startOnLocalHost(quint16 port)
{
    m_dialog->addressBox()->setCurrentIndex(m_dialog->addressBox()->findData(QStringLiteral("127.0.0.1")));
    m_dialog->portBox()->setValue(port);
    QTest::mouseClick(m_dialog->startButton(), Qt::LeftButton);
}

void TestBoardWindow::theBoardIsOffUntilStarted()
{
    QVERIFY(!m_window->boardSharing()->server()->isRunning());
    QCOMPARE(m_dialog->startButton()->text(), QStringLiteral("&Start the Board"));
    QVERIFY(!m_dialog->urlLabel()->isVisible());
    QVERIFY(!m_dialog->qrLabel()->isVisible());
    QVERIFY(!m_window->boardSharing()->statusLabel()->isVisible());
    QCOMPARE(m_dialog->portBox()->value(), 8080);
    // The machine's LAN addresses first, then this computer alone, and every network last.
    const int count = m_dialog->addressBox()->count();
    QCOMPARE(m_dialog->addressBox()->itemData(count - 1).toString(), QStringLiteral("0.0.0.0"));
    QCOMPARE(m_dialog->addressBox()->itemData(count - 2).toString(), QStringLiteral("127.0.0.1"));
    QCOMPARE(m_dialog->addressBox()->currentIndex(), 0);
}

void TestBoardWindow::startedItShowsItsAddressAndQrCode()
{
    const quint16 port = freePort();
    startOnLocalHost(port);
    QVERIFY(m_window->boardSharing()->server()->isRunning());
    const QString url = QStringLiteral("http://127.0.0.1:%1/").arg(port);
    QCOMPARE(m_dialog->urlLabel()->text(), url);
    QVERIFY(m_dialog->urlLabel()->isVisible());
    QCOMPARE(m_dialog->startButton()->text(), QStringLiteral("&Stop the Board"));
    QVERIFY(!m_dialog->addressBox()->isEnabled());
    // 23 bytes take QR version 2 at level M: 25 modules, and four of quiet zone around them.
    QCOMPARE(m_dialog->qrModules(), 25);
    const QImage image = m_dialog->qrLabel()->pixmap().toImage();
    QCOMPARE(image.width(), image.height());
    QCOMPARE(image.width() % (25 + 2 * ui::QrCode::kQuietZone), 0);
    ui::QrCode shown {25, image.width() / (25 + 2 * ui::QrCode::kQuietZone), image};
    QVERIFY2(image.width() >= 300, "big enough for the projector");
    const ui::QrCode expected = ui::makeQrCode(url, 1);
    for (int y = 0; y < 25; ++y)
        for (int x = 0; x < 25; ++x)
            QCOMPARE(shown.isDark(x, y), expected.isDark(x, y));
    // The finder pattern in the top left corner: a dark ring, a light ring, a dark centre.
    QVERIFY(shown.isDark(0, 0) && shown.isDark(6, 6) && !shown.isDark(1, 1) && shown.isDark(3, 3));
    QVERIFY(!shown.isDark(7, 7));

    // U5 of the walkthrough of 28 November: grown by the QR code, the dialog stays centred on the window and on the
    // screen (it ran off the right edge).
    const QRect area = m_dialog->screen()->availableGeometry();
    const QRect frame = m_dialog->frameGeometry();
    QVERIFY2(
        frame.width() > area.width() || (frame.left() >= area.left() && frame.right() <= area.right()),
        qPrintable(QStringLiteral("%1,%2 %3x%4").arg(frame.x()).arg(frame.y()).arg(frame.width()).arg(frame.height())));
    if (frame.width() <= area.width() && m_window->frameGeometry().width() <= area.width())
        QVERIFY(std::abs(frame.center().x() - m_window->frameGeometry().center().x()) <= 1
                || frame.left() == area.left() || frame.right() == area.right());

    QLabel *status = m_window->boardSharing()->statusLabel();
    QVERIFY(status->isVisible());
    QCOMPARE(status->text(), QStringLiteral("Live board: %1").arg(url));
    QTest::mouseClick(m_dialog->findChild<QPushButton *>(QStringLiteral("boardCopy")), Qt::LeftButton);
    QCOMPARE(QApplication::clipboard()->text(), url);

    QNetworkAccessManager http;
    QNetworkReply *reply = http.get(QNetworkRequest(QUrl(url)));
    QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), 5000);
    QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
    QVERIFY(reply->rawHeader("Content-Type").startsWith("text/html"));
    delete reply;
}

void TestBoardWindow::everyNetworkComesWithAWarning()
{
    QLabel *warning = m_dialog->findChild<QLabel *>(QStringLiteral("boardEveryNetwork"));
    QVERIFY(!warning->isVisible());
    m_dialog->addressBox()->setCurrentIndex(m_dialog->addressBox()->findData(QStringLiteral("0.0.0.0")));
    QVERIFY(warning->isVisible());
    QVERIFY(warning->text().contains(QStringLiteral("Every network of this computer")));
    m_dialog->addressBox()->setCurrentIndex(m_dialog->addressBox()->findData(QStringLiteral("127.0.0.1")));
    QVERIFY(!warning->isVisible());
}

void TestBoardWindow::aPortInUseIsSaid()
{
    QTcpServer taken;
    QVERIFY(taken.listen(QHostAddress::LocalHost, 0));
    startOnLocalHost(taken.serverPort());
    QVERIFY(!m_window->boardSharing()->server()->isRunning());
    QVERIFY(m_dialog->errorLabel()->isVisible());
    QCOMPARE(m_dialog->errorLabel()->text(),
             QStringLiteral("The board could not start: port %1 is in use on 127.0.0.1.").arg(taken.serverPort()));
    QVERIFY(!m_dialog->urlLabel()->isVisible());
}

void TestBoardWindow::theBoardStopsWithAClickOrTheWindow()
{
    const quint16 port = freePort();
    startOnLocalHost(port);
    QVERIFY(m_window->boardSharing()->server()->isRunning());
    QTest::mouseClick(m_dialog->startButton(), Qt::LeftButton);
    QVERIFY(!m_window->boardSharing()->server()->isRunning());
    QVERIFY(!m_window->boardSharing()->statusLabel()->isVisible());
    QVERIFY(!m_dialog->qrLabel()->isVisible());
    QTest::mouseClick(m_dialog->startButton(), Qt::LeftButton);
    QVERIFY(m_window->boardSharing()->server()->isRunning());
    m_window.reset();
    QTcpServer again;
    QVERIFY2(again.listen(QHostAddress::LocalHost, port), "the window took the board with it");
}

QTEST_MAIN(TestBoardWindow)
#include "tst_boardwindow.moc"
