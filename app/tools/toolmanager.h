#pragma once

#include <QList>
#include <QObject>

class QAction;
class QActionGroup;

namespace vedette {

class AbstractTool;
class TableScene;

// Owns the table tools and their actions (one exclusive QActionGroup, each
// action with the tool's shortcut) and hands the chosen tool to the scene.
class ToolManager : public QObject
{
    Q_OBJECT

public:
    explicit ToolManager(TableScene *scene, QObject *parent = nullptr);
    ~ToolManager() override;

    // Takes ownership. The first tool added becomes the active one.
    void addTool(AbstractTool *tool);
    const QList<AbstractTool *> &tools() const { return mTools; }
    AbstractTool *tool(const QString &id) const;
    AbstractTool *activeTool() const { return mActive; }
    QAction *action(const AbstractTool *tool) const;
    QActionGroup *actionGroup() const { return mGroup; }

    void selectTool(AbstractTool *tool);
    // Turns the tools that change the table off (a followed battle, a
    // read-only campaign) or on again; off, the first tool takes over.
    void setEditable(bool editable);

signals:
    void toolChanged(vedette::AbstractTool *tool);
    void message(const QString &text);

private:
    TableScene *mScene;
    QActionGroup *mGroup;
    QList<AbstractTool *> mTools;
    QList<QAction *> mActions;
    AbstractTool *mActive = nullptr;
    bool mEditable = true;
};

} // namespace vedette
