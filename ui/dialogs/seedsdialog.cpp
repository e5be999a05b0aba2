// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "dialogs/seedsdialog.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QRandomGenerator>
#include <QVBoxLayout>

#include <algorithm>
#include <random>
#include <vector>

namespace podium::ui {

namespace {

/** The player's name, kept apart from the seed number the list shows before it. */
constexpr int kNameRole = Qt::UserRole;

} // namespace

SeedsDialog::SeedsDialog(const QStringList &seeds, QWidget *parent)
    : QDialog(parent)
    , m_list(new QListWidget(this))
    , m_up(new QPushButton(tr("Move &Up"), this))
    , m_down(new QPushButton(tr("Move &Down"), this))
{
    setWindowTitle(tr("Seeds"));
    m_list->setObjectName(QStringLiteral("seeds"));
    m_list->setAccessibleName(tr("Seeds in order"));
    m_list->setDragDropMode(QAbstractItemView::InternalMove);
    for (const QString &name : seeds) {
        auto *item = new QListWidgetItem(m_list);
        item->setData(kNameRole, name);
    }
    showNumbers();
    auto *lot = new QPushButton(tr("Draw by &Lot"), this);
    lot->setObjectName(QStringLiteral("drawSeedsByLot"));
    lot->setToolTip(tr("Every order equally likely, as a draw from a hat"));
    m_up->setObjectName(QStringLiteral("seedUp"));
    m_down->setObjectName(QStringLiteral("seedDown"));
    const QKeySequence upKeys(Qt::CTRL | Qt::Key_Up), downKeys(Qt::CTRL | Qt::Key_Down);
    m_up->setToolTip(tr("One place up (%1)").arg(upKeys.toString(QKeySequence::NativeText)));
    m_down->setToolTip(tr("One place down (%1)").arg(downKeys.toString(QKeySequence::NativeText)));
    for (QPushButton *button : {lot, m_up, m_down})
        button->setAutoDefault(false);
    connect(lot, &QPushButton::clicked, this, &SeedsDialog::drawByLot);
    connect(m_up, &QPushButton::clicked, this, [this] { moveChosen(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { moveChosen(1); });
    // Ctrl+Up and Ctrl+Down move the player in the list, as the arrows alone move the cursor: keys of the list,
    // where the cursor is.
    m_list->installEventFilter(this);
    connect(m_list, &QListWidget::currentRowChanged, this, &SeedsDialog::updateButtons);
    // A drag ends with the rows moved: the numbers follow.
    connect(m_list->model(), &QAbstractItemModel::rowsMoved, this, [this] {
        showNumbers();
        updateButtons();
    });
    auto *side = new QVBoxLayout;
    side->addWidget(m_up);
    side->addWidget(m_down);
    side->addSpacing(12);
    side->addWidget(lot);
    side->addStretch();
    auto *middle = new QHBoxLayout;
    middle->addWidget(m_list, 1);
    middle->addLayout(side);
    auto *note = new QLabel(tr("Seed 1 first. Drag a player, or move them with the buttons."), this);
    note->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addLayout(middle, 1);
    layout->addWidget(buttons);
    m_list->setCurrentRow(0);
    updateButtons();
    resize(460, 480);
}

bool SeedsDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->modifiers() == Qt::ControlModifier && (key->key() == Qt::Key_Up || key->key() == Qt::Key_Down)) {
            moveChosen(key->key() == Qt::Key_Up ? -1 : 1);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

QStringList SeedsDialog::seeds() const
{
    QStringList names;
    for (int i = 0; i < m_list->count(); ++i)
        names.append(m_list->item(i)->data(kNameRole).toString());
    return names;
}

void SeedsDialog::showNumbers()
{
    const QLocale locale;
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem *item = m_list->item(i);
        item->setText(tr("%1. %2").arg(locale.toString(i + 1), item->data(kNameRole).toString()));
    }
}

void SeedsDialog::drawByLot()
{
    QStringList names = seeds();
    std::vector<QString> order(names.begin(), names.end());
    std::shuffle(order.begin(), order.end(), *QRandomGenerator::system());
    for (int i = 0; i < m_list->count(); ++i)
        m_list->item(i)->setData(kNameRole, order[static_cast<std::size_t>(i)]);
    showNumbers();
    m_list->setCurrentRow(0);
}

void SeedsDialog::moveChosen(int by)
{
    const int from = m_list->currentRow();
    const int to = from + by;
    if (from < 0 || to < 0 || to >= m_list->count())
        return;
    QListWidgetItem *item = m_list->takeItem(from);
    m_list->insertItem(to, item);
    showNumbers();
    m_list->setCurrentRow(to);
}

void SeedsDialog::updateButtons()
{
    const int row = m_list->currentRow();
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row + 1 < m_list->count());
}

} // namespace podium::ui
