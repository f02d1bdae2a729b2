#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QActionGroup;
class QMenu;

namespace vedette {

class MainWindow;
class TableScene;
class TableScreen;
class TableScreenFrame;

// View > Table Screen: opens the table screen on the screen the referee
// picks, keeps its settings (screen, rotation, mirror, what it shows, for
// whom) and shows its frame on the referee's table when the screen shows a
// part of the table.
class TableScreenController : public QObject
{
    Q_OBJECT

public:
    TableScreenController(MainWindow *window, TableScene *scene);
    ~TableScreenController() override;

    QMenu *menu() const { return mMenu; }
    QAction *showAction() const { return mShow; }
    TableScreen *tableScreen() const;
    TableScreenFrame *frame() const { return mFrame; }

    void setShown(bool shown);
    void calibrate();

private:
    void rebuildScreens();
    void rebuildViews();
    void applySettings();
    void syncFrame();

    QPointer<MainWindow> mWindow;
    TableScene *mScene;
    QMenu *mMenu;
    QMenu *mScreensMenu;
    QMenu *mViewsMenu;
    QAction *mShow;
    QAction *mMirror;
    QAction *mFollow;
    QAction *mReach;
    QActionGroup *mRotations;
    QActionGroup *mUnitStyles;
    QPointer<TableScreen> mScreen;
    TableScreenFrame *mFrame;
};

} // namespace vedette
