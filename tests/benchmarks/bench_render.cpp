#include "commands/facade.h"
#include "document/document.h"
#include "scene/edgeruler.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "table/scenario.h"
#include "table/scenariojson.h"

#include <QCoreApplication>
#include <QDir>
#include <QImage>
#include <QPixmapCache>
#include <QRandomGenerator>
#include <QScrollBar>
#include <QThread>
#include <QUndoStack>

#include <benchmark/benchmark.h>

#include <chrono>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

// A big club table (12' x 6') with 2,000 units and 200 terrain pieces, laid
// out from a fixed seed so every run draws the same picture.
vedette::table::Scenario crowdedTable()
{
    using namespace vedette::table;
    Scenario s;
    s.setRuleSystem(RuleSystem::Brown);
    s.setTableSize(Length::fromFeet(12), Length::fromFeet(6));
    s.addSide({u"red"_s, u"Red"_s, QColor(0xb2, 0x22, 0x22)});
    s.addSide({u"blue"_s, u"Blue"_s, QColor(0x2f, 0x4f, 0x8f)});
    QRandomGenerator rng(2024);
    const double w = s.tableWidth().mm();
    const double h = s.tableHeight().mm();
    const QList<TerrainType> &types = allTerrainTypes();
    for (int i = 0; i < 200; ++i) {
        const QPointF c(rng.bounded(w - 300) + 150, rng.bounded(h - 300) + 150);
        const int corners = 6 + rng.bounded(5);
        QPolygonF outline;
        for (int k = 0; k < corners; ++k) {
            const double angle = 2 * M_PI * k / corners;
            const double r = 60 + rng.bounded(80.0);
            outline.append(c + QPointF(std::cos(angle) * r, std::sin(angle) * r));
        }
        s.addTerrain(Terrain(u"t%1"_s.arg(i), types[i % types.size()], outline));
    }
    for (int i = 0; i < 2000; ++i) {
        const Arm arm = allArms()[i % 4];
        Unit unit(u"u%1"_s.arg(i), i % 2 ? u"blue"_s : u"red"_s, u"Unit %1"_s.arg(i), arm);
        unit.setFormation(defaultFormation(arm));
        unit.setPosition({rng.bounded(w - 200) + 100, rng.bounded(h - 100) + 50});
        unit.setFacing(i % 2 ? 180 : 0);
        unit.setMoraleCounters(i % 3);
        s.addUnit(unit);
    }
    return s;
}

constexpr QSize kFrame(1600, 1000);

struct Fixture
{
    vedette::Document document;
    vedette::TableView view;
    vedette::TableScene *scene;
    QImage frame{kFrame, QImage::Format_ARGB32_Premultiplied};

    explicit Fixture(vedette::table::Scenario table = crowdedTable())
    {
        document.scenario() = std::move(table);
        document.undoStack()->clear();
        scene = new vedette::TableScene(&document, &view);
        view.setScene(scene);
        view.resize(kFrame.width() + vedette::EdgeRuler::thickness(), kFrame.height() + vedette::EdgeRuler::thickness());
        view.setAttribute(Qt::WA_DontShowOnScreen);
        view.show();
        // The scroll bars take their share of the window: grow it until the
        // table itself is drawn on the whole 1600 x 1000 frame.
        view.resize(view.size() + (kFrame - view.viewport()->size()));
        view.fitTable();
    }

    void draw()
    {
        view.viewport()->render(&frame);
    }

    // What the first frame at a new zoom level finds: no picture of the
    // table's layer at this scale and no unit symbols rendered at this size
    // (and nothing in Qt's QPixmapCache).
    void forgetCaches()
    {
        view.dropLayer();
        QPixmapCache::clear();
        scene->symbols().clearPixmaps();
    }

    // VEDETTE_RENDER_SHOTS=DIR keeps the last frame as DIR/NAME.png, to
    // compare the picture before and after a change to the drawing.
    void keepShot(const char *name) const
    {
        const QString dir = qEnvironmentVariable("VEDETTE_RENDER_SHOTS");
        if (!dir.isEmpty())
            frame.save(QDir(dir).filePath(QString::fromLatin1(name) + u".png"_s));
    }
};

