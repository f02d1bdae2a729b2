#pragma once

#include <QMessageBox>
#include <QObject>
#include <QPointer>

class QAction;
class QMenu;

namespace vedette {

class Campaign;
class CampaignBrowser;
class LogPanel;
class MainWindow;

// The campaign part of the main window: the File menu's campaign commands,
// the Campaign and Campaign Log docks, and what happens at start-up (the
// last campaign, or on first start a copy of the bundled one). Every message
// to the referee is a message box here; Campaign itself reports by value.
class CampaignActions : public QObject
{
    Q_OBJECT

public:
    explicit CampaignActions(MainWindow *window);

    // Opens `path`; when empty the last campaign, else the default one
    // (created in the data directory on first start).
    void start(const QString &path);

    // Opens a campaign, offering read-only when it is locked or not
    // writable, with a message box when it cannot be opened at all.
    bool openFile(const QString &path);

    void newCampaign();
    void openInteractively();
    // File > Open Club Campaign…: a campaign on a PostgreSQL server, by its address.
    void openClubCampaign();
    void saveCopy();
    void importScenario();
    void exportScenario();
    void exportLog();

    CampaignBrowser *browser() const { return mBrowser; }
    LogPanel *logPanel() const { return mLog; }
    QAction *action(const QString &objectName) const;

    // The default campaign's folder (QStandardPaths::AppDataLocation).
    static QString dataDirectory();

private:
    void createActions();
    void updateActions();
    // Where file dialogs start: the open campaign's folder (none for a server's).
    QString startFolder() const;
    // "Campaign Not Saved": one box at a time, opened without waiting for it.
    void showWriteFailure(const QString &message);

    MainWindow *mWindow;
    Campaign *mCampaign;
    CampaignBrowser *mBrowser;
    LogPanel *mLog;
    QMenu *mRecentMenu = nullptr;
    QList<QAction *> mWriteActions;
    QPointer<QMessageBox> mWriteFailure;
};

} // namespace vedette
