#include "tablescreen.h"

#include "scene/tablescene.h"
#include "window/screenscale.h"

#include <QDataStream>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QPainter>
#include <QScreen>
#include <QSettings>
#include <QWindow>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

QString unitStyleId(render::UnitStyle style)
{
    switch (style) {
    case render::UnitStyle::Symbols:
        return u"symbols"_s;
    case render::UnitStyle::Outlines:
        return u"outlines"_s;
    case render::UnitStyle::Hidden:
        return u"hidden"_s;
    }
    return u"symbols"_s;
}

render::UnitStyle unitStyleFromId(const QString &id)
{
    if (id == u"outlines"_s)
        return render::UnitStyle::Outlines;
    if (id == u"hidden"_s)
        return render::UnitStyle::Hidden;
    return render::UnitStyle::Symbols;
}

int normalRotation(int degrees)
{
    const int r = ((degrees % 360) + 360) % 360;
    return r - r % 90;
}

} // namespace

TableScreen::Settings TableScreen::Settings::load()
{
    QSettings settings;
    settings.beginGroup(u"tableScreen"_s);
    Settings s;
    s.screenName = settings.value(u"screen"_s).toString();
    s.rotation = normalRotation(settings.value(u"rotation"_s, 0).toInt());
    s.mirror = settings.value(u"mirror"_s, false).toBool();
    s.units = unitStyleFromId(settings.value(u"units"_s).toString());
    // A table screen is never the referee's view.
    const auto view = render::PlayerView::parse(settings.value(u"view"_s, u"players"_s).toString());
    s.view = view && !view->isReferee() ? *view : render::PlayerView::players();
    s.follow = settings.value(u"follow"_s, false).toBool();
    s.reach = settings.value(u"reach"_s, false).toBool();
    return s;
}

void TableScreen::Settings::save() const
{
    QSettings settings;
    settings.beginGroup(u"tableScreen"_s);
    settings.setValue(u"screen"_s, screenName);
    settings.setValue(u"rotation"_s, rotation);
    settings.setValue(u"mirror"_s, mirror);
    settings.setValue(u"units"_s, unitStyleId(units));
    settings.setValue(u"view"_s, view.toString());
    settings.setValue(u"follow"_s, follow);
    settings.setValue(u"reach"_s, reach);
}

