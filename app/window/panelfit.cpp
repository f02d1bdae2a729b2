#include "panelfit.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QEvent>
#include <QFormLayout>
#include <QScrollArea>

using namespace Qt::StringLiterals;

namespace vedette {

void PanelFit::install(QDockWidget *dock)
{
    QWidget *content = dock->widget();
    if (!content || qobject_cast<QAbstractScrollArea *>(content))
        return;
    // A form puts its field under its label where both do not fit side by
    // side ("Anfangsstärke:" and a spin box with its unit).
    for (QFormLayout *form : content->findChildren<QFormLayout *>())
        form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    auto *scroll = new QScrollArea(dock);
    scroll->setObjectName(dock->objectName() + u"Scroll"_s);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setMinimumSize(kMinimumWidth, kMinimumHeight);
    scroll->setWidget(content);
    dock->setWidget(scroll);
}

void PanelFit::narrowCombosInPanels()
{
    static bool installed = false;
    if (installed)
        return;
    installed = true;
    qApp->installEventFilter(new PanelFit(qApp));
}

bool PanelFit::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::Polish)
        return false;
    auto *combo = qobject_cast<QComboBox *>(watched);
    if (!combo || combo->isEditable())
        return false;
    for (QWidget *up = combo->parentWidget(); up; up = up->parentWidget()) {
        if (qobject_cast<QDockWidget *>(up)) {
            if (combo->sizeAdjustPolicy() != QComboBox::AdjustToMinimumContentsLengthWithIcon) {
                combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
                combo->setMinimumContentsLength(12);
            }
            break;
        }
    }
    return false;
}

} // namespace vedette
