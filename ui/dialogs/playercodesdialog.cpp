// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "dialogs/playercodesdialog.h"

#include "club/club.h"
#include "club/events/events.h"
#include "printpreview.h"
#include "sheets/codeslipsheet.h"
#include "sheets/printsheet.h"
#include "store/dberror.h"
#include "widgets/banner.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>

namespace podium::ui {

namespace {

enum Column { PlayerColumn, CodeColumn, Columns };

} // namespace

PlayerCodesDialog::PlayerCodesDialog(Club &club, const QString &event, const QUrl &board, QWidget *parent)
    : QDialog(parent)
    , m_club(club)
    , m_event(event)
    , m_board(board)
    , m_table(new QTableWidget(0, Columns, this))
    , m_print(new QPushButton(tr("&Print Slips…"), this))
    , m_message(new Banner(this))
{
    setObjectName(QStringLiteral("playerCodes"));
    setWindowTitle(tr("Player Codes of %1").arg(event));
    auto *intro = new QLabel(tr("Each player reports the results of their table on the live board with a code of "
                                "their own. Podium keeps only a hash of each code, so a code shows here once, when "
                                "it is given: print the slips before you close this window."),
                             this);
    intro->setWordWrap(true);
    auto *boardNote = new QLabel(this);
    boardNote->setWordWrap(true);
    boardNote->setObjectName(QStringLiteral("codesBoard"));
    boardNote->setText(
        board.isValid() && !board.isEmpty()
            ? tr("The slips' QR codes open %1 with the player's code filled in.").arg(board.toString().toHtmlEscaped())
            : tr("The live board is not running, so the slips will have no QR code. Start it first "
                 "(Share › Live Board on the Local Network…) for slips that open the board."));
    m_table->setObjectName(QStringLiteral("codes"));
    m_table->setHorizontalHeaderLabels({tr("Player"), tr("Code")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(PlayerColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(CodeColumn, QHeaderView::ResizeToContents);
    auto *giveMissingButton = new QPushButton(tr("&Give Codes to Those Without"), this);
    giveMissingButton->setObjectName(QStringLiteral("giveCodes"));
    auto *giveSelectedButton = new QPushButton(tr("&New Code for the Selected"), this);
    giveSelectedButton->setObjectName(QStringLiteral("newCode"));
    giveSelectedButton->setToolTip(tr("A lost slip: the player gets a new code and the old one stops working"));
    m_print->setObjectName(QStringLiteral("printSlips"));
    connect(giveMissingButton, &QPushButton::clicked, this, &PlayerCodesDialog::giveMissing);
    connect(giveSelectedButton, &QPushButton::clicked, this, &PlayerCodesDialog::giveSelected);
    connect(m_print, &QPushButton::clicked, this, &PlayerCodesDialog::printSlips);
    auto *actions = new QHBoxLayout;
    actions->addWidget(giveMissingButton);
    actions->addWidget(giveSelectedButton);
    actions->addStretch();
    actions->addWidget(m_print);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(boardNote);
    layout->addWidget(m_table, 1);
    layout->addLayout(actions);
    layout->addWidget(m_message);
    layout->addWidget(close);
    resize(620, 480);
    fill();
}

void PlayerCodesDialog::fill()
{
    try {
        const QStringList holders = club::EventReports(m_club.database()).playersWithCodes(m_event);
        const std::vector<club::EventEntrant> entrants = club::Events(m_club.database()).entrants(m_event);
        m_table->setRowCount(int(entrants.size()));
        for (int row = 0; row < int(entrants.size()); ++row) {
            const QString &player = entrants[std::size_t(row)].player;
            const auto given = std::find_if(m_given.begin(), m_given.end(),
                                            [&](const club::PlayerCode &c) { return c.player == player; });
            auto *name = new QTableWidgetItem(player);
            name->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            QString code;
            if (given != m_given.end())
                code = given->code;
            else if (holders.contains(player, Qt::CaseInsensitive))
                code = tr("given before");
            else
                code = tr("none");
            auto *codeItem = new QTableWidgetItem(code);
            codeItem->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            if (given != m_given.end()) {
                QFont mono(QStringLiteral("monospace"));
                mono.setStyleHint(QFont::Monospace);
                mono.setBold(true);
                codeItem->setFont(mono);
            }
            m_table->setItem(row, PlayerColumn, name);
            m_table->setItem(row, CodeColumn, codeItem);
        }
    } catch (const store::DbError &error) {
        m_message->say(error.message());
    }
    m_print->setEnabled(!m_given.empty());
}

void PlayerCodesDialog::issue(const QStringList &players, bool reissue)
{
    try {
        const std::vector<club::PlayerCode> codes
            = club::EventReports(m_club.database()).issueCodes(m_event, players, reissue);
        for (const club::PlayerCode &code : codes) {
            std::erase_if(m_given, [&](const club::PlayerCode &c) { return c.player == code.player; });
            m_given.push_back(code);
        }
        m_club.record({ClubChange::Events, {}, m_event, false});
        m_message->say(codes.empty() ? tr("Every entrant has a code already.")
                                     : tr("%Ln code(s) given: print the slips now.", nullptr, int(codes.size())),
                       codes.empty() ? Banner::Kind::Warning : Banner::Kind::Success);
    } catch (const store::DbError &error) {
        m_message->say(error.message());
    }
    fill();
}

void PlayerCodesDialog::giveMissing()
{
    issue({}, false);
}

void PlayerCodesDialog::giveSelected()
{
    QStringList players;
    for (const QTableWidgetSelectionRange &range : m_table->selectedRanges()) {
        for (int row = range.topRow(); row <= range.bottomRow(); ++row)
            players.append(m_table->item(row, PlayerColumn)->text());
    }
    if (players.isEmpty()) {
        m_message->say(tr("Choose the players who need a new code."), Banner::Kind::Warning);
        return;
    }
    issue(players, true);
}

std::unique_ptr<QTextDocument> PlayerCodesDialog::slips(const QPageLayout &page) const
{
    auto document = std::make_unique<QTextDocument>();
    PrintSheet sheet(document.get(), page.isValid() ? page : defaultPrintPage());
    std::vector<club::PlayerCode> codes = m_given;
    std::sort(codes.begin(), codes.end(), [](const club::PlayerCode &a, const club::PlayerCode &b) {
        return QString::localeAwareCompare(a.player, b.player) < 0;
    });
    CodeSlipSheet::write(sheet, m_event, codes, m_board);
    return document;
}

void PlayerCodesDialog::printSlips()
{
    printPreview(this, QPageLayout::Portrait, [this](const QPageLayout &page) { return slips(page); });
}

} // namespace podium::ui
