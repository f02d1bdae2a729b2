#include "tablescreencontroller.h"

#include "scene/tablescene.h"
#include "scene/tablescreenframe.h"
#include "scene/tableview.h"
#include "window/calibrationdialog.h"
#include "window/mainwindow.h"
#include "window/screenscale.h"
#include "window/tablescreen.h"

#include <QAction>
#include <QActionGroup>
#include <QGuiApplication>
#include <QMenu>
#include <QScreen>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vedette {

TableScreenController::TableScreenController(MainWindow *window, TableScene *scene)
    : QObject(window)
    , mWindow(window)
    , mScene(scene)
    , mMenu(new QMenu(tr("Table &Screen"), window))
    , mScreensMenu(new QMenu(tr("Scree&n"), mMenu))
    , mViewsMenu(new QMenu(tr("Shown &To"), mMenu))
    , mShow(new QAction(tr("&Show Table Screen"), this))
    , mMirror(new QAction(tr("&Mirror (Rear Projection)"), this))
    , mFollow(new QAction(tr("&Follow the Action"), this))
    , mReach(new QAction(tr("Show the Picked Unit's &Reach"), this))
    , mRotations(new QActionGroup(this))
    , mUnitStyles(new QActionGroup(this))
    , mFrame(new TableScreenFrame(scene))
{
    setObjectName(u"tableScreenController"_s);
    mMenu->setObjectName(u"tableScreenMenu"_s);
    const TableScreen::Settings settings = TableScreen::Settings::load();

    mShow->setObjectName(u"tableScreenAction"_s);
    mShow->setCheckable(true);
    mShow->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    mShow->setStatusTip(tr("The battle at true scale on a second screen, showing the players only what they may see"));
    connect(mShow, &QAction::toggled, this, &TableScreenController::setShown);
    mMenu->addAction(mShow);
    mMenu->addSeparator();

    mScreensMenu->setObjectName(u"tableScreenScreens"_s);
    connect(mScreensMenu, &QMenu::aboutToShow, this, &TableScreenController::rebuildScreens);
    mMenu->addMenu(mScreensMenu);
    rebuildScreens();

    QMenu *rotation = mMenu->addMenu(tr("&Rotation"));
    for (int degrees : {0, 90, 180, 270}) {
        QAction *action = rotation->addAction(tr("%1\u00b0").arg(degrees));
        action->setObjectName(u"tableScreenRotation%1"_s.arg(degrees));
        action->setCheckable(true);
        action->setData(degrees);
        action->setChecked(degrees == settings.rotation);
        mRotations->addAction(action);
    }
    connect(mRotations, &QActionGroup::triggered, this, &TableScreenController::applySettings);

    mMirror->setObjectName(u"tableScreenMirror"_s);
    mMirror->setCheckable(true);
    mMirror->setChecked(settings.mirror);
    connect(mMirror, &QAction::toggled, this, &TableScreenController::applySettings);
    mMenu->addAction(mMirror);

    QMenu *figures = mMenu->addMenu(tr("&Units"));
    const std::pair<render::UnitStyle, QString> styles[] = {
        {render::UnitStyle::Symbols, tr("&Symbols")},
        {render::UnitStyle::Outlines, tr("&Outlines Only (Figures on the Glass)")},
        {render::UnitStyle::Hidden, tr("&Nothing")},
    };
    for (const auto &[style, text] : styles) {
        QAction *action = figures->addAction(text);
        action->setCheckable(true);
        action->setData(int(style));
        action->setObjectName(u"tableScreenUnits%1"_s.arg(int(style)));
        action->setChecked(style == settings.units);
        mUnitStyles->addAction(action);
    }
    connect(mUnitStyles, &QActionGroup::triggered, this, &TableScreenController::applySettings);

    mViewsMenu->setObjectName(u"tableScreenViews"_s);
    connect(mViewsMenu, &QMenu::aboutToShow, this, &TableScreenController::rebuildViews);
    mMenu->addMenu(mViewsMenu);
    rebuildViews();
    for (QAction *action : mViewsMenu->actions())
        action->setChecked(action->data().toString() == settings.view.toString());

    mFollow->setObjectName(u"tableScreenFollow"_s);
    mFollow->setCheckable(true);
    mFollow->setChecked(settings.follow);
    mFollow->setStatusTip(tr("Move what the table screen shows to the charge, the tape or the unit picked"));
    connect(mFollow, &QAction::toggled, this, &TableScreenController::applySettings);
    mMenu->addAction(mFollow);
    mReach->setObjectName(u"tableScreenReach"_s);
    mReach->setCheckable(true);
    mReach->setChecked(settings.reach);
    connect(mReach, &QAction::toggled, this, &TableScreenController::applySettings);
    mMenu->addAction(mReach);
    mMenu->addSeparator();
    QAction *calibrate = mMenu->addAction(tr("&Calibrate\u2026"), this, &TableScreenController::calibrate);
    calibrate->setObjectName(u"tableScreenCalibrate"_s);
    calibrate->setStatusTip(tr("Measure a bar on the table screen so that an inch there is an inch of table"));

    connect(mFrame, &TableScreenFrame::moveRequested, this, [this](const QPointF &centre) {
        if (mScreen)
            mScreen->setCentre(centre);
    });
}

TableScreenController::~TableScreenController()
{
    delete mScreen;
}

TableScreen *TableScreenController::tableScreen() const
{
    return mScreen;
}

