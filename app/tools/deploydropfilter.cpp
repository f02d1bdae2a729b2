#include "deploydropfilter.h"

#include "panels/orderofbattletree.h"
#include "tools/deploytool.h"
#include "tools/toolmanager.h"

#include <QDragMoveEvent>
#include <QDropEvent>
#include <QGraphicsView>
#include <QMimeData>

namespace vedette {

DeployDropFilter::DeployDropFilter(QGraphicsView *view, ToolManager *tools, DeployTool *tool)
    : QObject(view)
    , mView(view)
    , mViewport(view->viewport())
    , mTools(tools)
    , mTool(tool)
{
    view->setAcceptDrops(true);
    view->viewport()->setAcceptDrops(true);
    view->viewport()->installEventFilter(this);
}

bool DeployDropFilter::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != mViewport)
        return false;
    switch (event->type()) {
    case QEvent::DragEnter:
    case QEvent::DragMove: {
        auto *drag = static_cast<QDragMoveEvent *>(event);
        QStringList units;
        QStringList generals;
        if (!OrderOfBattleTree::decode(drag->mimeData(), &units, &generals) || units.isEmpty())
            return false;
        if (mTools->activeTool() != mTool)
            mTools->selectTool(mTool);
        if (mTool->payload() != units)
            mTool->setPayload(units);
        const QPointF at = mView->mapToScene(drag->position().toPoint());
        mTool->preview(mTool->layoutAt(at), at);
        drag->acceptProposedAction();
        return true;
    }
    case QEvent::DragLeave:
        mTool->hidePreview();
        return false;
    case QEvent::Drop: {
        auto *drop = static_cast<QDropEvent *>(event);
        QStringList units;
        QStringList generals;
        if (!OrderOfBattleTree::decode(drop->mimeData(), &units, &generals) || units.isEmpty())
            return false;
        mTool->setPayload(units);
        mTool->deployAt(mView->mapToScene(drop->position().toPoint()), drop->modifiers() & Qt::ControlModifier);
        drop->acceptProposedAction();
        return true;
    }
    default:
        return false;
    }
}

} // namespace vedette
