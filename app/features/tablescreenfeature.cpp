#include "tablescreenfeature.h"

#include "scene/tableview.h"
#include "window/mainwindow.h"
#include "window/tablescreencontroller.h"

#include <QMenu>

namespace vedette {

void installTableScreen(MainWindow *window)
{
    TableScene *scene = window->tableView() ? window->tableView()->tableScene() : nullptr;
    if (!scene)
        return;
    auto *controller = new TableScreenController(window, scene);
    QMenu *view = window->menu(MainWindow::Menu::View);
    view->addSeparator();
    view->addMenu(controller->menu());
}

} // namespace vedette
