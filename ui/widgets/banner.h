// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QLabel>

namespace podium::ui {

/**
 * A line across a page or dialog that says what went wrong (a refusal) or what to look at (a warning),
 * hidden while there is nothing to say. Its colours follow the light or dark appearance.
 */
class Banner : public QLabel
{
    Q_OBJECT

public:
    enum class Kind { Problem, Warning, Success };

    explicit Banner(QWidget *parent = nullptr);

    /** Shows text; an empty text hides the banner. */
    void say(const QString &text, Kind kind = Kind::Problem);
    /** The text shown, or empty while hidden. */
    QString shown() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void restyle();

    Kind m_kind = Kind::Problem;
};

} // namespace podium::ui
