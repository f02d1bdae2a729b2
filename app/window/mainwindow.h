#pragma once

#include <QMainWindow>
#include <QPointer>

class QDockWidget;
class QLabel;
class QMenu;
class QToolBar;
class QUndoView;

namespace vedette {

class CampaignActions;
class HelpWindow;
class Document;
class RecentFiles;
class TableView;

// The referee's main window: the table in the centre, panels in docks,
// menus, tool bar and status bar. Features add their docks and actions
// through the accessors below instead of reaching into the layout.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    enum class Menu { File, Edit, View, Table, Rules, SoloGames, Help };

    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens `path`, or when empty the last campaign (or the bundled default).
    void start(const QString &path);

    Document *document() const { return mDocument; }
    TableView *tableView() const { return mTableView; }
    RecentFiles *recentFiles() const { return mRecentFiles; }
    CampaignActions *campaignActions() const { return mCampaignActions; }
    QMenu *menu(Menu which) const;
    QToolBar *mainToolBar() const { return mMainToolBar; }
    // Adds a dock (hidden or shown as saved) with its toggle in the View menu.
    void addPanel(QDockWidget *dock, Qt::DockWidgetArea area);
    // Shows a panel, makes its tab the current one and gives it the focus.
    void bringToFront(QDockWidget *dock);
    // Help > User Guide ("table", "brown", ...) and Help > Keyboard Shortcuts ("shortcuts").
    void showHelp(const QString &page);
    // Permanent status bar text on the right, e.g. the cursor position.
    void setPositionText(const QString &text);

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void createActions();
    void createDocks();
    void arrangePanels();
    void sizePanels();
    void placeOnScreen();
    void updateTitle();
    void showAbout();
    void showPreferences();
    bool readSettings();
    void writeSettings();

    Document *mDocument;
    TableView *mTableView;
    RecentFiles *mRecentFiles;
    QToolBar *mMainToolBar = nullptr;
    QMenu *mFileMenu = nullptr;
    QMenu *mEditMenu = nullptr;
    QMenu *mViewMenu = nullptr;
    QMenu *mPanelsMenu = nullptr;
    QMenu *mTableMenu = nullptr;
    QMenu *mRulesMenu = nullptr;
    QMenu *mSoloMenu = nullptr;
    QMenu *mHelpMenu = nullptr;
    QLabel *mPositionLabel = nullptr;
    QDockWidget *mUndoDock = nullptr;
    bool mSizePanelsOnShow = false;
    QPointer<HelpWindow> mHelp;
    CampaignActions *mCampaignActions = nullptr;
};

} // namespace vedette
