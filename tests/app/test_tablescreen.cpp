// The table screen on a second screen of a known size: its scale in pixels
// per millimetre, rotation and mirror, the frame the referee drags on his
// table, following the action, and the calibration that corrects the scale.
// The offscreen platform is given two screens (the referee's and the
// table's); it reports a screen's physical size at 100 dots per inch.
#include "test_bundledscenario.h"
#include "document/document.h"
#include "panels/inspectorpanel.h"
#include "scene/chargelineitem.h"
#include "scene/tablescene.h"
#include "scene/tablescreenframe.h"
#include "scene/tableview.h"
#include "table/scenariojson.h"
#include "window/calibrationdialog.h"
#include "window/mainwindow.h"
#include "window/screenscale.h"
#include "window/tablescreen.h"
#include "window/tablescreencontroller.h"

#include <QAction>
#include <QCheckBox>
#include <QApplication>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

constexpr int kTableWidthPx = 1920;
constexpr int kTableHeightPx = 1080;
// 100 dots per inch: 1920 px are 487.68 mm.
constexpr double kReportedPxPerMm = 100.0 / 25.4;

QScreen *tableScreen()
{
    for (QScreen *screen : QGuiApplication::screens())
        if (screen->name() == u"Table"_s)
            return screen;
    return nullptr;
}

bool near(double a, double b, double tolerance = 1e-6)
{
    return std::abs(a - b) <= tolerance;
}

bool near(QPointF a, QPointF b, double tolerance = 0.01)
{
    return QLineF(a, b).length() <= tolerance;
}

bool near(QSizeF a, QSizeF b, double tolerance = 0.01)
{
    return near(a.width(), b.width(), tolerance) && near(a.height(), b.height(), tolerance);
}

table::Scenario balaclava()
{
    return test::bundledScenario(u"balaclava-1854.json"_s);
}

} // namespace

