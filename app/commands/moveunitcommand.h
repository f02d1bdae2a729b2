#pragma once

#include <QPointF>
#include <QString>
#include <QUndoCommand>

namespace vedette {

class Document;

// Moves a unit's centre. The steps of one drag share a drag number and merge,
// so the whole drag is one undo step.
class MoveUnitCommand : public QUndoCommand
{
public:
    MoveUnitCommand(Document *document, const QString &unitId, QPointF from, QPointF to, int drag = 0,
                    QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    void moveTo(QPointF position);

    Document *mDocument;
    QString mUnitId;
    QPointF mFrom;
    QPointF mTo;
    int mDrag;
};

} // namespace vedette
