#include "editobjectcommand.h"

#include "commands/commandids.h"
#include "document/document.h"

namespace vedette {

namespace {

// Units and terrain keep their id behind an accessor, generals and sides in a field.
template<typename T>
QString idOf(const T &object)
{
    if constexpr (requires { object.id(); })
        return object.id();
    else
        return object.id;
}

} // namespace

template<typename Kind>
EditObjectCommand<Kind>::EditObjectCommand(Document *document, const Object &before, const Object &after,
                                           const QString &field, const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , mDocument(document)
    , mBefore(before)
    , mAfter(after)
    , mField(field)
{
}

template<typename Kind>
void EditObjectCommand<Kind>::undo()
{
    Kind::update(mDocument, mBefore);
}

template<typename Kind>
void EditObjectCommand<Kind>::redo()
{
    Kind::update(mDocument, mAfter);
}

template<typename Kind>
int EditObjectCommand<Kind>::id() const
{
    return Kind::commandId();
}

template<typename Kind>
bool EditObjectCommand<Kind>::mergeWith(const QUndoCommand *other)
{
    const auto *edit = static_cast<const EditObjectCommand *>(other);
    if (edit->mDocument != mDocument || edit->mField != mField || idOf(edit->mAfter) != idOf(mAfter)
        || edit->mBefore != mAfter)
        return false;
    mAfter = edit->mAfter;
    setObsolete(mAfter == mBefore);
    return true;
}

int UnitObject::commandId()
{
    return EditUnitCommandId;
}

void UnitObject::update(Document *document, const Object &object)
{
    document->scenario().updateUnit(object);
}

int TerrainObject::commandId()
{
    return EditTerrainCommandId;
}

void TerrainObject::update(Document *document, const Object &object)
{
    document->scenario().updateTerrain(object);
}

int GeneralObject::commandId()
{
    return EditGeneralCommandId;
}

void GeneralObject::update(Document *document, const Object &object)
{
    document->scenario().updateGeneral(object);
}

int SideObject::commandId()
{
    return EditSideCommandId;
}

void SideObject::update(Document *document, const Object &object)
{
    document->scenario().updateSide(object);
}

template class EditObjectCommand<UnitObject>;
template class EditObjectCommand<TerrainObject>;
template class EditObjectCommand<GeneralObject>;
template class EditObjectCommand<SideObject>;

} // namespace vedette
