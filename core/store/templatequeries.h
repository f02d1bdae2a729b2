#pragma once

#include "store/campaignrecords.h"

#include <QList>
#include <QString>

#include <optional>

namespace vedette::store {

class CampaignFile;

// Templates of units and divisions in the campaign file (schema 3), checked
// with table::TemplateJson before they are kept.
class TemplateQueries
{
public:
    explicit TemplateQueries(CampaignFile &file);

    std::optional<qint64> save(const UnitTemplate &unitTemplate);
    QList<UnitTemplate> list(const QString &ruleSystem, const QString &kind) const;
    std::optional<UnitTemplate> get(qint64 templateId) const;
    bool remove(qint64 templateId);

private:
    CampaignFile &mFile;
};

} // namespace vedette::store