// Times the turns of the event loop it is given and keeps the longest (ms):
// the window's hold, as the UiBlock benchmarks report it.
struct LongestTurn
{
    double ms = 0;
    template<typename Work>
    void operator()(Work &&work)
    {
        const auto start = std::chrono::steady_clock::now();
        work();
        const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
        ms = std::max(ms, took.count());
    }
};

void zoomIn(Fixture &fixture)
{
    fixture.view.setZoom(2.5, fixture.view.viewport()->rect().center());
    fixture.view.centerOn(fixture.scene->tableRect().center());
}

} // namespace

// One full frame of the whole table at 1600 x 1000 (zoomed out: blocks, no
// labels), redrawn as it stands: terrain comes from its device cache.
// Target: under 16 ms (60 frames a second).
static void BM_RenderWholeTable(benchmark::State &state)
{
    Fixture fixture;
    for (auto _ : state)
        fixture.draw();
    state.counters["zoom_px_per_mm"] = fixture.view.zoom();
    fixture.keepShot("whole-table");
}
BENCHMARK(BM_RenderWholeTable)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);

// The same frame with every cache emptied first: the first frame after a
// zoom, everything drawn from scratch.
static void BM_RenderWholeTableCold(benchmark::State &state)
{
    Fixture fixture;
    for (auto _ : state) {
        fixture.forgetCaches();
        fixture.draw();
    }
    state.counters["zoom_px_per_mm"] = fixture.view.zoom();
    fixture.keepShot("whole-table-cold");
}
BENCHMARK(BM_RenderWholeTableCold)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);

// Zoomed in to read the labels (2.5 px/mm), the referee's working view.
static void BM_RenderZoomedIn(benchmark::State &state)
{
    Fixture fixture;
    zoomIn(fixture);
    for (auto _ : state)
        fixture.draw();
    state.counters["zoom_px_per_mm"] = fixture.view.zoom();
    fixture.keepShot("zoomed-in");
}
BENCHMARK(BM_RenderZoomedIn)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);

// The zoomed-in frame from scratch (the first frame after zooming in).
static void BM_RenderZoomedInCold(benchmark::State &state)
{
    Fixture fixture;
    zoomIn(fixture);
    for (auto _ : state) {
        fixture.forgetCaches();
        fixture.draw();
    }
    state.counters["zoom_px_per_mm"] = fixture.view.zoom();
    fixture.keepShot("zoomed-in-cold");
}
BENCHMARK(BM_RenderZoomedInCold)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);

// The first frame after a wheel notch (1.15x in or out, by turns), at the
// whole table (0) or zoomed in (1): the picture of the table as it was,
// scaled, over which the table is drawn sharp once the zooming pauses (that
// drawing is BM_RenderWholeTableCold / BM_RenderZoomedInCold).
static void BM_ZoomNotchFrame(benchmark::State &state)
{
    Fixture fixture;
    if (state.range(0) != 0)
        zoomIn(fixture);
    fixture.draw();
    // The pause after which the picture is widened half a view each way.
    QThread::msleep(400);
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    bool in = true;
    for (auto _ : state) {
        fixture.view.setZoom(fixture.view.zoom() * (in ? 1.15 : 1 / 1.15), fixture.view.viewport()->rect().center());
        in = !in;
        fixture.draw();
    }
    state.counters["zoom_px_per_mm"] = fixture.view.zoom();
    fixture.keepShot(state.range(0) != 0 ? "zoom-notch-in" : "zoom-notch");
}
BENCHMARK(BM_ZoomNotchFrame)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);

