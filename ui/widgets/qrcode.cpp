// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "widgets/qrcode.h"

#include <qrencode.h>

#include <memory>

namespace podium::ui {

bool QrCode::isDark(int x, int y) const
{
    const int at = kQuietZone * scale + scale / 2; // the middle of a module
    return qGray(image.pixel(at + x * scale, at + y * scale)) < 128;
}

QrCode makeQrCode(const QString &text, int scale)
{
    const QByteArray utf8 = text.toUtf8();
    const std::unique_ptr<QRcode, decltype(&QRcode_free)> code(
        QRcode_encodeString(utf8.constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1), &QRcode_free);
    if (!code || scale < 1)
        return {};
    QrCode qr;
    qr.modules = code->width;
    qr.scale = scale;
    const int side = (qr.modules + 2 * QrCode::kQuietZone) * scale;
    qr.image = QImage(side, side, QImage::Format_RGB32);
    qr.image.fill(Qt::white);
    const QRgb dark = qRgb(0, 0, 0);
    for (int y = 0; y < qr.modules; ++y) {
        for (int x = 0; x < qr.modules; ++x) {
            // libqrencode: one byte per module, its lowest bit set for a dark one.
            if ((code->data[y * qr.modules + x] & 1) == 0)
                continue;
            const int left = (QrCode::kQuietZone + x) * scale, top = (QrCode::kQuietZone + y) * scale;
            for (int row = top; row < top + scale; ++row) {
                auto *line = reinterpret_cast<QRgb *>(qr.image.scanLine(row));
                std::fill(line + left, line + left + scale, dark);
            }
        }
    }
    return qr;
}

} // namespace podium::ui
