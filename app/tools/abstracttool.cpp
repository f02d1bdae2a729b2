#include "abstracttool.h"

#include "scene/tablescene.h"

namespace vedette {

AbstractTool::AbstractTool(const QString &id, const QString &name, const QIcon &icon, const QKeySequence &shortcut,
                           QObject *parent)
    : TableInput(id, parent)
    , mName(name)
    , mIcon(icon)
    , mShortcut(shortcut)
{
}

void AbstractTool::activate(TableScene *scene)
{
    mScene = scene;
}

void AbstractTool::deactivate()
{
    mScene = nullptr;
}

void AbstractTool::mouseDoubleClicked(QGraphicsSceneMouseEvent *event)
{
    mousePressed(event);
}

QWidget *AbstractTool::createOptionsWidget(QWidget *)
{
    return nullptr;
}

bool AbstractTool::keyPressed(QKeyEvent *)
{
    return false;
}

Document *AbstractTool::document() const
{
    return mScene ? mScene->document() : nullptr;
}

} // namespace vedette
