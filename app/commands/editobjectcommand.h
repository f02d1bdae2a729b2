#pragma once

#include "table/general.h"
#include "table/side.h"
#include "table/terrain.h"
#include "table/unit.h"

#include <QUndoCommand>

namespace vedette {

class Document;

// Changes one object of the table (a unit's name, strength, formation,
// markers; a terrain piece's type, cover, height, outline) from one state to
// another. Consecutive edits of the same field of the same object (typing in
// a spin box) merge into one step.
//
// Kind says which collection of the scenario the object lives in; the
// commands are the aliases below.
template<typename Kind>
class EditObjectCommand : public QUndoCommand
{
public:
    using Object = typename Kind::Object;

    EditObjectCommand(Document *document, const Object &before, const Object &after, const QString &field,
                      const QString &text, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    Document *mDocument;
    Object mBefore;
    Object mAfter;
    QString mField;
};

struct UnitObject
{
    using Object = table::Unit;
    static int commandId();
    static void update(Document *document, const Object &object);
};

struct TerrainObject
{
    using Object = table::Terrain;
    static int commandId();
    static void update(Document *document, const Object &object);
};

struct GeneralObject
{
    using Object = table::General;
    static int commandId();
    static void update(Document *document, const Object &object);
};

struct SideObject
{
    using Object = table::Side;
    static int commandId();
    static void update(Document *document, const Object &object);
};

using EditUnitCommand = EditObjectCommand<UnitObject>;
using EditTerrainCommand = EditObjectCommand<TerrainObject>;
using EditGeneralCommand = EditObjectCommand<GeneralObject>;
using EditSideCommand = EditObjectCommand<SideObject>;

extern template class EditObjectCommand<UnitObject>;
extern template class EditObjectCommand<TerrainObject>;
extern template class EditObjectCommand<GeneralObject>;
extern template class EditObjectCommand<SideObject>;

} // namespace vedette
