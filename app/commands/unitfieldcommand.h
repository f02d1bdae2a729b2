#pragma once

#include <QPointF>
#include <QString>
#include <QUndoCommand>

namespace vedette {

class Document;
namespace table {
class Unit;
}

// Sets one field of a unit (where it stands, which way it faces). The steps
// of one drag share a drag number and merge, so the whole drag is one undo
// step; a drag that ends where it began leaves no step at all.
//
// Field gives the value type, the merge id, the command's text and how the
// value is set and compared; the commands are the aliases below.
template<typename Field>
class UnitFieldCommand : public QUndoCommand
{
public:
    using Value = typename Field::Value;

    UnitFieldCommand(Document *document, const QString &unitId, Value from, Value to, int drag = 0,
                     QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    void apply(const Value &value);

    Document *mDocument;
    QString mUnitId;
    Value mFrom;
    Value mTo;
    int mDrag;
};

struct UnitPositionField
{
    using Value = QPointF; // the unit's centre, mm
    static int commandId();
    static QString text(const QString &unitName);
    static void set(table::Unit &unit, const Value &value);
    static bool same(const Value &a, const Value &b);
};

struct UnitFacingField
{
    using Value = double; // degrees
    static int commandId();
    static QString text(const QString &unitName);
    static void set(table::Unit &unit, const Value &value);
    static bool same(const Value &a, const Value &b);
};

using MoveUnitCommand = UnitFieldCommand<UnitPositionField>;
using RotateUnitCommand = UnitFieldCommand<UnitFacingField>;

extern template class UnitFieldCommand<UnitPositionField>;
extern template class UnitFieldCommand<UnitFacingField>;

} // namespace vedette
