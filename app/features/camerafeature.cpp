#include "camerafeature.h"

#include "commands/facade.h"
#include "document/document.h"
#include "panels/camerapanel.h"
#include "vision/markerlayout.h"
#include "vision/markersheet.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QCoreApplication>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

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
