#include "tablefeature.h"

#include "document/campaign.h"
#include "document/document.h"
#include "panels/inspectorpanel.h"
#include "panels/tableexport.h"
#include "scene/pinnedrulerlayer.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "table/scenariojson.h"
#include "tools/abstracttool.h"
#include "tools/chargetool.h"
#include "tools/deploytool.h"
#include "tools/fogtool.h"
#include "tools/markertool.h"
#include "tools/measuretool.h"
#include "tools/placeunittool.h"
#include "tools/selecttool.h"
#include "tools/terraintool.h"
#include "tools/toolmanager.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

void addExportMenu(MainWindow *window, TableScene *scene)
{
    QMenu *file = window->menu(MainWindow::Menu::File);
    QAction *before = nullptr;
    for (QAction *action : file->actions())
        if (action->menuRole() == QAction::QuitRole)
            before = action;
    auto *menu = new QMenu(QCoreApplication::translate("TableFeature", "Export &Table"), file);
    menu->setObjectName(u"exportTableMenu"_s);
    QAction *trueScale = new QAction(QCoreApplication::translate("TableFeature", "True &Scale"), menu);
    trueScale->setObjectName(u"trueScaleAction"_s);
    trueScale->setCheckable(true);
    trueScale->setChecked(true);
    trueScale->setStatusTip(QCoreApplication::translate("TableFeature", "One inch on paper is one inch on the table"));

    const auto exportAs = [window, scene, trueScale](const QString &filter, const QString &suffix) {
        const QString dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
        const QString title = scene->scenario().title().isEmpty() ? u"table"_s : scene->scenario().title();
        QString path = QFileDialog::getSaveFileName(window, QCoreApplication::translate("TableFeature", "Export Table"),
                                                    dir + u'/' + title + u'.' + suffix, filter);
        if (path.isEmpty())
            return;
        if (!path.endsWith(u'.' + suffix, Qt::CaseInsensitive))
            path += u'.' + suffix;
        QString error;
        if (TableExport::exportFile(scene, path, 100, trueScale->isChecked(), &error))
            window->statusBar()->showMessage(QCoreApplication::translate("TableFeature", "Table exported to %1").arg(path), 6000);
        else
            QMessageBox::warning(window, QCoreApplication::translate("TableFeature", "Export Table"), error);
    };
    menu->addAction(QCoreApplication::translate("TableFeature", "As &PNG Picture…"), window, [exportAs] {
        exportAs(QCoreApplication::translate("TableFeature", "PNG pictures (*.png)"), u"png"_s);
    });
    menu->addAction(QCoreApplication::translate("TableFeature", "As S&VG Drawing…"), window, [exportAs] {
        exportAs(QCoreApplication::translate("TableFeature", "SVG drawings (*.svg)"), u"svg"_s);
    });
    menu->addAction(QCoreApplication::translate("TableFeature", "As P&DF…"), window, [exportAs] {
        exportAs(QCoreApplication::translate("TableFeature", "PDF documents (*.pdf)"), u"pdf"_s);
    });
    QAction *print = menu->addAction(QCoreApplication::translate("TableFeature", "P&rint Table…"), window, [window, scene, trueScale] {
        QPrinter printer(QPrinter::HighResolution);
        QPrintDialog dialog(&printer, window);
        if (dialog.exec() != QDialog::Accepted)
            return;
        const int sheets = TableExport::print(scene, &printer, trueScale->isChecked());
        window->statusBar()->showMessage(
            QCoreApplication::translate("TableFeature", "Printed the table on %n sheet(s)", nullptr, sheets), 6000);
    });
    print->setShortcut(QKeySequence::Print);
    menu->addSeparator();
    menu->addAction(trueScale);
    if (before) {
        file->insertMenu(before, menu);
        file->insertSeparator(before);
    } else {
        file->addMenu(menu);
    }
}

} // namespace