TableScreen::TableScreen(TableScene *scene, QWidget *parent)
    : QWidget(parent, Qt::Window | Qt::FramelessWindowHint)
    , mScene(scene)
{
    setObjectName(u"tableScreen"_s);
    // Qt adds the program's name ("Table Screen — Vedette"): the title
    // named it twice (issue 40).
    setWindowTitle(tr("Table Screen"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::BlankCursor);
    if (scene) {
        mCentre = scene->tableRect().center();
        connect(scene, &TableScene::scenarioChanged, this, [this](const table::ScenarioChange &change) {
            // Another battle: its table may be another size, so the
            // players see its middle until the referee moves the frame.
            if (change.kind == table::ScenarioChange::Kind::Reset && mScene)
                setCentre(mScene->tableRect().center());
            refresh();
        });
        connect(scene, &TableScene::selectedUnitChanged, this, &TableScreen::refresh);
        connect(scene, &QObject::destroyed, this, &QWidget::close);
    }
    mPoll.setInterval(150);
    connect(&mPoll, &QTimer::timeout, this, [this] {
        // Only the overlays: a model change repaints at once.
        if (!mScene)
            return;
        const render::TablePicture now = mScene->picture();
        QByteArray signature;
        QDataStream out(&signature, QIODevice::WriteOnly);
        for (const auto &charge : now.charges)
            out << charge.attackerId << charge.targetId << charge.refused;
        if (now.tape)
            out << now.tape->line << now.tape->caption << now.tape->note << now.tape->warning;
        for (const auto &zone : now.zones)
            out << zone.rect << zone.sideName;
        if (now.reach)
            out << now.reach->unitId;
        if (signature != mLastOverlay) {
            mLastOverlay = signature;
            refresh();
        }
    });
    mPoll.start();
}

TableScreen::~TableScreen() = default;

void TableScreen::setSettings(const Settings &settings)
{
    mSettings = settings;
    mSettings.rotation = normalRotation(settings.rotation);
    if (mSettings.view.isReferee())
        mSettings.view = render::PlayerView::players();
    setCentre(mCentre);
    update();
    emit visibleAreaChanged();
}

QScreen *TableScreen::chooseScreen(const QString &name, const QWidget *besides)
{
    const QList<QScreen *> screens = QGuiApplication::screens();
    // By name and resolution first: X screens without RandR share one name.
    for (QScreen *screen : screens)
        if (!name.isEmpty() && ScreenScale::screenKey(screen) == name)
            return screen;
    for (QScreen *screen : screens)
        if (!name.isEmpty() && screen->name() == name)
            return screen;
    const QScreen *referee = besides ? besides->screen() : QGuiApplication::primaryScreen();
    for (QScreen *screen : screens)
        if (screen != referee)
            return screen;
    return screens.isEmpty() ? nullptr : screens.first();
}

void TableScreen::showOn(QScreen *target)
{
    if (!target)
        return;
    // Shown first on the screen, then full screen there: a window manager
    // puts a full-screen window on the screen it is on.
    if (windowHandle())
        windowHandle()->setScreen(target);
    else
        setScreen(target);
    setGeometry(target->geometry());
    showFullScreen();
    setGeometry(target->geometry());
    setCentre(mCentre);
    emit visibleAreaChanged();
}

double TableScreen::pixelsPerMm() const
{
    return ScreenScale::pixelsPerMm(screen());
}

QSizeF TableScreen::visibleSizeMm() const
{
    const double scale = pixelsPerMm();
    const QSizeF pixels = size();
    const bool across = mSettings.rotation == 90 || mSettings.rotation == 270;
    return across ? QSizeF(pixels.height() / scale, pixels.width() / scale)
                  : QSizeF(pixels.width() / scale, pixels.height() / scale);
}

QTransform TableScreen::tableToScreen() const
{
    const double scale = pixelsPerMm();
    QTransform t;
    t.translate(width() / 2.0, height() / 2.0);
    if (mSettings.mirror)
        t.scale(-1.0, 1.0);
    t.rotate(mSettings.rotation);
    t.scale(scale, scale);
    t.translate(-mCentre.x(), -mCentre.y());
    return t;
}

QPolygonF TableScreen::visibleArea() const
{
    return tableToScreen().inverted().map(QPolygonF(QRectF(rect())));
}

bool TableScreen::showsWholeTable() const
{
    if (!mScene)
        return true;
    const QRectF table = mScene->tableRect();
    const QSizeF shown = visibleSizeMm();
    return shown.width() >= table.width() - 0.5 && shown.height() >= table.height() - 0.5;
}

QPointF TableScreen::clampCentre(QPointF tablePos) const
{
    if (!mScene)
        return tablePos;
    const QRectF table = mScene->tableRect();
    const QSizeF shown = visibleSizeMm();
    const auto axis = [](double want, double low, double high, double span) {
        if (span >= high - low)
            return (low + high) / 2.0; // the whole side fits: keep it in the middle
        return std::clamp(want, low + span / 2.0, high - span / 2.0);
    };
    return {axis(tablePos.x(), table.left(), table.right(), shown.width()),
            axis(tablePos.y(), table.top(), table.bottom(), shown.height())};
}

void TableScreen::setCentre(QPointF tablePos)
{
    const QPointF next = clampCentre(tablePos);
    if (next == mCentre)
        return;
    mCentre = next;
    update();
    emit visibleAreaChanged();
}

render::TablePicture TableScreen::picture() const
{
    if (!mScene)
        return {};
    render::TablePicture referee = mScene->picture();
    if (!mSettings.reach)
        referee.reach.reset();
    referee.units = mSettings.units;
    return mSettings.view.filter(referee);
}

void TableScreen::setCalibrationBar(bool shown)
{
    mCalibrationBar = shown;
    update();
}

std::optional<QPointF> TableScreen::actionPoint() const
{
    if (!mScene)
        return std::nullopt;
    const render::TablePicture shown = picture();
    for (const render::TablePicture::Charge &charge : shown.charges) {
        const table::Unit *a = shown.scenario.unit(charge.attackerId);
        const table::Unit *t = shown.scenario.unit(charge.targetId);
        if (a && t)
            return (a->position() + t->position()) / 2.0;
    }
    if (shown.tape)
        return shown.tape->line.center();
    if (const table::Unit *unit = shown.scenario.unit(mScene->selectedUnitId()))
        return unit->position();
    return std::nullopt;
}

void TableScreen::followAction()
{
    const std::optional<QPointF> point = actionPoint();
    if (!point || showsWholeTable())
        return;
    // Only when it leaves the middle three-fifths: the picture must not
    // swim under the figures at every small step.
    const QPointF onScreen = tableToScreen().map(*point);
    const QRectF middle = QRectF(rect()).marginsRemoved(QMarginsF(width() * 0.2, height() * 0.2, width() * 0.2,
                                                                  height() * 0.2));
    if (!middle.contains(onScreen))
        setCentre(*point);
}

void TableScreen::refresh()
{
    if (mSettings.follow)
        followAction();
    update();
}

void TableScreen::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), Qt::black);
    if (!mScene)
        return;
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    painter.setWorldTransform(tableToScreen());
    render::TableRenderer::Options options;
    options.vector = false;
    // Marks (labels, pieces) a readable size on the glass: never smaller
    // than a pixel of the screen.
    options.marks = render::MarkScale::table(std::max(render::MarkScale::printedMm, 1.0 / pixelsPerMm()));
    mRenderer.draw(&painter, picture(), visibleArea().boundingRect(), options);

    if (mCalibrationBar) {
        painter.resetTransform();
        const double length = ScreenScale::calibrationBarMm * pixelsPerMm();
        const QPointF middle = QRectF(rect()).center();
        const QRectF bar(middle.x() - length / 2.0, middle.y() - 12.0, length, 24.0);
        painter.fillRect(bar.adjusted(-40, -60, 40, 60), QColor(0xf4, 0xec, 0xd6));
        painter.fillRect(bar, Qt::black);
        for (int cm = 0; cm <= 20; ++cm) {
            const double x = bar.left() + length * cm / 20.0;
            painter.setPen(QPen(Qt::black, 2));
            painter.drawLine(QPointF(x, bar.top() - (cm % 5 == 0 ? 20 : 10)), QPointF(x, bar.top()));
        }
        QFont font = painter.font();
        font.setPixelSize(22);
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(Qt::black);
        painter.drawText(QRectF(bar.left() - 40, bar.bottom() + 6, length + 80, 40), Qt::AlignCenter,
                         tr("This bar should be %1 mm long: measure it").arg(ScreenScale::calibrationBarMm, 0, 'f', 0));
    }
}

void TableScreen::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    setCentre(mCentre);
    emit visibleAreaChanged();
}

void TableScreen::closeEvent(QCloseEvent *event)
{
    QWidget::closeEvent(event);
    emit closed();
}

void TableScreen::keyPressEvent(QKeyEvent *event)
{
    // The players' screen has no menus: Escape hides it, the referee's
    // window brings it back.
    if (event->key() == Qt::Key_Escape) {
        close();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace vedette
