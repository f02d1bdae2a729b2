#include "mainwindow.h"

#include "document/campaign.h"
#include "panels/campaignbanner.h"
#include "document/diceservice.h"
#include "document/document.h"
#include "panels/campaignactions.h"
#include "panels/keypaddialog.h"
#include "panels/aboutdialog.h"
#include "panels/preferencesdialog.h"
#include "scene/tableview.h"
#include "features/installfeatures.h"
#include "window/helpwindow.h"
#include "window/panelfit.h"
#include "window/recentfiles.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QShowEvent>
#include <QTimer>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vedette {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , mDocument(new Document(this))
    , mTableView(new TableView(this))
    , mRecentFiles(new RecentFiles(this))
{
    setObjectName(u"MainWindow"_s);
    // Physical dice are asked for with the keypad (the document has no widgets).
    KeypadDialog::installAsDefaultAsker();
    // The table, under a banner that says when the battle is followed or
    // the club server is away (hidden otherwise).
    auto *centre = new QWidget(this);
    centre->setObjectName(u"tableArea"_s);
    auto *centreLayout = new QVBoxLayout(centre);
    centreLayout->setContentsMargins(0, 0, 0, 0);
    centreLayout->setSpacing(0);
    centreLayout->addWidget(new CampaignBanner(mDocument->campaign(), centre));
    centreLayout->addWidget(mTableView, 1);
    setCentralWidget(centre);
    setDockNestingEnabled(true);
    // Side panels run the full height; the log sits under the table only.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    setDocumentMode(true);
    // Tabs of tabbed panels run down the outer edge: six panel titles fit in
    // full along the height of the window (across a 320 px dock they were cut
    // to "Insp…", "Ch…").
    setTabPosition(Qt::RightDockWidgetArea, QTabWidget::East);
    setTabPosition(Qt::LeftDockWidgetArea, QTabWidget::West);

    PanelFit::narrowCombosInPanels();
    createActions();
    createDocks();
    mCampaignActions = new CampaignActions(this);
    installFeatures(this);
    arrangePanels();

    mPositionLabel = new QLabel(this);
    mPositionLabel->setObjectName(u"positionLabel"_s);
    mPositionLabel->setMinimumWidth(fontMetrics().horizontalAdvance(u"X: 000.0 cm  Y: 000.0 cm  (00,000 p, 00,000 p)"_s));
    mPositionLabel->setToolTip(tr("Cursor position on the table"));
    statusBar()->addPermanentWidget(mPositionLabel);
    statusBar()->showMessage(tr("Ready"), 3000);

    connect(mDocument, &Document::filePathChanged, this, &MainWindow::updateTitle);
    connect(mDocument->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    for (auto signal : {&Campaign::opened, &Campaign::closed, &Campaign::contentsChanged})
        connect(mDocument->campaign(), signal, this, &MainWindow::updateTitle);
    connect(mDocument->campaign(), &Campaign::currentBattleChanged, this, &MainWindow::updateTitle);
    connect(mDocument->campaign(), &Campaign::battleFollowedChanged, this, &MainWindow::updateTitle);
    updateTitle();
    // A first start fills most of the screen, whatever its size; later starts
    // come back as the referee left them, where that still fits the screen.
    placeOnScreen();
    mSizePanelsOnShow = !readSettings();
}

void MainWindow::placeOnScreen()
{
    const QRect available = screen()->availableGeometry();
    resize(std::min(1600, available.width() * 92 / 100), std::min(1000, available.height() * 92 / 100));
    // At the top left of the screen's free area, where its menus are found
    // at once (with no window manager nothing else would place it).
    move(available.topLeft());
}

void MainWindow::arrangePanels()
{
    // Right: one tab group (inspector first, then history and the rule
    // panels). Left: the campaign above the dice tray. Bottom: the log under
    // the table. So every panel has room and nothing is pushed off screen.
    QList<QDockWidget *> tabbed;
    QDockWidget *tray = nullptr;
    QDockWidget *left = nullptr;
    for (QDockWidget *dock : findChildren<QDockWidget *>(QString(), Qt::FindDirectChildrenOnly)) {
        const Qt::DockWidgetArea area = dockWidgetArea(dock);
        if (dock->objectName() == u"diceTrayDock"_s)
            tray = dock;
        else if (area == Qt::LeftDockWidgetArea && !left)
            left = dock;
        else if (area == Qt::RightDockWidgetArea && dock->objectName() == u"inspectorDock"_s)
            tabbed.prepend(dock);
        else if (area == Qt::RightDockWidgetArea)
            tabbed.append(dock);
    }
    if (tray && left)
        splitDockWidget(left, tray, Qt::Vertical);
    for (qsizetype i = 1; i < tabbed.size(); ++i)
        tabifyDockWidget(tabbed.constFirst(), tabbed[i]);
    if (!tabbed.isEmpty())
        tabbed.constFirst()->raise();
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (mSizePanelsOnShow) {
        // Panel sizes only take once the window is laid out at its real size.
        mSizePanelsOnShow = false;
        QTimer::singleShot(0, this, &MainWindow::sizePanels);
    }
}

void MainWindow::sizePanels()
{
    QList<QDockWidget *> widths;
    QList<int> sizes;
    QList<QDockWidget *> heights;
    QList<int> heightSizes;
    for (QDockWidget *dock : findChildren<QDockWidget *>(QString(), Qt::FindDirectChildrenOnly)) {
        if (dock->isHidden() || dock->isFloating())
            continue;
        switch (dockWidgetArea(dock)) {
        case Qt::LeftDockWidgetArea:
            if (dock->objectName() == u"diceTrayDock"_s) {
                heights.append(dock);
                heightSizes.append(height() / 2);
            } else {
                widths.append(dock);
                sizes.append(300);
            }
            break;
        case Qt::RightDockWidgetArea:
            widths.append(dock);
            sizes.append(320);
            break;
        case Qt::BottomDockWidgetArea:
            // A fifth of the window, and room for a handful of log lines
            // under its filters (at 1280x800 a fifth showed one, issue 40).
            heights.append(dock);
            heightSizes.append(std::max(height() / 5, 14 * fontMetrics().lineSpacing()));
            break;
        default:
            break;
        }
    }
    resizeDocks(widths, sizes, Qt::Horizontal);
    resizeDocks(heights, heightSizes, Qt::Vertical);
}

MainWindow::~MainWindow() = default;

void MainWindow::start(const QString &path)
{
    mCampaignActions->start(path);
    updateTitle();
}

QMenu *MainWindow::menu(Menu which) const
{
    switch (which) {
    case Menu::File:
        return mFileMenu;
    case Menu::Edit:
        return mEditMenu;
    case Menu::View:
        return mViewMenu;
    case Menu::Table:
        return mTableMenu;
    case Menu::Rules:
        return mRulesMenu;
    case Menu::SoloGames:
        return mSoloMenu;
    case Menu::Help:
        return mHelpMenu;
    }
    return nullptr;
}

void MainWindow::createActions()
{
    mMainToolBar = addToolBar(tr("Main Tool Bar"));
    mMainToolBar->setObjectName(u"mainToolBar"_s);
    mMainToolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);

    mFileMenu = menuBar()->addMenu(tr("&File"));
    mFileMenu->setObjectName(u"fileMenu"_s);
    QAction *quit = mFileMenu->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    quit->setStatusTip(tr("Close Vedette (everything is already saved)"));

    mEditMenu = menuBar()->addMenu(tr("&Edit"));
    mEditMenu->setObjectName(u"editMenu"_s);
    QAction *undo = mDocument->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setIcon(QIcon::fromTheme(u"edit-undo"_s));
    QAction *redo = mDocument->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setIcon(QIcon::fromTheme(u"edit-redo"_s));
    mEditMenu->addAction(undo);
    mEditMenu->addAction(redo);
    mEditMenu->addSeparator();
    QAction *prefs = mEditMenu->addAction(tr("&Preferences…"), this, &MainWindow::showPreferences);
    prefs->setShortcut(QKeySequence::Preferences);
    prefs->setMenuRole(QAction::PreferencesRole);
    mMainToolBar->addAction(undo);
    mMainToolBar->addAction(redo);
    mMainToolBar->addSeparator();

    mViewMenu = menuBar()->addMenu(tr("&View"));
    mViewMenu->setObjectName(u"viewMenu"_s);
    mPanelsMenu = mViewMenu->addMenu(tr("&Panels"));
    QAction *toolbarToggle = mMainToolBar->toggleViewAction();
    toolbarToggle->setText(tr("Main &Tool Bar"));
    mViewMenu->addAction(toolbarToggle);
    QAction *fullScreen = mViewMenu->addAction(tr("&Full Screen"));
    fullScreen->setObjectName(u"fullScreenAction"_s);
    fullScreen->setCheckable(true);
    // The platform's full-screen keys, and F11 wherever it has none: a plain
    // X11 desktop binds nothing to QKeySequence::FullScreen, so F11 did
    // nothing and the shortcut list left it out (issue 40).
    QList<QKeySequence> fullScreenKeys = QKeySequence::keyBindings(QKeySequence::FullScreen);
    if (!fullScreenKeys.contains(QKeySequence(Qt::Key_F11)))
        fullScreenKeys.append(QKeySequence(Qt::Key_F11));
    fullScreen->setShortcuts(fullScreenKeys);
    connect(fullScreen, &QAction::toggled, this, [this](bool on) {
        setWindowState(on ? (windowState() | Qt::WindowFullScreen) : (windowState() & ~Qt::WindowFullScreen));
    });
    mViewMenu->addSeparator();

    mTableMenu = menuBar()->addMenu(tr("&Table"));
    mTableMenu->setObjectName(u"tableMenu"_s);
    mRulesMenu = menuBar()->addMenu(tr("&Rules"));
    mRulesMenu->setObjectName(u"rulesMenu"_s);
    mSoloMenu = menuBar()->addMenu(tr("&Solo Games"));
    mSoloMenu->setObjectName(u"soloMenu"_s);

    mHelpMenu = menuBar()->addMenu(tr("&Help"));
    mHelpMenu->setObjectName(u"helpMenu"_s);
    QAction *guide = mHelpMenu->addAction(tr("&User Guide"), this, [this] { showHelp(u"table"_s); });
    guide->setObjectName(u"userGuideAction"_s);
    guide->setShortcut(QKeySequence::HelpContents);
    guide->setStatusTip(tr("How to use Vedette, with a page for each rule system"));
    QAction *shortcuts = mHelpMenu->addAction(tr("&Keyboard Shortcuts"), this, [this] { showHelp(u"shortcuts"_s); });
    shortcuts->setObjectName(u"shortcutsAction"_s);
    shortcuts->setStatusTip(tr("Every keyboard shortcut of the menus and panels"));
    mHelpMenu->addSeparator();
    QAction *about = mHelpMenu->addAction(tr("&About Vedette"), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);
    QAction *aboutQt = mHelpMenu->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::createDocks()
{
    mUndoDock = new QDockWidget(tr("History"), this);
    mUndoDock->setObjectName(u"historyDock"_s);
    auto *undoView = new QUndoView(mDocument->undoStack(), mUndoDock);
    // The first line of the history: the table as it was opened (a raw
    // "<opened>" read as a placeholder, issue 40).
    undoView->setEmptyLabel(tr("As opened"));
    undoView->setToolTip(tr("Every change to the table; click an entry to go back to it"));
    mUndoDock->setWidget(undoView);
    addPanel(mUndoDock, Qt::RightDockWidgetArea);
}

void MainWindow::addPanel(QDockWidget *dock, Qt::DockWidgetArea area)
{
    PanelFit::install(dock);
    addDockWidget(area, dock);
    QAction *toggle = dock->toggleViewAction();
    mPanelsMenu->addAction(toggle);
    // A panel picked from a menu comes to the front: shown, its tab made
    // current and focused. A panel that is open but behind another tab is
    // brought forward rather than closed (the plain toggle would close it).
    disconnect(toggle, &QAction::triggered, dock, nullptr);
    connect(toggle, &QAction::triggered, this, [this, dock, toggle](bool checked) {
        const bool open = !dock->isHidden();
        const bool inFront = open && dock->isVisible() && !dock->visibleRegion().isEmpty();
        if (open && !inFront) {
            toggle->setChecked(true);
            bringToFront(dock);
        } else if (checked) {
            dock->show();
            bringToFront(dock);
        } else {
            dock->close();
        }
    });
}

void MainWindow::bringToFront(QDockWidget *dock)
{
    dock->show();
    dock->raise();
    // raise() makes a tabbed dock's tab current; the focus goes into it so
    // its first field or button takes the keyboard at once.
    QWidget *content = dock->widget();
    if (auto *scroll = qobject_cast<QScrollArea *>(content))
        content = scroll->widget();
    if (content)
        content->setFocus(Qt::OtherFocusReason);
    if (dock->isFloating())
        dock->activateWindow();
}

void MainWindow::setPositionText(const QString &text)
{
    mPositionLabel->setText(text);
}

void MainWindow::updateTitle()
{
    // Everything is saved as it happens, so the title never shows "modified".
    QString title = mDocument->displayName();
    const Campaign *campaign = mDocument->campaign();
    if (const QString battle = campaign->currentBattleName(); !battle.isEmpty())
        title = tr("%1 – %2").arg(title, battle);
    // A club's campaign says so (a file's path is the window's file path).
    if (campaign->isOnServer())
        title = tr("%1 (%2)").arg(title, campaign->whereShown());
    if (campaign->isReadOnly())
        title += u' ' + tr("(read-only)");
    else if (campaign->isBattleReadOnly())
        title += u' ' + tr("(followed: played by %1)").arg(campaign->followedBy());
    setWindowTitle(title);
    setWindowFilePath(mDocument->filePath());
}

void MainWindow::showHelp(const QString &page)
{
    if (!mHelp)
        mHelp = new HelpWindow(this, this);
    mHelp->showPage(page);
    mHelp->show();
    mHelp->raise();
    mHelp->activateWindow();
}

void MainWindow::showAbout()
{
    AboutDialog dialog(this);
    dialog.exec();
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(mDocument->dice(), this);
    dialog.exec();
}

bool MainWindow::readSettings()
{
    QSettings settings;
    bool geometry = restoreGeometry(settings.value(u"mainWindow/geometry"_s).toByteArray());
    if (geometry && !screen()->availableGeometry().contains(frameGeometry())) {
        // Saved on a larger screen (or with a larger font): start afresh.
        placeOnScreen();
        geometry = false;
    }
    const bool state = restoreState(settings.value(u"mainWindow/state"_s).toByteArray());
    return geometry && state;
}

void MainWindow::writeSettings()
{
    QSettings settings;
    settings.setValue(u"mainWindow/geometry"_s, saveGeometry());
    settings.setValue(u"mainWindow/state"_s, saveState());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    writeSettings();
    event->accept();
}

} // namespace vedette
