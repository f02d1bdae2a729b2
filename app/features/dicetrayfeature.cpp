#include "dicetrayfeature.h"

#include "document/document.h"
#include "panels/dicetray.h"
#include "window/mainwindow.h"

#include <QCoreApplication>
#include <QAction>
#include <QIcon>
#include <QToolBar>

using namespace Qt::StringLiterals;

namespace vedette {

// The strings were the panels' and keep their translation contexts (lupdate
// does not see the panels' classes from here).

void installDiceTray(MainWindow *window)
{
    auto *tray = new DiceTray(window->document()->dice(), window);
    window->addPanel(tray, Qt::RightDockWidgetArea);
    QAction *toggle = tray->toggleViewAction();
    toggle->setText(QCoreApplication::translate("vedette::DiceTray", "Dice Tray"));
    toggle->setIcon(QIcon::fromTheme(u"roll"_s));
    toggle->setToolTip(QCoreApplication::translate("vedette::DiceTray", "Show or hide the dice tray"));
    window->mainToolBar()->addAction(toggle);
}

} // namespace vedette
