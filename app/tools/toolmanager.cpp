#include "toolmanager.h"

#include "scene/tablescene.h"
#include "tools/abstracttool.h"

#include <QAction>
#include <QActionGroup>

namespace vedette {

ToolManager::ToolManager(TableScene *scene, QObject *parent)
    : QObject(parent)
    , mScene(scene)
    , mGroup(new QActionGroup(this))
{
    mGroup->setExclusive(true);
}

ToolManager::~ToolManager() = default;

void ToolManager::addTool(AbstractTool *tool)
{
    tool->setParent(this);
    auto *action = new QAction(tool->icon(), tool->name(), mGroup);
    action->setObjectName(tool->id());
    action->setCheckable(true);
    action->setShortcut(tool->shortcut());
    action->setToolTip(tool->shortcut().isEmpty()
                           ? tool->name()
                           : tr("%1 (%2)").arg(tool->name(), tool->shortcut().toString(QKeySequence::NativeText)));
    action->setStatusTip(tool->hint());
    connect(action, &QAction::triggered, this, [this, tool] { selectTool(tool); });
    connect(tool, &AbstractTool::message, this, &ToolManager::message);
    mTools.append(tool);
    mActions.append(action);
    action->setEnabled(mEditable || !tool->changesTable());
    if (!mActive)
        selectTool(tool);
}

AbstractTool *ToolManager::tool(const QString &id) const
{
    for (AbstractTool *tool : mTools)
        if (tool->id() == id)
            return tool;
    return nullptr;
}

QAction *ToolManager::action(const AbstractTool *tool) const
{
    const qsizetype index = mTools.indexOf(tool);
    return index < 0 ? nullptr : mActions.at(index);
}

void ToolManager::selectTool(AbstractTool *tool)
{
    if (tool == mActive)
        return;
    mActive = tool;
    mScene->setTool(tool);
    if (QAction *act = action(tool))
        act->setChecked(true);
    if (tool)
        emit message(tool->hint());
    emit toolChanged(tool);
}

void ToolManager::setEditable(bool editable)
{
    mEditable = editable;
    for (qsizetype i = 0; i < mTools.size(); ++i)
        mActions[i]->setEnabled(editable || !mTools[i]->changesTable());
    if (!editable && mActive && mActive->changesTable() && !mTools.isEmpty())
        selectTool(mTools.constFirst());
}

} // namespace vedette
