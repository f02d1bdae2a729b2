#include "camerafeature.h"

#include "commands/facade.h"
#include "document/document.h"
#include "panels/camerapanel.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "vision/markerlayout.h"
#include "vision/markersheet.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QCoreApplication>
#include <QFileDialog>
#include <QGraphicsObject>
#include <QPainter>
#include <QPointer>
#include <QMenu>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>

#include <memory>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

// The moves the camera proposes, on the table: each unit's outline where it
// was seen, orange and dashed, with an arrow from where the table has it.
// One item over the whole table, drawn over the labels (not in the table's
// layer picture); it holds copies of the proposals and nothing else.
class CameraGhosts : public QGraphicsObject
{
public:
    explicit CameraGhosts(TableScene *scene)
        : mScene(scene)
    {
        setZValue(1e6);
        setAcceptedMouseButtons(Qt::NoButton);
        scene->addItem(this);
    }

    void setProposals(const QList<vision::Proposal> &proposals)
    {
        prepareGeometryChange();
        mOutlines.clear();
        mArrows.clear();
        const table::Scenario &scenario = mScene->scenario();
        for (const vision::Proposal &p : proposals) {
            const table::Unit *unit = scenario.unit(p.id);
            if (!unit)
                continue;
            mOutlines.append(table::Footprint::of(*unit, scenario.footprintSettings(), p.to, p.toFacing)
                                 .outline()
                                 .toPolygon());
            mArrows.append(QLineF(p.from, p.to));
        }
        update();
    }

    QRectF boundingRect() const override
    {
        QRectF box;
        for (const QPolygonF &outline : mOutlines)
            box |= outline.boundingRect();
        for (const QLineF &arrow : mArrows)
            box |= QRectF(arrow.p1(), arrow.p2()).normalized();
        return box.adjusted(-20, -20, 20, 20);
    }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        const QColor orange(255, 140, 0);
        painter->setRenderHint(QPainter::Antialiasing);
        QPen pen(orange, 2.0, Qt::DashLine);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->setBrush(QColor(255, 140, 0, 60));
        for (const QPolygonF &outline : std::as_const(mOutlines))
            painter->drawPolygon(outline);
        pen.setStyle(Qt::SolidLine);
        painter->setPen(pen);
        painter->setBrush(orange);
        for (const QLineF &arrow : std::as_const(mArrows)) {
            if (arrow.length() < 1.0)
                continue;
            painter->drawLine(arrow);
            // The head: 8 mm back along the line, 4 mm either side.
            const QPointF back = arrow.p2() - (arrow.p2() - arrow.p1()) * (8.0 / arrow.length());
            const QPointF side = QPointF(-(arrow.dy()), arrow.dx()) * (4.0 / arrow.length());
            painter->drawPolygon(QPolygonF{arrow.p2(), back + side, back - side});
        }
    }

private:
    TableScene *mScene;
    QList<QPolygonF> mOutlines;
    QList<QLineF> mArrows;
};

// File > Print Markers…: the battle's markers at true scale into a PDF; the
// markers given to units that had none are kept in the campaign first.
void printMarkers(MainWindow *window)
{
    Document *document = window->document();
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(
        window, QCoreApplication::translate("vedette::CameraPanel", "Print Markers"), dir + u"/markers.pdf"_s,
        QCoreApplication::translate("vedette::CameraPanel", "PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    const vision::MarkerLayout layout = vision::MarkerLayout::of(document->scenario());
    QHash<QString, int> given;
    QHash<QString, QString> names;
    for (const vision::UnitMarker &unit : layout.units) {
        if (!unit.assigned)
            given.insert(unit.unitId, unit.marker);
        const table::Unit *known = document->scenario().unit(unit.unitId);
        names.insert(unit.unitId, known && !known->name().isEmpty() ? known->name() : unit.unitId);
    }
    if (!given.isEmpty() && document->isEditable())
        cmd::keepCameraMarkers(document, given);
    QString error;
    if (!vision::writeMarkerSheet(path, layout, names,
                                  QCoreApplication::translate("vedette::CameraPanel", "Camera markers: %1")
                                      .arg(document->scenario().title()),
                                  QLocale().measurementSystem() == QLocale::ImperialUSSystem, &error)) {
        QMessageBox::warning(window, QCoreApplication::translate("vedette::CameraPanel", "Print Markers"), error);
        return;
    }
    window->statusBar()->showMessage(
        QCoreApplication::translate("vedette::CameraPanel", "Markers written to %1: print at 100%, not fitted to the page.")
            .arg(path));
}

} // namespace

void installCamera(MainWindow *window)
{
    auto *panel = new CameraPanel(window->document(), window);
    window->addPanel(panel, Qt::RightDockWidgetArea);
    panel->hide();
    QAction *toggle = panel->toggleViewAction();
    toggle->setText(QCoreApplication::translate("vedette::CameraPanel", "Ca&mera"));
    toggle->setToolTip(QCoreApplication::translate("vedette::CameraPanel",
                                                   "See the table through an overhead camera and accept the moves it sees"));
    QMenu *table = window->menu(MainWindow::Menu::Table);
    table->addSeparator();
    table->addAction(toggle);

    if (TableScene *scene = window->tableView() ? window->tableView()->tableScene() : nullptr) {
        // Made again if the scene was cleared with its items (a campaign loaded).
        auto ghosts = std::make_shared<QPointer<CameraGhosts>>();
        QObject::connect(panel, &CameraPanel::proposalsChanged, scene, [scene, panel, ghosts] {
            if (!*ghosts)
                *ghosts = new CameraGhosts(scene);
            (*ghosts)->setProposals(panel->proposals());
        });
    }

    QMenu *file = window->menu(MainWindow::Menu::File);
    QAction *before = nullptr;
    for (QAction *action : file->actions())
        if (action->menuRole() == QAction::QuitRole)
            before = action;
    auto *print = new QAction(QCoreApplication::translate("vedette::CameraPanel", "Print &Markers…"), file);
    print->setObjectName(u"printMarkersAction"_s);
    print->setStatusTip(QCoreApplication::translate("vedette::CameraPanel",
                                                    "The camera's markers of this battle, at true scale, into a PDF"));
    QObject::connect(print, &QAction::triggered, window, [window] { printMarkers(window); });
    file->insertAction(before, print);
}

} // namespace vedette
