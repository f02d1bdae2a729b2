// The table screen's frame: the referee's picture through the player view
// filter, drawn by the renderer at true scale on a 1920 x 1080 screen.
#include "render/playerview.h"
#include "render/tablepicture.h"
#include "render/tablerenderer.h"
#include "table/scenario.h"

#include <QImage>
#include <QPainter>
#include <QRandomGenerator>

#include <benchmark/benchmark.h>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

// 12' x 6', 2,000 units, 200 terrain pieces, from a fixed seed.
vedette::table::Scenario clubTable()
{
    using namespace vedette::table;
    Scenario s;
    s.setRuleSystem(RuleSystem::Brown);
    s.setTableSize(Length::fromFeet(12), Length::fromFeet(6));
    s.addSide({u"red"_s, u"Red"_s, QColor(0xb2, 0x22, 0x22)});
    s.addSide({u"blue"_s, u"Blue"_s, QColor(0x2f, 0x4f, 0x8f)});
    QRandomGenerator rng(1854);
    const double w = s.tableWidth().mm();
    const double h = s.tableHeight().mm();
    const QList<TerrainType> &types = allTerrainTypes();
    for (int i = 0; i < 200; ++i) {
        const QPointF c(rng.bounded(w - 300) + 150, rng.bounded(h - 300) + 150);
        QPolygonF outline;
        for (int k = 0; k < 8; ++k) {
            const double angle = 2 * M_PI * k / 8;
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
        if (i % 10 == 0)
            unit.setHiddenFrom({i % 2 ? u"red"_s : u"blue"_s});
        s.addUnit(unit);
    }
    return s;
}

void BM_TableScreenFrame(benchmark::State &state)
{
    vedette::render::TablePicture referee;
    referee.scenario = clubTable();
    QImage frame(1920, 1080, QImage::Format_ARGB32_Premultiplied);
    vedette::render::TableRenderer renderer;
    vedette::render::TableRenderer::Options options;
    options.vector = false;
    const double pxPerMm = 96.0 / 25.4; // a 1920-pixel, 508 mm wide screen
    options.marks = vedette::render::MarkScale::table(std::max(vedette::render::MarkScale::printedMm, 1.0 / pxPerMm));
    const QPointF centre = referee.scenario.tableRect().center();
    for (auto _ : state) {
        const vedette::render::TablePicture shown = vedette::render::PlayerView::players().filter(referee);
        QPainter painter(&frame);
        painter.fillRect(frame.rect(), Qt::black);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
        QTransform view;
        view.translate(960, 540);
        view.scale(pxPerMm, pxPerMm);
        view.translate(-centre.x(), -centre.y());
        painter.setWorldTransform(view);
        renderer.draw(&painter, shown, view.inverted().mapRect(QRectF(frame.rect())), options);
        painter.end();
        benchmark::DoNotOptimize(frame.constBits());
    }
}
BENCHMARK(BM_TableScreenFrame)->Unit(benchmark::kMillisecond);

} // namespace

namespace {

// The filter alone: what the players may see of a 2,000-unit table.
void BM_PlayerViewFilter(benchmark::State &state)
{
    vedette::render::TablePicture referee;
    referee.scenario = clubTable();
    for (auto _ : state) {
        const vedette::render::TablePicture shown = vedette::render::PlayerView::players().filter(referee);
        benchmark::DoNotOptimize(shown.scenario.units().size());
    }
}
BENCHMARK(BM_PlayerViewFilter)->Unit(benchmark::kMillisecond);

} // namespace
