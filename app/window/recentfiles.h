#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace vedette {

// The "Open Recent" list, kept in QSettings, newest first.
class RecentFiles : public QObject
{
    Q_OBJECT

public:
    static constexpr int maximum = 8;

    explicit RecentFiles(QObject *parent = nullptr);

    QStringList files() const;
    void add(const QString &path);
    void remove(const QString &path);
    void clear();
    // Rebuilds `menu` from the list; choosing an entry emits openRequested.
    void fillMenu(QMenu *menu);

signals:
    void openRequested(const QString &path);
    void changed();

private:
    void save(const QStringList &files);
};

} // namespace vedette
