// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "dialogs/boarddialog.h"

#include "web/boardserver.h"
#include "widgets/qrcode.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace podium::ui {

namespace {

/** About this many pixels on a side for the QR code: readable from the back of a hall on a projector. */
constexpr int kQrPixels = 420;

} // namespace

BoardDialog::BoardDialog(web::BoardServer &server, QWidget *parent)
    : QDialog(parent)
    , m_server(server)
    , m_address(new QComboBox(this))
    , m_everyNetwork(new QLabel(this))
    , m_port(new QSpinBox(this))
    , m_start(new QPushButton(this))
    , m_error(new QLabel(this))
    , m_url(new QLabel(this))
    , m_qr(new QLabel(this))
    , m_copy(new QPushButton(tr("Cop&y Address"), this))
{
    setWindowTitle(tr("Live Board on the Local Network"));
    auto *intro = new QLabel(
        tr("<p>The live board is off until you start it. While it runs, the phones and the projector in the hall "
           "open the club's standings, events and players in a web browser, with nothing to install. The pages "
           "are read-only and follow every result within two seconds.</p>"
           "<p>The board is not encrypted and has no password: start it only on the hall's own network, as Qt's "
           "documentation advises for its web server. It stops when you stop it or quit Podium.</p>"),
        this);
    intro->setWordWrap(true);
    intro->setMinimumWidth(420);
    m_address->setObjectName(QStringLiteral("boardAddress"));
    m_everyNetwork->setObjectName(QStringLiteral("boardEveryNetwork"));
    m_everyNetwork->setWordWrap(true);
    m_everyNetwork->setText(tr("<b>Every network of this computer</b> can then reach the board, the internet too "
                               "where this computer is connected to it directly. Choose it only when phones "
                               "cannot reach the other addresses."));
    m_port->setObjectName(QStringLiteral("boardPort"));
    m_port->setRange(1024, 65535);
    m_port->setValue(web::BoardServer::kDefaultPort);
    auto *form = new QFormLayout;
    form->addRow(tr("&Address:"), m_address);
    form->addRow(tr("&Port:"), m_port);
    m_error->setObjectName(QStringLiteral("boardError"));
    m_error->setWordWrap(true);
    m_start->setObjectName(QStringLiteral("boardStart"));
    m_copy->setObjectName(QStringLiteral("boardCopy"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_copy);
    buttons->addStretch();
    m_url->setObjectName(QStringLiteral("boardUrl"));
    m_url->setAlignment(Qt::AlignCenter);
    m_url->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = m_url->font();
    big.setPointSizeF(big.pointSizeF() * 2);
    big.setBold(true);
    m_url->setFont(big);
    m_qr->setObjectName(QStringLiteral("boardQr"));
    m_qr->setAlignment(Qt::AlignCenter);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    // The controls on the left, the address and its QR code on the right: all of it fits a laptop's screen.
    auto *controls = new QVBoxLayout;
    controls->addWidget(intro);
    controls->addLayout(form);
    controls->addWidget(m_everyNetwork);
    controls->addWidget(m_error);
    controls->addLayout(buttons);
    controls->addStretch();
    controls->addWidget(close);
    auto *shown = new QVBoxLayout;
    shown->addWidget(m_url);
    shown->addWidget(m_qr, 1);
    auto *layout = new QHBoxLayout(this);
    layout->addLayout(controls, 1);
    layout->addLayout(shown);
    fillAddresses();
    connect(m_address, &QComboBox::currentIndexChanged, this, &BoardDialog::update);
    connect(m_start, &QPushButton::clicked, this, [this] { m_server.isRunning() ? stop() : void(start()); });
    connect(m_copy, &QPushButton::clicked, this, &BoardDialog::copyAddress);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(&m_server, &web::BoardServer::runningChanged, this, &BoardDialog::update);
    update();
}

void BoardDialog::fillAddresses()
{
    for (const QHostAddress &lan : web::BoardServer::lanAddresses())
        m_address->addItem(tr("%1 (this computer on the local network)").arg(lan.toString()), lan.toString());
    m_address->addItem(tr("127.0.0.1 (this computer only)"), QStringLiteral("127.0.0.1"));
    m_address->addItem(tr("0.0.0.0 (every network of this computer)"), QStringLiteral("0.0.0.0"));
}

bool BoardDialog::start()
{
    const QHostAddress address(m_address->currentData().toString());
    const web::ListenResult result = m_server.listen(address, quint16(m_port->value()));
    m_error->setText(result.ok() ? QString() : tr("The board could not start: %1.").arg(result.error));
    update();
    return result.ok();
}

void BoardDialog::stop()
{
    m_server.stop();
    update();
}

QUrl BoardDialog::shownUrl() const
{
    QUrl url = m_server.url();
    if (!url.isEmpty() && QHostAddress(url.host()) == QHostAddress(QHostAddress::AnyIPv4))
        url.setHost(web::BoardServer::defaultAddress().toString());
    return url;
}

void BoardDialog::update()
{
    const bool running = m_server.isRunning();
    m_everyNetwork->setVisible(m_address->currentData().toString() == QStringLiteral("0.0.0.0"));
    m_address->setEnabled(!running);
    m_port->setEnabled(!running);
    m_start->setText(running ? tr("&Stop the Board") : tr("&Start the Board"));
    m_error->setVisible(!m_error->text().isEmpty() && !running);
    m_copy->setEnabled(running);
    m_url->setVisible(running);
    m_qr->setVisible(running);
    m_qrModules = 0;
    if (!running) {
        m_url->clear();
        m_qr->clear();
        fitOnScreen();
        return;
    }
    const QString url = shownUrl().toString();
    m_url->setText(url);
    const QrCode probe = makeQrCode(url, 1);
    const QrCode qr = makeQrCode(url, std::max(4, kQrPixels / (probe.modules + 2 * QrCode::kQuietZone)));
    m_qrModules = qr.modules;
    m_qr->setPixmap(QPixmap::fromImage(qr.image));
    m_qr->setAccessibleName(tr("QR code of %1").arg(url));
    fitOnScreen();
}

void BoardDialog::fitOnScreen()
{
    adjustSize();
    if (!isVisible())
        return;
    // Grown by the address and its QR code to twice its width, the dialog ran off the screen's right edge (U5 of the
    // walkthrough of 28 November): it stays centred on the window, and inside the screen.
    QRect frame = frameGeometry();
    frame.moveCenter(parentWidget() ? parentWidget()->window()->frameGeometry().center() : frame.center());
    const QRect area = screen()->availableGeometry();
    frame.moveLeft(std::clamp(frame.left(), area.left(), std::max(area.left(), area.right() + 1 - frame.width())));
    frame.moveTop(std::clamp(frame.top(), area.top(), std::max(area.top(), area.bottom() + 1 - frame.height())));
    move(frame.topLeft());
}

void BoardDialog::copyAddress()
{
    QApplication::clipboard()->setText(shownUrl().toString());
}

} // namespace podium::ui