// The longest the UI thread is held after a wheel notch (1.15x in or out,
// by turns) at the whole table (0) or zoomed in (1), until the table is
// drawn sharp at the new zoom, its picture widened and its labels laid out
// (TableView::isSettled()). The view is shown (off screen): its frames are
// painted from the event loop, as in the program, and each turn of the
// loop is timed (a frame and a slice of the drawing in one turn count
// together); an iteration's time is its longest turn. Target: 16 ms, one
// frame at 60 Hz.
static void BM_SharpFrameUiBlock(benchmark::State &state)
{
    Fixture fixture;
    fixture.view.setAttribute(Qt::WA_DontShowOnScreen, false);
    fixture.view.show();
    if (state.range(0) != 0)
        zoomIn(fixture);
    fixture.draw();
    for (int i = 0; i < 5000 && !fixture.view.isSettled(); ++i) {
        QThread::msleep(1);
        QCoreApplication::processEvents();
    }
    bool in = true;
    double longest = 0;
    int turns = 0;
    for (auto _ : state) {
        LongestTurn timed;
        timed([&] {
            fixture.view.setZoom(fixture.view.zoom() * (in ? 1.15 : 1 / 1.15), fixture.view.viewport()->rect().center());
        });
        in = !in;
        for (int i = 0; i < 5000 && !fixture.view.isSettled(); ++i) {
            QThread::msleep(1);
            timed([] { QCoreApplication::processEvents(); });
            ++turns;
        }
        if (!fixture.view.isSettled())
            state.SkipWithError("the table was not drawn sharp within 5 s");
        longest = std::max(longest, timed.ms);
        state.SetIterationTime(timed.ms / 1000.0);
    }
    fixture.draw();
    state.counters["longest_ms"] = longest;
    state.counters["turns"] = benchmark::Counter(turns, benchmark::Counter::kAvgIterations);
    state.counters["zoom_px_per_mm"] = fixture.view.zoom();
    fixture.keepShot(state.range(0) != 0 ? "sharp-zoomed-in" : "sharp-whole-table");
}
// (Once in the smoke run of ctest.)
BENCHMARK(BM_SharpFrameUiBlock)->Arg(0)->Arg(1)->UseManualTime()->Unit(benchmark::kMillisecond)
    ->Iterations(qEnvironmentVariableIsSet("VEDETTE_BENCH_SMOKE") ? 1 : 8)
    ->Repetitions(qEnvironmentVariableIsSet("VEDETTE_BENCH_SMOKE") ? 1 : 3)->ReportAggregatesOnly(true);

// The longest the UI thread is held by a step, until the table is drawn
// as it now stands and its labels laid out (TableView::isSettled()): a
// unit in the middle of the view moved 60 mm and back, by turns, as the
// referee's drop does (cmd::moveUnit: the command, the model, the item),
// at the whole table (first argument 0) or zoomed in (1), on the 2,000-unit
// table (second argument 0) or Blenheim as bundled (1). The view is shown
// (off screen), its frames painted from the event loop; each turn of the
// loop is timed, the step's own turn with them. Target: 16 ms.
static void BM_StepFrameUiBlock(benchmark::State &state)
{
    vedette::table::Scenario table;
    if (state.range(1) != 0) {
        auto read = vedette::table::ScenarioJson::readFile(u":/scenarios/blenheim-1704.json"_s);
        if (!read.scenario) {
            state.SkipWithError("cannot read Blenheim");
            return;
        }
        table = *read.scenario;
    } else {
        table = crowdedTable();
    }
    Fixture fixture(std::move(table));
    fixture.view.setAttribute(Qt::WA_DontShowOnScreen, false);
    fixture.view.show();
    if (state.range(0) != 0)
        zoomIn(fixture);
    const auto settle = [&](const auto &timed) {
        for (int i = 0; i < 5000 && !fixture.view.isSettled(); ++i) {
            QThread::msleep(1);
            timed([] { QCoreApplication::processEvents(); });
        }
    };
    settle([](auto &&work) { work(); });
    // The unit nearest the middle of the view.
    const QPointF middle = fixture.view.mapToScene(fixture.view.viewport()->rect().center());
    QString unitId;
    QPointF home;
    double nearest = 1e18;
    for (const vedette::table::Unit &unit : fixture.document.scenario().units()) {
        const QPointF d = unit.position() - middle;
        if (const double d2 = d.x() * d.x() + d.y() * d.y(); d2 < nearest) {
            nearest = d2;
            unitId = unit.id();
            home = unit.position();
        }
    }
    const QPointF away = home + QPointF(60, 0);
    bool out = true;
    double longest = 0;
    double longestCommand = 0;
    double longestFrame = 0;
    int turns = 0;
    const int patchesBefore = fixture.view.layerPatches();
    const int rendersBefore = fixture.view.layerRenders();
    for (auto _ : state) {
        LongestTurn command;
        command([&] {
            if (!vedette::cmd::moveUnit(&fixture.document, unitId, out ? home : away, out ? away : home))
                state.SkipWithError("the move was refused");
        });
        out = !out;
        const int before = turns;
        LongestTurn frames;
        settle([&](auto &&work) {
            frames(work);
            ++turns;
        });
        if (!fixture.view.isSettled())
            state.SkipWithError("the table was not drawn within 5 s");
        if (turns == before) // (no frame at all: the step was not drawn)
            state.SkipWithError("no frame after the step");
        const double held = std::max(command.ms, frames.ms);
        longestCommand = std::max(longestCommand, command.ms);
        longestFrame = std::max(longestFrame, frames.ms);
        longest = std::max(longest, held);
        state.SetIterationTime(held / 1000.0);
    }
    fixture.draw();
    state.counters["longest_ms"] = longest;
    // Of which the step's own turn (the command, the model, the items) and
    // the longest turn after it (a frame, a slice, the labels' swap).
    state.counters["command_ms"] = longestCommand;
    state.counters["frame_ms"] = longestFrame;
    state.counters["turns"] = benchmark::Counter(turns, benchmark::Counter::kAvgIterations);
    state.counters["patches"] = benchmark::Counter(fixture.view.layerPatches() - patchesBefore, benchmark::Counter::kAvgIterations);
    state.counters["renders"] = benchmark::Counter(fixture.view.layerRenders() - rendersBefore, benchmark::Counter::kAvgIterations);
    state.counters["zoom_px_per_mm"] = fixture.view.zoom();
    fixture.keepShot(state.range(0) != 0 ? "step-zoomed-in" : "step-whole-table");
}
BENCHMARK(BM_StepFrameUiBlock)->ArgsProduct({{0, 1}, {0, 1}})->UseManualTime()->Unit(benchmark::kMillisecond)
    ->Iterations(qEnvironmentVariableIsSet("VEDETTE_BENCH_SMOKE") ? 1 : 10)
    ->Repetitions(qEnvironmentVariableIsSet("VEDETTE_BENCH_SMOKE") ? 1 : 3)->ReportAggregatesOnly(true);

