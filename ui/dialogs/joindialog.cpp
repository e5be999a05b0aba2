// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "dialogs/joindialog.h"

#include "club/players.h"

#include <QCheckBox>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace podium::ui {

JoinDialog::JoinDialog(const QString &event, const QStringList &clubPlayers, RoundsMissed roundsMissed, QWidget *parent)
    : QDialog(parent)
    , m_clubPlayers(clubPlayers)
    , m_roundsMissed(std::move(roundsMissed))
    , m_name(new QLineEdit(this))
    , m_halfByes(new QCheckBox(this))
    , m_note(new QLabel(this))
{
    setWindowTitle(tr("Join %1").arg(event));
    m_name->setObjectName(QStringLiteral("joiningPlayer"));
    auto *completer = new QCompleter(clubPlayers, m_name);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    m_name->setCompleter(completer);
    m_halfByes->setObjectName(QStringLiteral("halfByes"));
    m_halfByes->setToolTip(tr("As arbiters give a late entry: the draw's points for each round already paired"));
    m_note->setObjectName(QStringLiteral("joinNote"));
    m_note->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("&Player:"), m_name);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Join"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, &JoinDialog::nameChanged);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_note);
    layout->addWidget(m_halfByes);
    layout->addWidget(buttons);
    setMinimumWidth(420);
    nameChanged();
}

void JoinDialog::nameChanged()
{
    // C3: a new name is said to be new, and a slip from a member's names the member.
    const QString name = player();
    const QString meant = club::likelyMeant(name, m_clubPlayers);
    if (name.isEmpty() || m_clubPlayers.contains(name, Qt::CaseInsensitive))
        m_note->clear();
    else if (!meant.isEmpty())
        m_note->setText(tr("%1 is not in the club. Did you mean %2?").arg(name, meant));
    else
        m_note->setText(tr("%1 is new to the club and joins it.").arg(name));
    // B5: the byes offered are for the rounds this player missed (a returning player's, not every round's).
    const int missed = m_roundsMissed ? m_roundsMissed(name) : 0;
    m_halfByes->setText(tr("&Half-point bye for each round missed (%Ln round(s))", nullptr, missed));
    m_halfByes->setVisible(missed > 0);
}

QString JoinDialog::player() const
{
    return club::cleanName(m_name->text());
}

bool JoinDialog::halfByes() const
{
    return !m_halfByes->isHidden() && m_halfByes->isChecked();
}

} // namespace podium::ui