class TestTableScreen : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        QSettings().remove(u"tableScreen"_s);
    }

    void theSecondScreenIsKnown()
    {
        QCOMPARE(QGuiApplication::screens().size(), 2);
        QScreen *screen = tableScreen();
        QVERIFY(screen);
        QCOMPARE(screen->geometry(), QRect(1600, 0, kTableWidthPx, kTableHeightPx));
        QVERIFY(near(screen->physicalSize().width(), 487.68, 0.01));
        QVERIFY(near(ScreenScale::reportedPixelsPerMm(screen), kReportedPxPerMm));
        QCOMPARE(ScreenScale::screenKey(screen), u"Table 1920x1080"_s);
    }

    void trueScaleRotationAndMirror()
    {
        Document document;
        document.scenario() = balaclava();
        TableScene scene(&document);
        TableScreen screen(&scene);
        screen.showOn(TableScreen::chooseScreen(u"Table"_s, nullptr));
        QVERIFY(QTest::qWaitForWindowExposed(&screen));
        QCOMPARE(screen.screen()->name(), u"Table"_s);
        QCOMPARE(screen.size(), QSize(kTableWidthPx, kTableHeightPx));
        QVERIFY(near(screen.pixelsPerMm(), kReportedPxPerMm));

        // 487.7 x 274.3 mm of a 1828.8 x 1219.2 mm table: a part of it,
        // centred where the frame is (the table's middle at first).
        QVERIFY(!screen.showsWholeTable());
        const QPointF middle = document.scenario().tableRect().center();
        QVERIFY(near(screen.centre(), middle));
        const QTransform t = screen.tableToScreen();
        QVERIFY(near(t.map(middle), QPointF(960, 540)));
        // 100 mm of table are 393.7 pixels of this screen, across and down.
        QVERIFY(near(t.map(middle + QPointF(100, 0)), QPointF(960 + 100 * kReportedPxPerMm, 540)));
        QVERIFY(near(t.map(middle + QPointF(0, 100)), QPointF(960, 540 + 100 * kReportedPxPerMm)));
        QVERIFY(near(screen.visibleArea().boundingRect().size(),
                     QSizeF(kTableWidthPx / kReportedPxPerMm, kTableHeightPx / kReportedPxPerMm)));

        // Turned a quarter clockwise: the table's right runs down the screen.
        TableScreen::Settings settings = screen.settings();
        settings.rotation = 90;
        screen.setSettings(settings);
        const QTransform turned = screen.tableToScreen();
        QVERIFY(near(turned.map(middle + QPointF(100, 0)), QPointF(960, 540 + 100 * kReportedPxPerMm)));
        QVERIFY(near(turned.map(middle + QPointF(0, 100)), QPointF(960 - 100 * kReportedPxPerMm, 540)));
        QVERIFY(near(screen.visibleArea().boundingRect().size(),
                     QSizeF(kTableHeightPx / kReportedPxPerMm, kTableWidthPx / kReportedPxPerMm)));
        // Upside down and mirrored (rear projection): right stays right.
        settings.rotation = 180;
        settings.mirror = true;
        screen.setSettings(settings);
        QVERIFY(near(screen.tableToScreen().map(middle + QPointF(100, 0)), QPointF(960 + 100 * kReportedPxPerMm, 540)));
        QVERIFY(near(screen.tableToScreen().map(middle + QPointF(0, 100)), QPointF(960, 540 - 100 * kReportedPxPerMm)));

        // The picture is drawn: the cloth at the middle, not black.
        const QImage shot = screen.grab().toImage();
        QCOMPARE(shot.size(), QSize(kTableWidthPx, kTableHeightPx));
        QVERIFY(shot.pixelColor(960, 540) != QColor(Qt::black));

        // It never goes past the table's edge: centred at the corner, the
        // screen still shows table right to its edges.
        settings.rotation = 0;
        settings.mirror = false;
        screen.setSettings(settings);
        screen.setCentre(QPointF(0, 0));
        const QRectF shown = screen.visibleArea().boundingRect();
        QVERIFY(near(shown.topLeft(), QPointF(0, 0)));
    }

    // The referee drags the frame on his table, and the table screen follows.
    void theFrameIsDragged()
    {
        Document document;
        document.scenario() = balaclava();
        TableView view;
        auto *scene = new TableScene(&document, &view);
        view.setScene(scene);
        view.resize(1200, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.fitTable();
        TableScreen screen(scene);
        screen.showOn(tableScreen());
        QVERIFY(QTest::qWaitForWindowExposed(&screen));
        TableScreenFrame frame(scene);
        const auto sync = [&] { frame.setArea(screen.visibleArea(), !screen.showsWholeTable()); };
        connect(&screen, &TableScreen::visibleAreaChanged, &frame, sync);
        connect(&frame, &TableScreenFrame::moveRequested, &screen, &TableScreen::setCentre);
        sync();
        QVERIFY(frame.isShown());
        QCOMPARE(frame.area(), screen.visibleArea());

        // Take it by its left edge and drag it 150 screen pixels right and 60 down.
        const QPolygonF area = frame.area();
        const QPointF leftMiddle = (area.boundingRect().topLeft() + area.boundingRect().bottomLeft()) / 2.0;
        const QPoint press = view.mapFromScene(leftMiddle);
        const QPointF before = screen.centre();
        QTest::mousePress(view.viewport(), Qt::LeftButton, {}, press);
        QTest::mouseMove(view.viewport(), press + QPoint(75, 30));
        QTest::mouseMove(view.viewport(), press + QPoint(150, 60));
        QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, press + QPoint(150, 60));
        const QPointF moved = view.mapToScene(press + QPoint(150, 60)) - view.mapToScene(press);
        QVERIFY2(near(screen.centre(), before + moved, 0.5),
                 qPrintable(u"centre %1,%2 expected %3,%4"_s.arg(screen.centre().x()).arg(screen.centre().y())
                                .arg((before + moved).x()).arg((before + moved).y())));
        // The frame went with it; the model did not change.
        QVERIFY(near(frame.area().boundingRect().center(), screen.centre(), 0.01));
        QCOMPARE(document.undoStack()->count(), 0);

        // A press away from the frame is the tool's, not the frame's.
        QVERIFY(!frame.grabs(screen.centre(), 1.0 / view.zoom()));
    }

    void followsTheAction()
    {
        Document document;
        document.scenario() = balaclava();
        TableScene scene(&document);
        TableScreen screen(&scene);
        TableScreen::Settings settings = screen.settings();
        settings.follow = true;
        screen.setSettings(settings);
        screen.showOn(tableScreen());
        QVERIFY(QTest::qWaitForWindowExposed(&screen));
        const table::Scenario &s = document.scenario();
        // A charge between two units at one end of the table.
        const table::Unit *a = &s.units().first();
        const table::Unit *b = nullptr;
        for (const table::Unit &unit : s.units())
            if (unit.sideId() != a->sideId())
                b = &unit;
        QVERIFY(b);
        auto *charge = new ChargeLineItem(&scene);
        scene.addItem(charge);
        charge->setUnits(a->id(), b->id());
        screen.refresh();
        const QPointF action = (a->position() + b->position()) / 2.0;
        const QPointF onScreen = screen.tableToScreen().map(action);
        const QRectF middle = QRectF(screen.rect()).adjusted(kTableWidthPx * 0.2, kTableHeightPx * 0.2,
                                                             -kTableWidthPx * 0.2, -kTableHeightPx * 0.2);
        QVERIFY2(middle.contains(onScreen) || screen.visibleArea().boundingRect().contains(action),
                 qPrintable(u"%1,%2"_s.arg(onScreen.x()).arg(onScreen.y())));
    }

    // The measured length corrects the scale, for that screen only, and is kept.
    void calibration()
    {
        QScreen *table = tableScreen();
        QScreen *referee = QGuiApplication::primaryScreen() == table ? QGuiApplication::screens().first()
                                                                      : QGuiApplication::primaryScreen();
        ScreenScale::resetCalibration(table);
        QVERIFY(near(ScreenScale::pixelsPerMm(table), kReportedPxPerMm));
        // The 200 mm bar measured 220 mm: the screen is bigger than it says.
        QVERIFY(ScreenScale::calibrate(table, 220.0));
        QVERIFY(near(ScreenScale::pixelsPerMm(table), kReportedPxPerMm * 200.0 / 220.0));
        QVERIFY(near(ScreenScale::pixelsPerMm(referee), ScreenScale::reportedPixelsPerMm(referee)));
        // Measured again, now true: nothing more to correct.
        QVERIFY(ScreenScale::calibrate(table, 200.0));
        QVERIFY(near(ScreenScale::pixelsPerMm(table), kReportedPxPerMm * 200.0 / 220.0));
        // Nonsense is refused and changes nothing.
        QVERIFY(!ScreenScale::calibrate(table, 5.0));
        QVERIFY(!ScreenScale::calibrate(table, std::nan("")));
        QVERIFY(near(ScreenScale::pixelsPerMm(table), kReportedPxPerMm * 200.0 / 220.0));
        // Kept in the settings under the screen's name and resolution.
        QVERIFY(QSettings().contains(u"tableScreen/calibration/Table 1920x1080"_s));

        // Through the dialog, on an open table screen: the bar is shown
        // while it is open, and the screen takes the new scale.
        Document document;
        document.scenario() = balaclava();
        TableScene scene(&document);
        TableScreen screen(&scene);
        screen.showOn(table);
        QVERIFY(QTest::qWaitForWindowExposed(&screen));
        {
            CalibrationDialog dialog(&screen);
            QVERIFY(screen.calibrationBarShown());
            dialog.measuredBox()->setValue(250.0);
            QVERIFY(dialog.applyMeasurement());
            QVERIFY(near(screen.pixelsPerMm(), kReportedPxPerMm * 200.0 / 220.0 * 200.0 / 250.0));
            dialog.resetScale();
            QVERIFY(near(screen.pixelsPerMm(), kReportedPxPerMm));
            // Apply corrects the scale and keeps the bar up to be measured
            // again; the field is back at the bar's length.
            auto *apply = dialog.findChild<QPushButton *>(u"applyCalibration"_s);
            QVERIFY(apply);
            dialog.measuredBox()->setValue(190.0);
            apply->click();
            QVERIFY(near(screen.pixelsPerMm(), kReportedPxPerMm * 200.0 / 190.0));
            QCOMPARE(dialog.result(), int(QDialog::Rejected)); // not closed
            QVERIFY(screen.calibrationBarShown());
            QCOMPARE(dialog.measuredBox()->value(), 200.0);
            // A length that would put the scale ten times off is refused
            // with a reason, and the scale stays.
            dialog.measuredBox()->setValue(20.0);
            QVERIFY(!dialog.applyMeasurement());
            QVERIFY(near(screen.pixelsPerMm(), kReportedPxPerMm * 200.0 / 190.0));
            auto *text = dialog.findChild<QLabel *>(u"scaleText"_s);
            QVERIFY(text);
            QVERIFY2(text->text().contains(u"20.0 mm cannot be right"_s), qPrintable(text->text()));
            dialog.resetScale();
        }
        QVERIFY(!screen.calibrationBarShown());
    }

    // Another battle opened: the screen shows the middle of its table, not
    // the spot the frame had on the last one.
    void anotherBattleIsCentred()
    {
        Document document;
        document.scenario() = balaclava();
        TableScene scene(&document);
        TableScreen screen(&scene);
        screen.showOn(tableScreen());
        QVERIFY(QTest::qWaitForWindowExposed(&screen));
        QVERIFY(!screen.showsWholeTable());
        screen.setCentre(scene.tableRect().topLeft());
        QVERIFY(!near(screen.centre(), scene.tableRect().center(), 1.0));
        auto blenheim = table::ScenarioJson::readFile(u":/scenarios/blenheim-1704.json"_s);
        QVERIFY(blenheim);
        document.scenario() = *blenheim.scenario;
        QVERIFY(scene.tableRect() != balaclava().tableRect());
        QVERIFY(near(screen.centre(), scene.tableRect().center(), 0.01));
    }

    // The referee hides a unit from a side in the Inspector: one undo step,
    // and that side's table screen leaves it out.
    void hiddenFromASideInTheInspector()
    {
        Document document;
        document.scenario() = balaclava();
        TableScene scene(&document);
        InspectorPanel panel(&document, &scene);
        const QString russian = [&] {
            for (const table::Unit &unit : document.scenario().units())
                if (unit.sideId() == u"russian"_s)
                    return unit.id();
            return QString();
        }();
        QVERIFY(!russian.isEmpty());
        scene.selectUnit(russian);
        auto *box = panel.findChild<QCheckBox *>(u"hiddenFrom-british"_s);
        QVERIFY(box);
        QVERIFY(!panel.findChild<QCheckBox *>(u"hiddenFrom-russian"_s)); // its own side always sees it
        QVERIFY(!box->isChecked());
        TableScreen screen(&scene);
        TableScreen::Settings settings = screen.settings();
        settings.view = render::PlayerView::side(u"british"_s);
        screen.setSettings(settings);
        QVERIFY(screen.picture().scenario.unit(russian));
        box->click();
        QCOMPARE(document.scenario().unit(russian)->hiddenFrom(), QStringList{u"british"_s});
        QCOMPARE(document.undoStack()->count(), 1);
        QVERIFY(!screen.picture().scenario.unit(russian));
        settings.view = render::PlayerView::side(u"russian"_s);
        screen.setSettings(settings);
        QVERIFY(screen.picture().scenario.unit(russian));
        document.undoStack()->undo();
        QVERIFY(document.scenario().unit(russian)->hiddenFrom().isEmpty());
        QTRY_VERIFY(panel.findChild<QCheckBox *>(u"hiddenFrom-british"_s)
                    && !panel.findChild<QCheckBox *>(u"hiddenFrom-british"_s)->isChecked());
    }

    // View > Table Screen in the main window: opens on the table's screen
    // (the one that is not the window's), remembered, and Escape closes it.
    void fromTheMainWindow()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *controller = window.findChild<TableScreenController *>();
        QVERIFY(controller);
        QAction *show = controller->showAction();
        QVERIFY(show->isCheckable());
        show->trigger();
        TableScreen *screen = controller->tableScreen();
        QVERIFY(screen);
        QVERIFY(QTest::qWaitForWindowExposed(screen));
        QCOMPARE(screen->screen()->name(), u"Table"_s);
        QVERIFY(screen->settings().view == render::PlayerView::players());
        QCOMPARE(controller->frame()->isShown(), !screen->showsWholeTable());
        QTest::keyClick(screen, Qt::Key_Escape);
        QTRY_VERIFY(!screen->isVisible());
        QVERIFY(!show->isChecked());
        QVERIFY(!controller->frame()->isShown());
    }
};

int main(int argc, char *argv[])
{
    // Two screens side by side: the referee's and the table's.
    QTemporaryDir dir;
    const QString config = dir.filePath(u"screens.json"_s);
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly))
        return 1;
    file.write(R"({"screens": [
        {"name": "Referee", "x": 0, "y": 0, "width": 1600, "height": 1000},
        {"name": "Table", "x": 1600, "y": 0, "width": 1920, "height": 1080}]})");
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.toLocal8Bit());
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(u"VedetteTest"_s);
    QCoreApplication::setApplicationName(u"test_tablescreen"_s);
    TestTableScreen test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_tablescreen.moc"