void TableScreenController::rebuildScreens()
{
    const QString chosen = TableScreen::Settings::load().screenName;
    mScreensMenu->clear();
    auto *group = new QActionGroup(mScreensMenu);
    const QScreen *current = mScreen ? mScreen->screen() : TableScreen::chooseScreen(chosen, mWindow);
    const QList<QScreen *> screens = QGuiApplication::screens();
    const QStringList labels = screenLabels(screens, mWindow ? mWindow->screen() : nullptr);
    for (qsizetype i = 0; i < screens.size(); ++i) {
        QScreen *screen = screens[i];
        QAction *action = mScreensMenu->addAction(labels[i]);
        action->setCheckable(true);
        action->setChecked(screen == current);
        action->setData(ScreenScale::screenKey(screen));
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, name = ScreenScale::screenKey(screen)] {
            TableScreen::Settings settings = TableScreen::Settings::load();
            settings.screenName = name;
            settings.save();
            if (mScreen && mScreen->isVisible())
                mScreen->showOn(TableScreen::chooseScreen(name, mWindow));
        });
    }
}

QStringList TableScreenController::screenLabels(const QList<QScreen *> &screens, const QScreen *referee)
{
    // X screens without RandR are all called "screen": a number and a size
    // first, then whatever else tells them apart.
    QStringList labels;
    for (qsizetype i = 0; i < screens.size(); ++i) {
        const QScreen *screen = screens[i];
        QStringList details;
        const QString name = screen->name();
        const bool shared = std::count_if(screens.cbegin(), screens.cend(),
                                          [&name](const QScreen *other) { return other->name() == name; })
            > 1;
        if (!name.isEmpty() && !shared)
            details.append(name);
        const QString model = QStringList{screen->manufacturer(), screen->model()}.join(u' ').simplified();
        if (!model.isEmpty())
            details.append(model);
        const QSizeF mm = screen->physicalSize();
        if (mm.width() > 0 && mm.height() > 0)
            details.append(tr("%1 \u00d7 %2 mm").arg(mm.width(), 0, 'f', 0).arg(mm.height(), 0, 'f', 0));
        if (screen == referee)
            details.append(tr("this window's screen"));
        QString label = tr("Screen %1: %2 \u00d7 %3").arg(i + 1).arg(screen->geometry().width()).arg(screen->geometry().height());
        if (!details.isEmpty())
            label = tr("%1 (%2)").arg(label, details.join(u", "_s));
        labels.append(label);
    }
    return labels;
}

void TableScreenController::rebuildViews()
{
    const QString chosen = mScreen ? mScreen->settings().view.toString() : TableScreen::Settings::load().view.toString();
    mViewsMenu->clear();
    auto *group = new QActionGroup(mViewsMenu);
    const auto add = [&](const QString &text, const QString &view) {
        QAction *action = mViewsMenu->addAction(text);
        action->setCheckable(true);
        action->setData(view);
        action->setChecked(view == chosen);
        group->addAction(action);
        connect(action, &QAction::triggered, this, &TableScreenController::applySettings);
    };
    add(tr("&All Players"), u"players"_s);
    for (const table::Side &side : mScene->scenario().sides())
        add(tr("%1 Only").arg(side.name), u"side:"_s + side.id);
}

void TableScreenController::applySettings()
{
    TableScreen::Settings settings = TableScreen::Settings::load();
    if (QAction *rotation = mRotations->checkedAction())
        settings.rotation = rotation->data().toInt();
    settings.mirror = mMirror->isChecked();
    if (QAction *style = mUnitStyles->checkedAction())
        settings.units = render::UnitStyle(style->data().toInt());
    for (QAction *action : mViewsMenu->actions()) {
        if (action->isChecked()) {
            if (const auto view = render::PlayerView::parse(action->data().toString()))
                settings.view = *view;
        }
    }
    settings.follow = mFollow->isChecked();
    settings.reach = mReach->isChecked();
    settings.save();
    if (mScreen)
        mScreen->setSettings(settings);
}

void TableScreenController::setShown(bool shown)
{
    if (mShow->isChecked() != shown) {
        mShow->setChecked(shown); // comes back here
        return;
    }
    if (!shown) {
        if (mScreen)
            mScreen->hide();
        syncFrame();
        return;
    }
    if (!mScreen) {
        mScreen = new TableScreen(mScene);
        mScreen->setAttribute(Qt::WA_DeleteOnClose, false);
        connect(mScreen, &TableScreen::visibleAreaChanged, this, &TableScreenController::syncFrame);
        // Escape on the table screen closes it: the menu follows.
        connect(mScreen, &TableScreen::closed, this, [this] {
            const QSignalBlocker block(mShow);
            mShow->setChecked(false);
            mFrame->setArea({}, false); // still visible while it closes
        });
    }
    TableScreen::Settings settings = TableScreen::Settings::load();
    mScreen->setSettings(settings);
    mScreen->showOn(TableScreen::chooseScreen(settings.screenName, mWindow));
    syncFrame();
}

void TableScreenController::syncFrame()
{
    const bool open = mScreen && mScreen->isVisible();
    mFrame->setArea(open ? mScreen->visibleArea() : QPolygonF(), open && !mScreen->showsWholeTable());
}

void TableScreenController::calibrate()
{
    if (!mScreen || !mScreen->isVisible())
        setShown(true);
    CalibrationDialog dialog(mScreen, mWindow);
    dialog.exec();
    syncFrame();
}

} // namespace vedette