void installTable(MainWindow *window)
{
    Document *document = window->document();
    TableView *view = window->tableView();
    // The window is never empty: until a campaign is opened the table shows
    // the bundled Balaclava scenario. Not when the program opens the campaign
    // right after the first paint (Application::run): Balaclava would flash
    // up before the campaign's own battle.
    const bool campaignComing = qApp->property("vedette.campaignAfterFirstPaint").toBool();
    if (!campaignComing && document->scenario().sides().isEmpty() && document->scenario().units().isEmpty()) {
        if (auto result = table::ScenarioJson::readFile(u":/scenarios/balaclava-1854.json"_s)) {
            document->scenario() = *result.scenario;
            document->undoStack()->clear();
        }
    }
    auto *scene = new TableScene(document, view);
    view->setScene(scene);
    // Another battle (or campaign) opened is shown whole. A step of play
    // replaces the table too, but the view stays where the referee put it.
    QObject::connect(document->campaign(), &Campaign::currentBattleChanged, view,
                     [view] { QTimer::singleShot(0, view, &TableView::fitTable); });

    auto *tools = new ToolManager(scene, window);
    tools->setObjectName(u"toolManager"_s);
    tools->addTool(new SelectTool);
    tools->addTool(new PlaceUnitTool);
    tools->addTool(new TerrainTool);
    tools->addTool(new MeasureTool);
    tools->addTool(new FogTool);
    tools->addTool(new MarkerTool);
    tools->addTool(new ChargeTool);
    tools->addTool(new DeployTool);
    // What cannot be changed here is not offered (issue 44): the tools that
    // only change the table are off while the battle is followed.
    tools->setEditable(document->isEditable());
    QObject::connect(document, &Document::editableChanged, tools, &ToolManager::setEditable);

    auto *toolBar = new QToolBar(QCoreApplication::translate("TableFeature", "Table Tools"), window);
    toolBar->setObjectName(u"tableToolBar"_s);
    toolBar->setIconSize(QSize(24, 24));
    window->addToolBar(Qt::LeftToolBarArea, toolBar);
    QMenu *tableMenu = window->menu(MainWindow::Menu::Table);
    for (AbstractTool *tool : tools->tools()) {
        toolBar->addAction(tools->action(tool));
        tableMenu->addAction(tools->action(tool));
    }
    tableMenu->addSeparator();
    toolBar->addSeparator();

    // The chosen tool's options (unit palette, terrain type, marker kind).
    auto *optionsBar = new QToolBar(QCoreApplication::translate("TableFeature", "Tool Options"), window);
    optionsBar->setObjectName(u"toolOptionsBar"_s);
    window->addToolBar(Qt::TopToolBarArea, optionsBar);
    auto *options = new QStackedWidget(optionsBar);
    QHash<AbstractTool *, int> pages;
    for (AbstractTool *tool : tools->tools()) {
        QWidget *page = tool->createOptionsWidget(options);
        if (!page)
            page = new QWidget(options);
        pages.insert(tool, options->addWidget(page));
    }
    optionsBar->addWidget(options);
    const auto showOptions = [options, pages](AbstractTool *tool) {
        options->setCurrentIndex(pages.value(tool, 0));
        options->setFixedWidth(std::max(options->currentWidget()->sizeHint().width(), 0));
    };
    QObject::connect(tools, &ToolManager::toolChanged, options, showOptions);
    QObject::connect(tools, &ToolManager::toolChanged, view, [view](AbstractTool *tool) {
        view->viewport()->setCursor(tool ? tool->cursor() : QCursor(Qt::ArrowCursor));
    });
    showOptions(tools->activeTool());

    QAction *grid = new QAction(QIcon(u":/symbols/tool-grid.svg"_s), QCoreApplication::translate("TableFeature", "Show &Grid"), window);
    grid->setObjectName(u"gridAction"_s);
    grid->setCheckable(true);
    grid->setShortcut(QKeySequence(Qt::Key_G));
    grid->setStatusTip(QCoreApplication::translate("TableFeature", "Lines every inch (or centimetre) over the table"));
    QObject::connect(grid, &QAction::toggled, view, &TableView::setGridVisible);
    tableMenu->addAction(grid);
    toolBar->addAction(grid);

    QAction *clearRulers = tableMenu->addAction(QCoreApplication::translate("TableFeature", "&Clear Pinned Rulers"),
                                                PinnedRulerLayer::of(scene), &PinnedRulerLayer::removeAll);
    clearRulers->setObjectName(u"clearRulersAction"_s);

    QMenu *viewMenu = window->menu(MainWindow::Menu::View);
    QAction *zoomIn = viewMenu->addAction(QCoreApplication::translate("TableFeature", "Zoom &In"), view, &TableView::zoomIn);
    zoomIn->setShortcut(QKeySequence::ZoomIn);
    QAction *zoomOut = viewMenu->addAction(QCoreApplication::translate("TableFeature", "Zoom &Out"), view, &TableView::zoomOut);
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    QAction *fit = viewMenu->addAction(QCoreApplication::translate("TableFeature", "&Fit Table"), view, &TableView::fitTable);
    fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));

    addExportMenu(window, scene);

    auto *inspector = new InspectorPanel(document, scene, window);
    window->addPanel(inspector, Qt::RightDockWidgetArea);

    QObject::connect(view, &TableView::cursorMoved, window,
                     [window, scene](const QPointF &pos) { window->setPositionText(scene->formatPosition(pos)); });
    const auto say = [window](const QString &text) { window->statusBar()->showMessage(text, 8000); };
    QObject::connect(tools, &ToolManager::message, window, say);
    QObject::connect(scene, &TableScene::message, window, say);
}

} // namespace vedette
