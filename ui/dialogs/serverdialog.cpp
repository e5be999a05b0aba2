// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "dialogs/serverdialog.h"

#include "store/dberror.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace podium::ui {

namespace {

/** libpq's default port. */
constexpr int kDefaultPort = 5432;

} // namespace

ServerDialog::ServerDialog(const store::ClubLocation &last, QWidget *parent)
    : QDialog(parent)
    , m_host(new QLineEdit(this))
    , m_port(new QSpinBox(this))
    , m_database(new QLineEdit(this))
    , m_user(new QLineEdit(this))
    , m_club(new QLineEdit(this))
    , m_encryption(new QComboBox(this))
    , m_password(new QLineEdit(this))
    , m_remember(new QCheckBox(tr("&Remember it in the desktop's keyring"), this))
    , m_problem(new QLabel(this))
{
    setWindowTitle(tr("Connect to Server"));
    m_host->setObjectName(QStringLiteral("serverHost"));
    m_host->setPlaceholderText(tr("this computer"));
    m_port->setObjectName(QStringLiteral("serverPort"));
    m_port->setRange(1, 65535);
    m_port->setValue(kDefaultPort);
    m_database->setObjectName(QStringLiteral("serverDatabase"));
    m_user->setObjectName(QStringLiteral("serverUser"));
    m_user->setPlaceholderText(tr("your login name"));
    m_club->setObjectName(QStringLiteral("serverClub"));
    m_club->setPlaceholderText(QStringLiteral("public"));
    m_club->setToolTip(tr("The schema that holds the club: one database can hold several clubs"));
    m_encryption->setObjectName(QStringLiteral("serverEncryption"));
    // libpq's sslmode values, from the weakest to the strictest that a club's organiser would pick.
    m_encryption->addItem(tr("Required"), QStringLiteral("require"));
    m_encryption->addItem(tr("Required, and the server's certificate checked"), QStringLiteral("verify-full"));
    m_encryption->addItem(tr("When the server offers it"), QStringLiteral("prefer"));
    m_encryption->addItem(tr("Off"), QStringLiteral("disable"));
    m_password->setObjectName(QStringLiteral("serverPassword"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setPlaceholderText(tr("from ~/.pgpass, if it is there"));
    m_remember->setObjectName(QStringLiteral("rememberPassword"));
    m_remember->setEnabled(false);
    connect(m_password, &QLineEdit::textChanged, this,
            [this](const QString &text) { m_remember->setEnabled(!text.isEmpty()); });
    m_problem->setObjectName(QStringLiteral("serverProblem"));
    m_problem->setWordWrap(true);
    m_problem->hide();

    auto *form = new QFormLayout;
    form->addRow(tr("&Host:"), m_host);
    form->addRow(tr("P&ort:"), m_port);
    form->addRow(tr("&Database:"), m_database);
    form->addRow(tr("&User:"), m_user);
    form->addRow(tr("&Club:"), m_club);
    form->addRow(tr("&Encryption:"), m_encryption);
    form->addRow(tr("&Password:"), m_password);
    form->addRow(QString(), m_remember);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Con&nect"));
    connect(buttons, &QDialogButtonBox::accepted, this, &ServerDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);

    // The server connected to last, bar its password.
    if (last.isServer()) {
        m_host->setText(last.keyword(QStringLiteral("host")));
        if (const int port = last.keyword(QStringLiteral("port")).toInt(); port > 0)
            m_port->setValue(port);
        m_database->setText(last.database());
        m_user->setText(last.keyword(QStringLiteral("user")));
        m_club->setText(last.schema());
        const int mode = m_encryption->findData(last.keyword(QStringLiteral("sslmode")));
        m_encryptionChosen = mode >= 0;
        m_encryption->setCurrentIndex(mode >= 0 ? mode : 0);
    }
    hostChanged();
    connect(m_host, &QLineEdit::textChanged, this, &ServerDialog::hostChanged);
    connect(m_encryption, &QComboBox::activated, this, [this] { m_encryptionChosen = true; });
    setMinimumWidth(fontMetrics().averageCharWidth() * 60);
}

bool ServerDialog::isLocalHost(const QString &host)
{
    const QString h = host.trimmed();
    return h.isEmpty() || h.startsWith(QLatin1Char('/'))
        || h.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0 || h.startsWith(QLatin1String("127."))
        || h == QLatin1String("::1");
}

void ServerDialog::hostChanged()
{
    if (m_encryptionChosen)
        return;
    // A connection that leaves this machine is encrypted unless the organiser says otherwise; one to this machine
    // (a socket, or the loopback) takes encryption when the server offers it.
    m_encryption->setCurrentIndex(
        m_encryption->findData(isLocalHost(m_host->text()) ? QStringLiteral("prefer") : QStringLiteral("require")));
}

void ServerDialog::accept()
{
    if (m_database->text().trimmed().isEmpty()) {
        m_problem->setText(tr("Which database holds the club? Ask the server's administrator."));
        m_problem->show();
        m_database->setFocus();
        return;
    }
    try {
        const QString port = m_port->value() == kDefaultPort ? QString() : QString::number(m_port->value());
        m_location = store::ClubLocation::server({{QStringLiteral("host"), m_host->text()},
                                                  {QStringLiteral("port"), port},
                                                  {QStringLiteral("dbname"), m_database->text()},
                                                  {QStringLiteral("user"), m_user->text()},
                                                  {QStringLiteral("sslmode"), m_encryption->currentData().toString()},
                                                  {QStringLiteral("schema"), m_club->text()}})
                         .withPassword(m_password->text());
    } catch (const store::DbError &error) {
        m_problem->setText(error.message());
        m_problem->show();
        return;
    }
    QDialog::accept();
}

bool ServerDialog::rememberPassword() const
{
    return m_remember->isEnabled() && m_remember->isChecked();
}

} // namespace podium::ui
