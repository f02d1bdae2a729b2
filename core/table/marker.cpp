#include "marker.h"

#include "util/enumid.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace vedette::table {

namespace {
// FORMAT.md's marker kinds, spelled once.
constexpr util::EnumId<MarkerKind> kKinds[] = {{MarkerKind::Note, "note"},
                                               {MarkerKind::MoraleCounter, "morale-counter"},
                                               {MarkerKind::Casualty, "casualty"},
                                               {MarkerKind::Objective, "objective"}};
static_assert(util::isWellFormed(kKinds) && util::coversAll(kKinds, 4));
} // namespace

QString markerKindId(MarkerKind kind)
{
    return util::idOf(kKinds, kind);
}

MarkerKind markerKindFromId(QStringView id, bool *ok)
{
    return util::fromId(kKinds, id, ok);
}

QString markerKindName(MarkerKind kind)
{
    switch (kind) {
    case MarkerKind::Note: return QCoreApplication::translate("vedette::table::Marker", "Note");
    case MarkerKind::MoraleCounter: return QCoreApplication::translate("vedette::table::Marker", "Morale counter");
    case MarkerKind::Casualty: return QCoreApplication::translate("vedette::table::Marker", "Casualties");
    case MarkerKind::Objective: return QCoreApplication::translate("vedette::table::Marker", "Objective");
    }
    return {};
}

} // namespace vedette::table
