// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// podium-cli --db FILE export ... FILE.pdf: the documents the app prints, as PDF files.
#include "cli/pdfcommands.h"

#include "cli/args.h"
#include "club/club.h"
#include "club/events/eventbracket.h"
#include "club/events/eventformat.h"
#include "club/events/events.h"
#include "sheets/bracketdrawing.h"
#include "sheets/clubsheets.h"
#include "sheets/codeslipsheet.h"
#include "sheets/eventsheet.h"
#include "sheets/pdfexport.h"
#include "store/dberror.h"

#include <QBuffer>
#include <QGuiApplication>
#include <QLocale>
#include <QPainter>

#include <cstring>

namespace podium::cli {

namespace {

/** The paper of --paper, else the one the user's locale uses (Letter in the United States, A4 elsewhere). */
QPageSize paperOf(const Args &args)
{
    if (!args.isSet("paper"))
        return QLocale().measurementSystem() == QLocale::ImperialUSSystem ? QPageSize(QPageSize::Letter)
                                                                          : QPageSize(QPageSize::A4);
    if (const auto size = ui::PdfExport::paperSize(args.value("paper")))
        return *size;
    throw UsageError(CliText::tr("--paper: '%1' is not a4 or letter").arg(args.value("paper")));
}

/** A round number given on the command line, or the event's last round paired. */
int roundOf(const club::Events &events, const QString &event, const QString &given)
{
    const int rounds = events.roundCount(event);
    if (given.isEmpty()) {
        if (rounds == 0)
            throw store::DbError(CliText::tr("event %1 has no round paired yet").arg(event));
        return rounds;
    }
    bool ok = false;
    const int round = given.toInt(&ok);
    if (!ok || round < 1 || round > rounds)
        throw UsageError(CliText::tr("round: '%1' is not a round of event %2 (1 to %3)").arg(given, event).arg(rounds));
    return round;
}

} // namespace

bool wantsPdf(int argc, char **argv)
{
    bool exporting = false;
    bool pdf = false;
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        exporting = exporting || arg == "export" || arg == "codes"; // event codes --format pdf
        pdf = pdf || arg.toLower().endsWith(".pdf") || arg == "--format=pdf"
            || (arg == "--format" && i + 1 < argc && std::strcmp(argv[i + 1], "pdf") == 0);
    }
    return exporting && pdf;
}

void requirePdfWriter()
{ }

QByteArray codeSlipsPdf(const QString &event, const std::vector<club::PlayerCode> &codes, const QUrl &board,
                        const Args &args)
{
    ui::PdfPages pages;
    pages.size = paperOf(args);
    pages.title = ui::CodeSlipSheet::tr("Player codes of %1").arg(event);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    ui::PdfExport::write(&buffer, pages, ui::PdfExport::sheet([&](ui::PrintSheet &sheet) {
        ui::CodeSlipSheet::write(sheet, event, codes, board);
    }));
    return buffer.data();
}

QByteArray exportPdf(Club &club, const Args &args, const QString &defaultLeaderboard)
{
    const store::Database &db = club.database();
    const QString what = args.positional.value(0);
    const QString path = args.positional.last();
    ui::PdfPages pages;
    pages.size = paperOf(args);
    pages.club = club.location().name();
    const QStringList named = args.positional.mid(1, args.positional.size() - 2);
    if (what == QStringLiteral("standings") && named.size() <= 1) {
        const QString leaderboard = named.isEmpty() ? defaultLeaderboard : named.at(0);
        pages.title = ui::ClubSheets::standingsTitle(leaderboard);
        ui::PdfExport::writeFile(path, pages, ui::PdfExport::sheet([&](ui::PrintSheet &sheet) {
                                     ui::ClubSheets::standings(sheet, db, leaderboard);
                                 }));
        return {};
    }
    if (what == QStringLiteral("player") && named.size() == 1) {
        pages.title = ui::ClubSheets::playerTitle(named.at(0));
        ui::PdfExport::writeFile(path, pages, ui::PdfExport::sheet([&](ui::PrintSheet &sheet) {
                                     ui::ClubSheets::playerCard(sheet, db, named.at(0));
                                 }));
        return {};
    }
    if (what == QStringLiteral("event") && named.size() == 1) {
        const ui::EventSheet event(db, named.at(0));
        const club::Events events(db);
        pages.title = named.at(0);
        ui::PdfExport::writeFile(path, pages, ui::PdfExport::sheet([&](ui::PrintSheet &sheet) {
                                     event.write(sheet, events.roundCount(named.at(0)));
                                 }));
        return {};
    }
    if (what == QStringLiteral("round") && (named.size() == 1 || named.size() == 2)) {
        const ui::EventSheet event(db, named.at(0));
        const int round = roundOf(club::Events(db), named.at(0), named.value(1));
        pages.title = named.at(0);
        ui::PdfExport::writeFile(path, pages, ui::PdfExport::sheet([&](ui::PrintSheet &sheet) {
                                     sheet.title(named.at(0));
                                     sheet.heading(ui::EventSheet::tr("Round %1").arg(round));
                                     sheet.table(event.round(round));
                                 }));
        return {};
    }
    if (what == QStringLiteral("bracket") && named.size() == 1) {
        const club::EventRecord event = club::Events(db).get(named.at(0));
        if (!club::traits(event.format).elimination)
            throw store::DbError(CliText::tr("event %1 is not an elimination: it has no bracket").arg(event.name));
        // Pixels of the drawing's own, so that its text keeps its size to the boxes at any scale.
        QFont font = QGuiApplication::font();
        font.setPixelSize(13);
        ui::BracketDrawing drawing;
        drawing.setBracket(club::eventBracket(db, event.name), font);
        pages.title = ui::BracketDrawing::tr("Bracket of %1").arg(event.name);
        pages.orientation = QPageLayout::Landscape;
        ui::PdfExport::writeDrawingFile(path, pages, drawing.size(), [&](QPainter &painter) {
            drawing.paint(painter, ui::BracketDrawing::paper(), QRectF(QPointF(0, 0), drawing.size()));
        });
        return {};
    }
    throw usage(QStringLiteral("export standings [LEADERBOARD] | event NAME | round EVENT [N] | bracket EVENT | "
                               "player NAME  FILE.pdf "
                               "[--paper a4|letter]"));
}

} // namespace podium::cli
