#pragma once

#include <QObject>
#include <QString>

class QGraphicsSceneMouseEvent;
class QKeyEvent;

namespace vedette {

class TableScene;

// What the table scene hands its mouse and keys to: the active tool. The
// scene knows only this interface, so the scene layer never includes the
// tools (app/tools/abstracttool.h implements it); input reaches the model
// only through a tool.
class TableInput : public QObject
{
    Q_OBJECT

public:
    explicit TableInput(const QString &id, QObject *parent = nullptr)
        : QObject(parent)
        , mId(id)
    {
    }

    // The tool's id ("selectTool"): layers ask it whether their own handling
    // (the table screen frame's drag) may go first.
    const QString &id() const { return mId; }

    // Called when the input becomes (or stops being) the scene's.
    virtual void activate(TableScene *scene) = 0;
    virtual void deactivate() = 0;

    virtual void mousePressed(QGraphicsSceneMouseEvent *event) = 0;
    virtual void mouseMoved(QGraphicsSceneMouseEvent *event) = 0;
    virtual void mouseReleased(QGraphicsSceneMouseEvent *event) = 0;
    virtual void mouseDoubleClicked(QGraphicsSceneMouseEvent *event) = 0;
    // Returns true when the input used the key.
    virtual bool keyPressed(QKeyEvent *event) = 0;

private:
    QString mId;
};

} // namespace vedette
