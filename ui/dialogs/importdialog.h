// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "history/history.h"
#include "io/namemap.h"

#include <QDialog>

#include <map>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLayout;
class QPushButton;
class QTableWidget;
class QThread;

namespace podium::ui {

class Banner;

/**
 * What an import of a games file will do, shown before anything is written: the first games as they will be
 * read, with the players' display names, the reader's problems (file:line: column), the discipline, and where
 * the names come from: the ids themselves, a players file, a column of the games file, or the ids made
 * readable. Names that two players would share are shown as a problem, and refused unless told apart by their
 * ids. The file is read off the GUI thread once; accepting hands the named games to the import.
 */
class ImportDialog : public QDialog
{
    Q_OBJECT

public:
    /** Where the players' names come from (the items of the names choice). */
    enum class Naming { Ids, PlayersFile, Column, ReadableIds };
    static constexpr int kPreviewGames = 20;
    enum PreviewColumn { DateColumn, GameColumn, KindColumn, ResultColumn, PreviewColumnCount };

    ImportDialog(const QString &path, const QStringList &disciplines, QWidget *parent = nullptr);
    ~ImportDialog() override;

    /** True once the file has been read (whether or not it could be). */
    bool isRead() const { return m_read; }
    QString discipline() const;
    void setDiscipline(const QString &discipline);
    /** Names the players from a players file (what Choose… does after its file dialog). */
    void usePlayersFile(const QString &path);
    /** Names the players from a column of the games file; false when the file has no such column. */
    bool useColumn(const QString &column);
    void useNaming(Naming naming);
    void setTellApart(bool tellApart);
    /** Every problem shown (reading, names), one a line; empty when there is none. */
    QString problems() const;
    /** The preview's cell, as shown. */
    QString previewText(int row, PreviewColumn column) const;
    int previewRows() const;
    /** The line that sums up the file and its names. */
    QString summary() const;
    bool canImport() const;
    /** After accept(): the games with their players named, for the import; leaves the dialog empty. */
    history::History takeGames();

signals:
    /** The file has been read, and the dialog shows it. */
    void fileRead();

private:
    void buildForm(const QStringList &disciplines);
    QLayout *buildNaming();
    void buildPreview();
    void startReading();
    void readOnThread();
    void showFile();
    void addNamingChoices();
    void namingChosen();
    void choosePlayersFile();
    void refresh();
    void fillPreview();
    QString resultText(const history::HistoryGame &game) const;
    QString summaryText() const;
    QString namesText() const;
    QString clashesText() const;
    const io::NameMap *currentMap() const;
    io::SharedNames sharedNames() const;

    QString m_path;
    QThread *m_reader = nullptr;
    bool m_read = false;
    // Filled by the reading thread, read by the GUI thread only after it has finished.
    history::History m_games;
    QString m_readError;
    std::map<QString, io::NameMap> m_columnMaps; ///< the games file's extra columns as names
    std::map<QString, QString> m_columnErrors; ///< why a column cannot name the players
    io::NameMap m_readableIds;

    io::NameMap m_playersFile;
    QString m_playersFileError;
    io::NameCheck m_check;
    const io::NameMap m_noNames;

    QComboBox *m_discipline;
    QComboBox *m_naming;
    QPushButton *m_choose;
    QCheckBox *m_tellApart;
    QLabel *m_summary;
    QTableWidget *m_preview;
    Banner *m_problems;
    QDialogButtonBox *m_buttons;
};

} // namespace podium::ui
