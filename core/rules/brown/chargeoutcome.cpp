#include "chargeoutcome.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace vedette::rules::brown {

QString endingId(ChargeOutcome::Ending ending)
{
    switch (ending) {
    case ChargeOutcome::Ending::Pending:
        return u"pending"_s;
    case ChargeOutcome::Ending::Refused:
        return u"refused"_s;
    case ChargeOutcome::Ending::ActivationFailed:
        return u"activation-failed"_s;
    case ChargeOutcome::Ending::Evaded:
        return u"evaded"_s;
    case ChargeOutcome::Ending::Resolved:
        return u"resolved"_s;
    }
    return u"pending"_s;
}

namespace {

QString moveKindId(ChargeOutcome::Move::Kind kind)
{
    switch (kind) {
    case ChargeOutcome::Move::Kind::ToDistance:
        return u"to-distance"_s;
    case ChargeOutcome::Move::Kind::Contact:
        return u"contact"_s;
    case ChargeOutcome::Move::Kind::Back:
        return u"back"_s;
    }
    return u"to-distance"_s;
}

} // namespace

QJsonObject ChargeOutcome::toJson() const
{
    QJsonObject json{
        {u"ending"_s, endingId(ending)},
        {u"attackerMarkers"_s, QJsonArray::fromStringList(table::stateMarkerIds(attackerMarkers))},
        {u"defenderMarkers"_s, QJsonArray::fromStringList(table::stateMarkerIds(defenderMarkers))},
        {u"attackerLosses"_s, attackerLosses},
        {u"defenderLosses"_s, defenderLosses},
        {u"meleeBegins"_s, meleeBegins},
        {u"attackerMayOccupy"_s, attackerMayOccupy},
        {u"pursuitAllowed"_s, pursuitAllowed},
        {u"summary"_s, summary},
    };
    if (reading) {
        json.insert(u"chart"_s, chartName(reading->chart));
        json.insert(u"net"_s, reading->net);
        json.insert(u"chartResult"_s, resultId(reading->chartResult));
        json.insert(u"result"_s, resultId(reading->result));
        json.insert(u"resultText"_s, resultText(reading->result));
        json.insert(u"shifted"_s, reading->shifted);
        json.insert(u"blown"_s, reading->blown);
    }
    QJsonArray moveArray;
    for (const Move &m : moves) {
        moveArray.append(QJsonObject{{u"side"_s, sideId(m.side)},
                                     {u"kind"_s, moveKindId(m.kind)},
                                     {u"inches"_s, m.inches},
                                     {u"numbered"_s, m.numbered},
                                     {u"justOutside"_s, m.justOutside},
                                     {u"text"_s, m.text}});
    }
    json.insert(u"moves"_s, moveArray);
    if (surrenderingSide) {
        json.insert(u"surrender"_s, QJsonObject{{u"side"_s, sideId(*surrenderingSide)},
                                                 {u"percent"_s, surrenderPercent},
                                                 {u"figures"_s, surrendered}});
    }
    if (rideDown)
        json.insert(u"rideDown"_s, rideDown->toJson());
    return json;
}

} // namespace vedette::rules::brown
