// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// Driving Debian's chromium (headless) through its DevTools protocol, for the tests of the live board in a real
// browser: a WebSocket, so QtWebSockets is all they need.

#include "clirunner.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>
#include <QTimer>
#include <QWebSocket>

#include <functional>
#include <memory>

namespace podium::test {

/** A page of the browser, through the DevTools protocol: one call at a time, each waited for. */
class DevTools
{
public:
    bool open(const QUrl &url)
    {
        QEventLoop loop;
        QObject::connect(&m_socket, &QWebSocket::connected, &loop, &QEventLoop::quit);
        QTimer::singleShot(10000, &loop, &QEventLoop::quit);
        m_socket.open(url);
        loop.exec();
        QObject::connect(&m_socket, &QWebSocket::textMessageReceived, [this](const QString &message) {
            m_replies.append(QJsonDocument::fromJson(message.toUtf8()).object());
        });
        return m_socket.state() == QAbstractSocket::ConnectedState;
    }

    QJsonObject call(const QString &method, const QJsonObject &params = {})
    {
        const int id = ++m_id;
        m_socket.sendTextMessage(QString::fromUtf8(QJsonDocument(QJsonObject {{QStringLiteral("id"), id},
                                                                              {QStringLiteral("method"), method},
                                                                              {QStringLiteral("params"), params}})
                                                       .toJson(QJsonDocument::Compact)));
        QElapsedTimer waited;
        waited.start();
        while (waited.elapsed() < 10000) {
            for (qsizetype i = 0; i < m_replies.size(); ++i) {
                if (m_replies.at(i).value(QStringLiteral("id")).toInt() == id)
                    return m_replies.takeAt(i);
            }
            QTest::qWait(10);
        }
        return {{QStringLiteral("error"), QStringLiteral("no answer to %1").arg(method)}};
    }

    /** The value of a JavaScript expression in the page, as a string. */
    QString evaluate(const QString &expression)
    {
        const QJsonObject reply
            = call(QStringLiteral("Runtime.evaluate"),
                   {{QStringLiteral("expression"), expression}, {QStringLiteral("returnByValue"), true}});
        const QJsonValue value = reply.value(QStringLiteral("result")).toObject().value(QStringLiteral("result"));
        return value.toObject().value(QStringLiteral("value")).toVariant().toString();
    }

private:
    QWebSocket m_socket;
    QList<QJsonObject> m_replies;
    int m_id = 0;
};

inline QJsonDocument getJson(const QUrl &url)
{
    QNetworkAccessManager network;
    QNetworkReply *reply = network.get(QNetworkRequest(url));
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(10000, &loop, &QEventLoop::quit);
    loop.exec();
    const QJsonDocument document = QJsonDocument::fromJson(reply->readAll());
    reply->deleteLater();
    return document;
}

/** Waits up to timeout for condition, looking every 50 ms. */
inline bool waitFor(const std::function<bool()> &condition, int timeout)
{
    QElapsedTimer waited;
    waited.start();
    while (waited.elapsed() < timeout) {
        if (condition())
            return true;
        QTest::qWait(50);
    }
    return condition();
}

/** Starts `podium-cli serve` on club, at 127.0.0.1 and a port the system picks, and waits until it says where it is:
 *  the board's address ("http://127.0.0.1:PORT/"), or an invalid one with what it said in why. */
inline QUrl serveBoard(QProcess &board, const QString &club, QString *why)
{
    board.setProcessEnvironment(cliEnvironment());
    board.start(QStringLiteral(PODIUM_CLI_PATH),
                {QStringLiteral("--db"), club, QStringLiteral("serve"), QStringLiteral("--bind"),
                 QStringLiteral("127.0.0.1"), QStringLiteral("--port"), QStringLiteral("0")});
    QString said;
    waitFor(
        [&] {
            said += QString::fromUtf8(board.readAllStandardOutput());
            return said.contains(QStringLiteral("Ctrl+C"));
        },
        20000);
    const QRegularExpressionMatch address
        = QRegularExpression(QStringLiteral("(http://127\\.0\\.0\\.1:\\d+/)")).match(said);
    *why = said + QString::fromUtf8(board.readAllStandardError());
    return address.hasMatch() ? QUrl(address.captured(1)) : QUrl();
}

/** Debian's chromium, headless, with a profile of its own and its DevTools on a port it picks and writes down. */
class Browser
{
public:
    ~Browser() { stop(); }

    /** Starts it; false (with why) when it does not come up. */
    bool start(const QString &chromium, const QString &profile, QString *why)
    {
        m_process.start(chromium,
                        {QStringLiteral("--headless=new"), QStringLiteral("--no-sandbox"),
                         QStringLiteral("--disable-gpu"), QStringLiteral("--no-first-run"),
                         QStringLiteral("--remote-debugging-port=0"), QStringLiteral("--user-data-dir=") + profile,
                         QStringLiteral("about:blank")});
        QFile portFile(profile + QStringLiteral("/DevToolsActivePort"));
        if (!waitFor([&] { return portFile.exists() && portFile.size() > 0; }, 30000)
            || !portFile.open(QIODevice::ReadOnly)) {
            *why = QString::fromUtf8(m_process.readAllStandardError());
            return false;
        }
        m_port = QString::fromUtf8(portFile.readLine()).trimmed().toInt();
        const QUrl browser(getJson(QUrl(QStringLiteral("http://127.0.0.1:%1/json/version").arg(m_port)))
                               .object()
                               .value(QStringLiteral("webSocketDebuggerUrl"))
                               .toString());
        if (!browser.isValid() || !m_browser.open(browser)) {
            *why = QStringLiteral("no DevTools at port %1").arg(m_port);
            return false;
        }
        return true;
    }

    void stop()
    {
        if (m_process.state() == QProcess::NotRunning)
            return;
        m_process.terminate();
        if (!m_process.waitForFinished(5000))
            m_process.kill();
    }

    /** A new tab in a browser context of its own: another phone, with cookies and storage of its own. */
    std::unique_ptr<DevTools> newPhone()
    {
        const QString context = m_browser.call(QStringLiteral("Target.createBrowserContext"))
                                    .value(QStringLiteral("result"))
                                    .toObject()
                                    .value(QStringLiteral("browserContextId"))
                                    .toString();
        const QString target = m_browser
                                   .call(QStringLiteral("Target.createTarget"),
                                         {{QStringLiteral("url"), QStringLiteral("about:blank")},
                                          {QStringLiteral("browserContextId"), context}})
                                   .value(QStringLiteral("result"))
                                   .toObject()
                                   .value(QStringLiteral("targetId"))
                                   .toString();
        auto page = std::make_unique<DevTools>();
        if (target.isEmpty()
            || !page->open(QUrl(QStringLiteral("ws://127.0.0.1:%1/devtools/page/%2").arg(m_port).arg(target))))
            return nullptr;
        // A phone: narrow, touch.
        page->call(QStringLiteral("Emulation.setDeviceMetricsOverride"),
                   {{QStringLiteral("width"), 390},
                    {QStringLiteral("height"), 844},
                    {QStringLiteral("deviceScaleFactor"), 2},
                    {QStringLiteral("mobile"), true}});
        return page;
    }

private:
    QProcess m_process;
    int m_port = 0;
    DevTools m_browser;
};

} // namespace podium::test