// A pan at 1 px/mm: every frame scrolls 40 px further right, so terrain
// comes into view and is drawn for the first time at this zoom; at the far
// edge the view jumps back and sweeps again (from then on the pieces seen
// before are in the cache, as in the program).
static void BM_PanFrame(benchmark::State &state)
{
    Fixture fixture;
    fixture.view.setZoom(1.0, fixture.view.viewport()->rect().center());
    QScrollBar *bar = fixture.view.horizontalScrollBar();
    bar->setValue(bar->minimum());
    for (auto _ : state) {
        bar->setValue(bar->value() + 40 > bar->maximum() ? bar->minimum() : bar->value() + 40);
        fixture.draw();
    }
    state.counters["layer_renders"] = fixture.view.layerRenders();
    fixture.keepShot("pan");
}
BENCHMARK(BM_PanFrame)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);

// What a pan costs once, at 1 px/mm, from a view that has just been drawn
// (after a step or a zoom, before the pause that widens the picture): the
// first frame moved draws the picture again half a view wider each way
// (four views' worth), and the pan copies it until it runs past that or the
// referee pauses (then all the view can pan to is drawn).
static void BM_PanWidensPicture(benchmark::State &state)
{
    Fixture fixture;
    fixture.view.setZoom(1.0, fixture.view.viewport()->rect().center());
    QScrollBar *bar = fixture.view.horizontalScrollBar();
    for (auto _ : state) {
        state.PauseTiming();
        fixture.forgetCaches();
        bar->setValue(bar->minimum());
        fixture.draw();
        state.ResumeTiming();
        bar->setValue(bar->value() + 40);
        fixture.draw();
    }
}
BENCHMARK(BM_PanWidensPicture)->Unit(benchmark::kMillisecond)->Repetitions(3)->ReportAggregatesOnly(true);

// The same pan with the caches emptied before each frame: every piece of
// terrain in view is drawn again.
static void BM_PanFrameCold(benchmark::State &state)
{
    Fixture fixture;
    fixture.view.setZoom(1.0, fixture.view.viewport()->rect().center());
    QScrollBar *bar = fixture.view.horizontalScrollBar();
    bar->setValue(bar->minimum());
    for (auto _ : state) {
        fixture.forgetCaches();
        bar->setValue(bar->value() + 40 > bar->maximum() ? bar->minimum() : bar->value() + 40);
        fixture.draw();
    }
}
BENCHMARK(BM_PanFrameCold)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);
