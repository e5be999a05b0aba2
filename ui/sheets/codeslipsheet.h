// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/events/eventreports.h"

#include <QCoreApplication>
#include <QImage>
#include <QUrl>

#include <vector>

namespace podium::ui {

class PrintSheet;

/**
 * The players' code slips of an event as they are printed and cut out (File › Print Player Codes…, podium-cli event
 * codes --format pdf): two to a row, each with the player's name, the event, the code in large type, the QR code of
 * the board's address with the code filled in (web::slipUrl), and what to do with it.
 */
class CodeSlipSheet
{
    Q_DECLARE_TR_FUNCTIONS(podium::ui::CodeSlipSheet)

public:
    /** board: the live board's address; an invalid one leaves the QR codes and addresses out. */
    static void write(PrintSheet &sheet, const QString &event, const std::vector<club::PlayerCode> &codes,
                      const QUrl &board);
    /** The QR code of text, scale pixels a module with a quiet zone of four; a null image when it is too long. */
    static QImage qrImage(const QString &text, int scale);
};

} // namespace podium::ui
