#pragma once

#include <QObject>
#include <QPointF>
#include <QString>

class QGraphicsSceneContextMenuEvent;
class QGraphicsSceneMouseEvent;
class QMenu;
class QWidget;

namespace vedette {

class PiecesLayer;
class TableScene;

// Balagan's generals taken by hand: with the select tool (or none) a general
// piece is dragged, and the drop is one undo step; a drop on a unit of his
// side attaches him to it. Right-click offers his commands. The pieces
// layer (app/scene) only draws; this is the input side, so the model changes
// only through a tool and the command facade (commands/facade.h).
class GeneralHand : public QObject
{
    Q_OBJECT

public:
    GeneralHand(TableScene *scene, PiecesLayer *pieces);

    // What a drop of the general at `scenePos` does: joins the unit of his
    // side there, else stands him there. Pushes one command; false when
    // nothing changed.
    bool dropGeneral(const QString &generalId, QPointF scenePos);
    bool attachGeneral(const QString &generalId, const QString &unitId);

    // The context menu of a general piece (for the right-click and tests).
    QMenu *createGeneralMenu(const QString &generalId, QWidget *parent);

signals:
    // The referee asked to send a messenger from this general.
    void sendMessengerRequested(const QString &generalId);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool handsFree() const;
    bool mousePressed(QGraphicsSceneMouseEvent *event);
    bool mouseMoved(QGraphicsSceneMouseEvent *event);
    bool mouseReleased(QGraphicsSceneMouseEvent *event);
    bool contextMenu(QGraphicsSceneContextMenuEvent *event);

    TableScene *mScene;
    PiecesLayer *mPieces;
    QPointF mPressScenePos;
    QPointF mPressItemPos;
    bool mMoved = false;
};

} // namespace vedette
