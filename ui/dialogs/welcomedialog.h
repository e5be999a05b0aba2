// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QDialog>

namespace podium::ui {

/**
 * The first thing a new user sees: create a club database, open one, or explore the demo club. The
 * chosen file's path is path() once the dialog is accepted (the demo club is created on first use).
 */
class WelcomeDialog : public QDialog
{
    Q_OBJECT

public:
    explicit WelcomeDialog(QWidget *parent = nullptr);

    const QString &path() const { return m_path; }

    /** Where the demo club lives, created if it is not there yet; throws DbError. */
    static QString demoClubPath();

private:
    void createClub();
    void openClub();
    void exploreDemo();

    QString m_path;
};

} // namespace podium::ui
