#pragma once

#include <QObject>

class QGraphicsView;

namespace vedette {

class DeployTool;
class ToolManager;

// Lets units dragged from the order-of-battle dock be dropped on the table:
// watches the table view's viewport, chooses the deploy tool with the
// dragged units, shows where they would stand as the drag moves and
// deploys them, centred where they are dropped, as one undo step.
class DeployDropFilter : public QObject
{
    Q_OBJECT

public:
    DeployDropFilter(QGraphicsView *view, ToolManager *tools, DeployTool *tool);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QGraphicsView *mView;
    // The viewport, kept from the start: events reach the filter while the
    // view is being destroyed, when asking it for its viewport is undefined.
    QObject *mViewport;
    ToolManager *mTools;
    DeployTool *mTool;
};

} // namespace vedette
