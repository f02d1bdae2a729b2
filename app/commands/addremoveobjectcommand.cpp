#include "addremoveobjectcommand.h"

#include "document/document.h"

#include <QCoreApplication>

namespace vedette {

namespace {

template<typename Kind>
qsizetype indexOf(const table::Scenario &scenario, const QString &id)
{
    const auto &list = Kind::list(scenario);
    for (qsizetype i = 0; i < list.size(); ++i)
        if (Kind::idOf(list[i]) == id)
            return i;
    return -1;
}

template<typename Kind>
QString labelOf(const typename Kind::Object &object)
{
    const QString name = Kind::nameOf(object);
    return name.isEmpty() ? Kind::idOf(object) : name;
}

} // namespace

template<typename Kind>
AddRemoveObjectCommand<Kind>::AddRemoveObjectCommand(Document *document, const Object &object, qsizetype index,
                                                     bool adding, QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document)
    , mObject(object)
    , mIndex(index)
    , mAdding(adding)
{
    setText(adding ? QCoreApplication::translate("Commands", "Add %1").arg(labelOf<Kind>(object))
                   : QCoreApplication::translate("Commands", "Remove %1").arg(labelOf<Kind>(object)));
}

template<typename Kind>
AddRemoveObjectCommand<Kind> *AddRemoveObjectCommand<Kind>::add(Document *document, const Object &object,
                                                                qsizetype index, QUndoCommand *parent)
{
    // The place is kept as asked: siblings added before this one in the same
    // parent command make room for it.
    return new AddRemoveObjectCommand(document, object, index, true, parent);
}

template<typename Kind>
AddRemoveObjectCommand<Kind> *AddRemoveObjectCommand<Kind>::remove(Document *document, const QString &id,
                                                                   QUndoCommand *parent)
{
    const qsizetype index = indexOf<Kind>(document->scenario(), id);
    if (index < 0)
        return nullptr;
    return new AddRemoveObjectCommand(document, Kind::list(document->scenario())[index], index, false, parent);
}

template<typename Kind>
void AddRemoveObjectCommand<Kind>::put()
{
    table::Scenario &scenario = mDocument->scenario();
    Kind::insert(scenario, mIndex < 0 ? Kind::list(scenario).size() : mIndex, mObject);
}

template<typename Kind>
void AddRemoveObjectCommand<Kind>::take()
{
    Kind::remove(mDocument->scenario(), Kind::idOf(mObject));
}

template<typename Kind>
void AddRemoveObjectCommand<Kind>::redo()
{
    // Children first (QUndoCommand's order), then the object itself.
    QUndoCommand::redo();
    if (mAdding)
        put();
    else
        take();
}

template<typename Kind>
void AddRemoveObjectCommand<Kind>::undo()
{
    if (mAdding)
        take();
    else
        put();
    QUndoCommand::undo();
}

QString TerrainList::nameOf(const Object &o)
{
    return o.name().isEmpty() ? table::terrainTypeName(o.type()) : o.name();
}

QString FogZoneList::nameOf(const Object &)
{
    return QCoreApplication::translate("Commands", "fog");
}

QString MarkerList::nameOf(const Object &o)
{
    return o.text.isEmpty() ? table::markerKindName(o.kind) : o.text;
}

QString RulerList::nameOf(const Object &o)
{
    return o.label.isEmpty() ? QCoreApplication::translate("Commands", "pinned ruler") : o.label;
}

template class AddRemoveObjectCommand<UnitList>;
template class AddRemoveObjectCommand<GeneralList>;
template class AddRemoveObjectCommand<SideList>;
template class AddRemoveObjectCommand<TerrainList>;
template class AddRemoveObjectCommand<FogZoneList>;
template class AddRemoveObjectCommand<MarkerList>;
template class AddRemoveObjectCommand<MessengerList>;
template class AddRemoveObjectCommand<RulerList>;

} // namespace vedette
