#pragma once

#include "scene/tableinput.h"

#include <QCursor>
#include <QIcon>
#include <QKeySequence>
#include <QString>

class QWidget;

namespace vedette {

class Document;
class TableScene;

// One way of working on the table (select, place, draw, measure...). The
// scene forwards its mouse and key events to the active tool, which turns
// them into commands on the document (Tiled's AbstractTool).
class AbstractTool : public TableInput
{
    Q_OBJECT

public:
    AbstractTool(const QString &id, const QString &name, const QIcon &icon, const QKeySequence &shortcut,
                 QObject *parent = nullptr);

    const QString &name() const { return mName; }
    const QIcon &icon() const { return mIcon; }
    const QKeySequence &shortcut() const { return mShortcut; }
    // One sentence for the status bar while the tool is chosen.
    virtual QString hint() const = 0;
    virtual QCursor cursor() const { return Qt::ArrowCursor; }
    // Whether every use of the tool changes the table (placing, drawing,
    // charging): such a tool is off while the table cannot be changed here
    // (a followed battle, a read-only campaign). Select and Measure stay,
    // and refuse only their changes.
    virtual bool changesTable() const { return true; }
    // The tool's choices (unit type, terrain type...) for the tool options
    // bar; nullptr when it has none. The caller owns the widget.
    virtual QWidget *createOptionsWidget(QWidget *parent);

    // Called when the tool becomes (or stops being) the scene's tool.
    void activate(TableScene *scene) override;
    void deactivate() override;

    void mouseDoubleClicked(QGraphicsSceneMouseEvent *event) override;
    bool keyPressed(QKeyEvent *event) override;

    TableScene *scene() const { return mScene; }
    Document *document() const;

signals:
    // A refusal or a result for the status bar ("The unit would leave the table").
    void message(const QString &text);

private:
    QString mName;
    QIcon mIcon;
    QKeySequence mShortcut;
    TableScene *mScene = nullptr;
};

} // namespace vedette
