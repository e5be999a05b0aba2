// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "cli/servecommand.h"

#include "cli/args.h"
#include "cli/clitext.h"
#include "club/club.h"
#include "store/dberror.h"
#include "web/boardpages.h"
#include "web/boardserver.h"

#include <QCoreApplication>
#include <QTimer>

#include <csignal>
#include <cstdio>

namespace podium::cli {

namespace {

volatile std::sig_atomic_t stopAsked = 0;

extern "C" void askToStop(int)
{
    stopAsked = 1;
}

/** Prints a line at once: the board runs until it is stopped, and whoever started it needs its address now. */
void say(const QString &line)
{
    const QByteArray text = textLine(line);
    std::fwrite(text.constData(), 1, static_cast<std::size_t>(text.size()), stdout);
    std::fflush(stdout);
}

QHostAddress bindAddress(const Args &args)
{
    if (!args.isSet("bind"))
        return web::BoardServer::defaultAddress();
    QHostAddress address;
    if (!address.setAddress(args.value("bind")))
        throw UsageError(CliText::tr("--bind: '%1' is not an IP address of this computer (such as %2)")
                             .arg(args.value("bind"), web::BoardServer::defaultAddress().toString()));
    return address;
}

quint16 bindPort(const Args &args)
{
    bool ok = false;
    const uint port = args.value("port").toUInt(&ok);
    if (!ok || port > 65535)
        throw UsageError(CliText::tr("--port: '%1' is not a port number (0 to 65535)").arg(args.value("port")));
    return quint16(port);
}

/** What the organiser needs to know once the board runs. */
void announce(const web::BoardServer &server, const web::ListenResult &listening, quint16 asked, const QString &path)
{
    if (listening.movedPort)
        say(CliText::tr("port %1 is in use; the board took port %2").arg(asked).arg(listening.port));
    if (listening.address == QHostAddress(QHostAddress::AnyIPv4) || listening.address == QHostAddress::Any) {
        say(CliText::tr("The live board of %1 listens on every network of this computer, at:").arg(path));
        for (const QHostAddress &lan : web::BoardServer::lanAddresses())
            say(QStringLiteral("  http://%1:%2/").arg(lan.toString()).arg(listening.port));
    } else {
        say(CliText::tr("The live board of %1 is at %2").arg(path, server.url().toString()));
    }
    say(CliText::tr("It changes nothing but the results players report for events that let them, and it is "
                    "unencrypted: for the hall's own network only."));
    say(CliText::tr("Press Ctrl+C to stop."));
}

} // namespace

QByteArray serveCommand(Club &club, const QStringList &argv)
{
    Args args;
    parseArgs(args, QStringLiteral("serve"), argv, {"bind", "port"});
    if (!args.positional.isEmpty())
        throw usage(QStringLiteral("serve [--bind ADDRESS] [--port N]"));
    const QHostAddress address = bindAddress(args);
    const bool portGiven = args.isSet("port");
    const quint16 port = portGiven ? bindPort(args) : web::BoardServer::kDefaultPort;

    web::BoardPages pages(club);
    web::BoardServer server(club, pages);
    const web::ListenResult listening = server.listen(
        address, port, portGiven ? web::BoardServer::PortChoice::Exact : web::BoardServer::PortChoice::NextFree);
    if (!listening.ok())
        throw store::DbError(listening.error);

    stopAsked = 0;
    const auto previousInt = std::signal(SIGINT, askToStop);
    const auto previousTerm = std::signal(SIGTERM, askToStop);
    announce(server, listening, port, club.path());
    // A signal handler may only set a flag; the event loop looks at it a few times a second.
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, [&server] {
        if (stopAsked) {
            server.stop();
            QCoreApplication::quit();
        }
    });
    poll.start(100);
    QCoreApplication::exec();
    std::signal(SIGINT, previousInt);
    std::signal(SIGTERM, previousTerm);
    return textLine(CliText::tr("stopped"));
}

} // namespace podium::cli
