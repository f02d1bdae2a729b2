#include "dicetrayfeature.h"

#include "document/document.h"
#include "panels/dicetray.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QIcon>
#include <QToolBar>

using namespace Qt::StringLiterals;

namespace vedette {

void installDiceTray(MainWindow *window)
{
    auto *tray = new DiceTray(window->document()->dice(), window);
    window->addPanel(tray, Qt::RightDockWidgetArea);
    QAction *toggle = tray->toggleViewAction();
    toggle->setText(DiceTray::tr("Dice Tray"));
    toggle->setIcon(QIcon::fromTheme(u"roll"_s));
    toggle->setToolTip(DiceTray::tr("Show or hide the dice tray"));
    window->mainToolBar()->addAction(toggle);
}

} // namespace vedette
