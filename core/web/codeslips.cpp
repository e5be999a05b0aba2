// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "web/codeslips.h"

#include "web/html.h"
#include "web/webtext.h"

#include <QUrlQuery>

#include <qrencode.h>

#include <memory>

namespace podium::web {

namespace {

constexpr int kQuietZone = 4;

/** The slips' own style: two columns of cut-out cards on paper, one on a phone's screen. */
const char *const kSlipStyle
    = "body{font-family:sans-serif;margin:1em}"
      ".slips{display:grid;grid-template-columns:repeat(auto-fill,minmax(20em,1fr));gap:1em}"
      ".slip{border:1px dashed #888;padding:1em;break-inside:avoid;page-break-inside:avoid}"
      ".slip h2{margin:0 0 .2em;font-size:1.2em}.slip .event{margin:0;color:#444}"
      ".code{font-family:monospace;font-size:2.2em;letter-spacing:.15em;margin:.3em 0}"
      ".slip svg{width:9em;height:9em;float:right;margin-left:.5em}.url{font-size:.8em;word-break:break-all}";

} // namespace

QUrl slipUrl(const QUrl &board, const QString &event, const club::PlayerCode &code)
{
    QUrl url = board;
    url.setPath(pathOf({QStringLiteral("event"), event}), QUrl::StrictMode);
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("me"), QString::fromLatin1(QUrl::toPercentEncoding(code.player)));
    url.setQuery(query.query(QUrl::FullyEncoded), QUrl::StrictMode);
    url.setFragment(QStringLiteral("code=") + code.code);
    return url;
}

std::vector<std::vector<bool>> qrModules(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    const std::unique_ptr<QRcode, decltype(&QRcode_free)> code(
        QRcode_encodeString(utf8.constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1), &QRcode_free);
    if (!code)
        return {};
    std::vector<std::vector<bool>> modules(std::size_t(code->width), std::vector<bool>(std::size_t(code->width)));
    for (int y = 0; y < code->width; ++y) {
        for (int x = 0; x < code->width; ++x) // libqrencode: a byte per module, its lowest bit set for a dark one
            modules[std::size_t(y)][std::size_t(x)] = (code->data[y * code->width + x] & 1) != 0;
    }
    return modules;
}

QString qrSvg(const QString &text)
{
    const std::vector<std::vector<bool>> modules = qrModules(text);
    if (modules.empty())
        return {};
    const int width = int(modules.size());
    const int side = width + 2 * kQuietZone;
    QString path;
    for (int y = 0; y < width; ++y) {
        for (int x = 0; x < width; ++x) {
            if (modules[std::size_t(y)][std::size_t(x)])
                path += QStringLiteral("M%1 %2h1v1h-1z").arg(x + kQuietZone).arg(y + kQuietZone);
        }
    }
    return QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %1 %1\" role=\"img\" "
                          "shape-rendering=\"crispEdges\"><rect width=\"%1\" height=\"%1\" fill=\"#fff\"/>"
                          "<path d=\"%2\" fill=\"#000\"/></svg>")
        .arg(side)
        .arg(path);
}

QByteArray codeSlipsHtml(const QString &event, const std::vector<club::PlayerCode> &codes, const QUrl &board)
{
    Html html;
    html.raw(QStringLiteral("<!DOCTYPE html>\n"));
    html.open("html", {{"lang", WebText::language()}}).open("head");
    html.empty("meta", {{"charset", QStringLiteral("utf-8")}});
    html.empty("meta", {{"name", QStringLiteral("viewport")}, {"content", QStringLiteral("width=device-width")}});
    html.element("title", WebText::tr("Player codes of %1").arg(event));
    html.open("style").raw(QString::fromLatin1(kSlipStyle)).close("style");
    html.close("head").open("body");
    html.element("h1", WebText::tr("Player codes of %1").arg(event));
    html.open("div", {{"class", QStringLiteral("slips")}});
    for (const club::PlayerCode &code : codes) {
        html.open("section", {{"class", QStringLiteral("slip")}});
        const QString url = board.isValid() && !board.isEmpty()
            ? slipUrl(board, event, code).toString(QUrl::FullyEncoded)
            : QString();
        if (!url.isEmpty())
            html.raw(qrSvg(url));
        html.element("h2", code.player);
        html.element("p", event, {{"class", QStringLiteral("event")}});
        html.element("p", code.code, {{"class", QStringLiteral("code")}});
        html.element("p",
                     WebText::tr("Scan the QR code, or open the live board and type your code, to report the "
                                 "result of your table. Do not share your code."));
        if (!url.isEmpty())
            html.element("p", url, {{"class", QStringLiteral("url")}});
        html.close("section");
    }
    html.close("div").close("body").close("html");
    return html.markup().toUtf8();
}

} // namespace podium::web
