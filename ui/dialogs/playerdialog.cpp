// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "dialogs/playerdialog.h"

#include "club/players.h"
#include "dialogs/fitheight.h"
#include "store/dberror.h"
#include "widgets/banner.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>

namespace podium::ui {

namespace {

/** A label with its buddy, so that its Alt letter moves the focus to the field. */
QLabel *labelFor(const QString &text, QWidget *field, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setBuddy(field);
    return label;
}

} // namespace

PlayerDialog::PlayerDialog(const club::PlayerRecord &player, QWidget *parent)
    : QDialog(parent)
    , m_player(player)
    , m_displayName(new QLineEdit(player.displayName, this))
    , m_affiliation(new QLineEdit(player.affiliation, this))
    , m_rating(new QSpinBox(this))
    , m_system(new QComboBox(this))
    , m_id(new QLineEdit(player.known.id, this))
    , m_federation(new QLineEdit(player.known.federation, this))
    , m_title(new QComboBox(this))
    , m_problem(new Banner(this))
{
    setWindowTitle(tr("Player Info: %1").arg(player.name));
    m_displayName->setObjectName(QStringLiteral("displayName"));
    m_affiliation->setObjectName(QStringLiteral("affiliation"));
    m_rating->setObjectName(QStringLiteral("knownRating"));
    m_system->setObjectName(QStringLiteral("ratingSystem"));
    m_id->setObjectName(QStringLiteral("ratingId"));
    m_federation->setObjectName(QStringLiteral("federation"));
    m_title->setObjectName(QStringLiteral("title"));
    m_problem->setObjectName(QStringLiteral("problem"));

    m_rating->setRange(0, 9999);
    m_rating->setSpecialValueText(tr("None"));
    m_rating->setValue(player.known.rating);
    m_rating->setAccessibleName(tr("Known rating"));
    m_rating->setAccessibleDescription(tr("The player's rating from outside the club; None for none"));
    m_rating->setToolTip(tr("A rating the player brings, such as their FIDE rating: a Swiss seeded by known rating "
                            "takes it, and a TRF file carries it"));
    // The systems a club most often enters; any other can be typed.
    m_system->setEditable(true);
    m_system->addItems({QString(), QStringLiteral("FIDE"), QStringLiteral("DWZ"), QStringLiteral("ECF"),
                        QStringLiteral("USCF"), QStringLiteral("FFE"), QStringLiteral("FEDA")});
    m_system->setCurrentText(player.known.system);
    m_system->setAccessibleName(tr("Rating system"));
    m_id->setAccessibleName(tr("ID in the rating system"));
    m_id->setToolTip(tr("The player's number in that system: their FIDE ID goes into a TRF file"));
    m_federation->setMaxLength(3);
    m_federation->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[A-Za-z]{0,3}")), m_federation));
    m_federation->setPlaceholderText(tr("GER, FRA, ESP…"));
    m_federation->setAccessibleName(tr("Federation"));
    m_title->addItem(tr("None"), QString());
    for (const QString &title : club::knownTitles())
        m_title->addItem(title, title);
    m_title->setCurrentIndex(std::max(0, m_title->findData(player.known.title)));
    m_title->setAccessibleName(tr("Title"));
    m_displayName->setAccessibleName(tr("Display name"));
    m_affiliation->setAccessibleName(tr("Club"));

    auto *form = new QFormLayout;
    form->addRow(labelFor(tr("&Display name:"), m_displayName, this), m_displayName);
    form->addRow(labelFor(tr("C&lub:"), m_affiliation, this), m_affiliation);
    form->addRow(labelFor(tr("&Rating:"), m_rating, this), m_rating);
    form->addRow(labelFor(tr("Rating &system:"), m_system, this), m_system);
    form->addRow(labelFor(tr("&ID:"), m_id, this), m_id);
    form->addRow(labelFor(tr("&Federation:"), m_federation, this), m_federation);
    form->addRow(labelFor(tr("&Title:"), m_title, this), m_title);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &PlayerDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    resize(std::max(sizeHint().width(), 420), sizeHint().height());
}

club::PlayerRecord PlayerDialog::details() const
{
    club::PlayerRecord record = m_player;
    record.displayName = m_displayName->text();
    record.affiliation = m_affiliation->text();
    record.known = {m_rating->value(), m_system->currentText(), m_id->text(), m_federation->text(),
                    m_title->currentData().toString()};
    return record;
}

void PlayerDialog::accept()
{
    try {
        club::checkNameText(m_displayName->text(), tr("Display name"));
        club::checkNameText(m_affiliation->text(), tr("Club"));
        club::checkedKnownRating(details().known);
    } catch (const store::DbError &error) {
        m_problem->say(tr("Not saved: %1").arg(error.message()));
        fitHeight(this);
        return;
    }
    QDialog::accept();
}

} // namespace podium::ui
