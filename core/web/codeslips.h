// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/events/eventreports.h"

#include <QByteArray>
#include <QString>
#include <QUrl>

#include <vector>

namespace podium::web {

/** The address on a player's slip: the event's page on the board with the code in the fragment, which the browser
 *  keeps to itself (the board's script fills the report forms from it; it is never sent to the board, nor logged).
 *  "http://192.168.1.20:8080/event/Friday%20open?me=Ann#code=ACD347". */
QUrl slipUrl(const QUrl &board, const QString &event, const club::PlayerCode &code);

/** The modules of text's QR code (libqrencode, error correction M), row by row, true for a dark one; empty when the
 *  text is too long for a QR code. */
std::vector<std::vector<bool>> qrModules(const QString &text);

/** The QR code of text as an SVG drawing (libqrencode, error correction M), one unit per module with a quiet zone
 *  of four; empty when the text is too long for a QR code. */
QString qrSvg(const QString &text);

/** A printable HTML page of slips, one per code: the event, the player, the code in large type, its QR code and
 *  address, and what to do with it. board: the live board's address; none leaves the QR codes and addresses out. */
QByteArray codeSlipsHtml(const QString &event, const std::vector<club::PlayerCode> &codes, const QUrl &board);

} // namespace podium::web
