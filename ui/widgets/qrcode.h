// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QImage>
#include <QString>

namespace podium::ui {

/** A QR code drawn for the screen: black modules on white, with the quiet zone of four modules the standard asks. */
struct QrCode
{
    /** Modules on a side (21 for version 1, 25 for version 2, ...); 0 when the text could not be encoded. */
    int modules = 0;
    /** Pixels per module. */
    int scale = 0;
    QImage image;

    static constexpr int kQuietZone = 4;
    bool isNull() const { return modules == 0; }
    /** Whether the module at (x, y) (0 to modules - 1) is dark, read back from the image. */
    bool isDark(int x, int y) const;
};

/** The QR code of text (libqrencode, error correction level M), scale pixels per module. */
QrCode makeQrCode(const QString &text, int scale);

} // namespace podium::ui
