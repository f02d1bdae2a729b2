#include "recentfiles.h"

#include "store/campaignlocation.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

// A file by its absolute path; a club server's address as it was given
// (it is no path: made absolute it named a file that does not exist).
QString kept(const QString &path)
{
    return store::CampaignLocation::isServerAddress(path) ? path : QFileInfo(path).absoluteFilePath();
}

QString shownName(const QString &path)
{
    if (store::CampaignLocation::isServerAddress(path))
        return store::CampaignLocation::parse(path).displayName();
    return QFileInfo(path).fileName();
}

} // namespace

RecentFiles::RecentFiles(QObject *parent)
    : QObject(parent)
{
}

QStringList RecentFiles::files() const
{
    return QSettings().value(u"recentFiles"_s).toStringList();
}

void RecentFiles::add(const QString &path)
{
    const QString absolute = kept(path);
    QStringList list = files();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > maximum)
        list.removeLast();
    save(list);
}

void RecentFiles::remove(const QString &path)
{
    QStringList list = files();
    list.removeAll(kept(path));
    save(list);
}

void RecentFiles::clear()
{
    save({});
}

void RecentFiles::save(const QStringList &list)
{
    QSettings().setValue(u"recentFiles"_s, list);
    emit changed();
}

void RecentFiles::fillMenu(QMenu *menu)
{
    menu->clear();
    const QStringList list = files();
    int index = 1;
    for (const QString &path : list) {
        const QString label = index < 10 ? u"&%1 %2"_s.arg(index).arg(shownName(path)) : shownName(path);
        QAction *action = menu->addAction(label);
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { emit openRequested(path); });
        ++index;
    }
    if (list.isEmpty()) {
        QAction *none = menu->addAction(tr("No recent campaigns"));
        none->setEnabled(false);
    } else {
        menu->addSeparator();
        connect(menu->addAction(tr("&Clear List")), &QAction::triggered, this, &RecentFiles::clear);
    }
}

} // namespace vedette
