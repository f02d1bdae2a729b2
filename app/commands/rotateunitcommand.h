#pragma once

#include <QString>
#include <QUndoCommand>

namespace vedette {

class Document;

// Turns a unit to a new facing (degrees). The steps of one drag share a drag
// number and merge, so the whole turn is one undo step.
class RotateUnitCommand : public QUndoCommand
{
public:
    RotateUnitCommand(Document *document, const QString &unitId, double from, double to, int drag = 0,
                    QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    void turnTo(double facing);

    Document *mDocument;
    QString mUnitId;
    double mFrom;
    double mTo;
    int mDrag;
};

} // namespace vedette
