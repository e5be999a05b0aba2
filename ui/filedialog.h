// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QFileDialog>

#include <memory>

class QAbstractFileIconProvider;

namespace podium::ui {

/**
 * Every file dialog of the app: Qt's own dialog, which learns a file's type from its name alone.
 *
 * A club open in the app is locked through POSIX advisory locks, which belong to the process: closing any
 * descriptor of the club file or of its -shm file releases them all, and another program then takes itself for
 * the club's last user and deletes the -wal file the app is writing to (see core/store/openclubs.h). Qt's usual
 * icon provider, and the desktops' dialogs that run inside the process (GTK's, KDE's), open every file of the
 * folder whose name says nothing of its type, the club's -wal and -shm files among them, to read its first bytes.
 * This dialog never opens a file; what it returns is never a file of the club that is open (a warning, then the
 * dialog again), and it starts in the open club's folder.
 */
class FileDialog : public QFileDialog
{
    Q_OBJECT

public:
    FileDialog(QWidget *parent, const QString &caption, const QString &directory, const QString &filter);
    ~FileDialog() override;

    /** The file chosen to read, or empty. */
    static QString openFileName(QWidget *parent, const QString &caption, const QString &filter,
                                const QString &directory = {});
    /** The file chosen to write, or empty; suggestedName is the name offered in the club's folder. */
    static QString saveFileName(QWidget *parent, const QString &caption, const QString &suggestedName,
                                const QString &filter);

    /** Where the dialogs start: the folder of the club that is open (the home folder without one). */
    static void setClubFolder(const QString &folder);
    static QString clubFolder();

    /** Whether the dialog may return the chosen path: with a warning when it is a file of the open club. */
    bool acceptable(const QString &path);

private:
    std::unique_ptr<QAbstractFileIconProvider> m_icons;
};

} // namespace podium::ui
