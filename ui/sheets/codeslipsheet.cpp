// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "sheets/codeslipsheet.h"

#include "sheets/printsheet.h"
#include "web/codeslips.h"

#include <QPainter>
#include <QTextDocument>

namespace podium::ui {

namespace {

constexpr int kQuietZone = 4;

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

} // namespace

QImage CodeSlipSheet::qrImage(const QString &text, int scale)
{
    const std::vector<std::vector<bool>> modules = web::qrModules(text);
    if (modules.empty() || scale < 1)
        return {};
    const int width = int(modules.size());
    QImage image((width + 2 * kQuietZone) * scale, (width + 2 * kQuietZone) * scale, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    for (int y = 0; y < width; ++y) {
        for (int x = 0; x < width; ++x) {
            if (modules[std::size_t(y)][std::size_t(x)])
                painter.fillRect((x + kQuietZone) * scale, (y + kQuietZone) * scale, scale, scale, Qt::black);
        }
    }
    return image;
}

void CodeSlipSheet::write(PrintSheet &sheet, const QString &event, const std::vector<club::PlayerCode> &codes,
                          const QUrl &board)
{
    sheet.title(tr("Player codes of %1").arg(event));
    const bool withBoard = board.isValid() && !board.isEmpty();
    QString html = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"10\" border=\"1\" "
                                  "style=\"border-style: dashed; border-color: #888888;\">");
    for (std::size_t i = 0; i < codes.size(); ++i) {
        if (i % 2 == 0)
            html += QStringLiteral("<tr>");
        const club::PlayerCode &code = codes[i];
        html += QStringLiteral("<td width=\"50%\" valign=\"top\">");
        QString url;
        if (withBoard) {
            url = web::slipUrl(board, event, code).toString(QUrl::FullyEncoded);
            const QUrl name(QStringLiteral("podium-qr:%1").arg(i));
            sheet.document()->addResource(QTextDocument::ImageResource, name, qrImage(url, 4));
            html += QStringLiteral("<img src=\"%1\" width=\"110\" height=\"110\" style=\"float: right;\">")
                        .arg(name.toString());
        }
        html += QStringLiteral("<p><b style=\"font-size: 14pt;\">%1</b><br>%2</p>")
                    .arg(escaped(code.player), escaped(event));
        html += QStringLiteral("<p style=\"font-family: monospace; font-size: 24pt;\">%1</p>").arg(code.code);
        html += QStringLiteral("<p style=\"font-size: 8pt;\">%1</p>")
                    .arg(escaped(withBoard ? tr("Scan the QR code, or open the live board and type your code, to "
                                                "report the result of your table. Do not share your code.")
                                           : tr("Open the live board and type your code to report the result of "
                                                "your table. Do not share your code.")));
        if (withBoard)
            html += QStringLiteral("<p style=\"font-size: 7pt;\">%1</p>").arg(escaped(url));
        html += QStringLiteral("</td>");
        if (i % 2 == 1 || i + 1 == codes.size())
            html += (i % 2 == 0 ? QStringLiteral("<td width=\"50%\"></td>") : QString()) + QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    sheet.html(html);
}

} // namespace podium::ui
