#include "marker.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace vedette::table {

namespace {
constexpr MarkerKind kinds[] = {MarkerKind::Note, MarkerKind::MoraleCounter, MarkerKind::Casualty, MarkerKind::Objective};
}

QString markerKindId(MarkerKind kind)
{
    switch (kind) {
    case MarkerKind::Note: return u"note"_s;
    case MarkerKind::MoraleCounter: return u"morale-counter"_s;
    case MarkerKind::Casualty: return u"casualty"_s;
    case MarkerKind::Objective: return u"objective"_s;
    }
    return {};
}

MarkerKind markerKindFromId(QStringView id, bool *ok)
{
    for (MarkerKind kind : kinds) {
        if (id == markerKindId(kind)) {
            if (ok)
                *ok = true;
            return kind;
        }
    }
    if (ok)
        *ok = false;
    return MarkerKind::Note;
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
