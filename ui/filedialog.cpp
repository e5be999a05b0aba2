// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "filedialog.h"

#include "store/filecheck.h"
#include "store/openclubs.h"

#include <QDir>
#include <QFileIconProvider>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeDatabase>

namespace podium::ui {

namespace {

QString &folderOfClub()
{
    static QString folder;
    return folder;
}

/** Icons and type names from a file's name alone: Qt's own provider reads the first bytes of a file whose name
 *  does not tell its type (QMimeDatabase::MatchDefault), and that open and close is what must not happen. */
class NameOnlyIcons : public QFileIconProvider
{
public:
    using QFileIconProvider::icon;

    QIcon icon(const QFileInfo &info) const override
    {
        if (!info.isFile()) // a folder or a drive: Qt's provider does not read those
            return QFileIconProvider::icon(info);
        const QMimeType type = m_types.mimeTypeForFile(info.fileName(), QMimeDatabase::MatchExtension);
        QIcon themed = QIcon::fromTheme(type.iconName());
        if (themed.isNull())
            themed = QIcon::fromTheme(type.genericIconName());
        return themed.isNull() ? QFileIconProvider::icon(File) : themed;
    }

    QString type(const QFileInfo &info) const override
    {
        if (!info.isFile())
            return QFileIconProvider::type(info);
        const QMimeType type = m_types.mimeTypeForFile(info.fileName(), QMimeDatabase::MatchExtension);
        return type.comment().isEmpty() ? type.name() : type.comment();
    }

private:
    QMimeDatabase m_types;
};

} // namespace

FileDialog::FileDialog(QWidget *parent, const QString &caption, const QString &directory, const QString &filter)
    : QFileDialog(parent, caption, directory.isEmpty() ? clubFolder() : directory, filter)
    , m_icons(std::make_unique<NameOnlyIcons>())
{
    // Set before the dialog lists a folder: the model's gatherer asks the provider for every file it lists.
    setOption(QFileDialog::DontUseNativeDialog);
    setIconProvider(m_icons.get());
}

FileDialog::~FileDialog() = default;

void FileDialog::setClubFolder(const QString &folder)
{
    folderOfClub() = folder;
}

QString FileDialog::clubFolder()
{
    return folderOfClub().isEmpty() ? QDir::homePath() : folderOfClub();
}

bool FileDialog::acceptable(const QString &path)
{
    const QString problem = store::fileProblem(path, -1);
    if (problem.isEmpty() || !store::openclubs::isOpenClubFile(path))
        return true; // other problems are for the reader or the writer to report
    QMessageBox::warning(this, windowTitle(), problem);
    return false;
}

QString FileDialog::openFileName(QWidget *parent, const QString &caption, const QString &filter,
                                 const QString &directory)
{
    FileDialog dialog(parent, caption, directory, filter);
    dialog.setAcceptMode(QFileDialog::AcceptOpen);
    dialog.setFileMode(QFileDialog::ExistingFile);
    while (dialog.exec() == QDialog::Accepted && !dialog.selectedFiles().isEmpty()) {
        const QString path = dialog.selectedFiles().constFirst();
        if (dialog.acceptable(path))
            return path;
    }
    return {};
}

QString FileDialog::saveFileName(QWidget *parent, const QString &caption, const QString &suggestedName,
                                 const QString &filter)
{
    FileDialog dialog(parent, caption, QString(), filter);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setFileMode(QFileDialog::AnyFile);
    if (!suggestedName.isEmpty())
        dialog.selectFile(QFileInfo(suggestedName).isAbsolute() ? suggestedName
                                                                : QDir(clubFolder()).filePath(suggestedName));
    while (dialog.exec() == QDialog::Accepted && !dialog.selectedFiles().isEmpty()) {
        const QString path = dialog.selectedFiles().constFirst();
        if (dialog.acceptable(path))
            return path;
    }
    return {};
}

} // namespace podium::ui
