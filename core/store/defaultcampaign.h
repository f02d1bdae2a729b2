#pragma once

#include <QString>
#include <QStringList>

namespace vedette::store {

// The campaign a referee finds on first start: every bundled scenario
// (":/scenarios/*.json") in one campaign file in the user's data directory.
class DefaultCampaign
{
public:
    // File name of the default campaign inside the data directory.
    static QString fileName(); // "Vedette campaign.vedette"
    // Resource paths of the bundled scenarios, sorted.
    static QStringList bundledScenarios();

    // Creates `dataDir`/fileName() from the bundled scenarios, with one
    // battle started from each, unless it already exists. Returns the file's
    // path, or an empty string with the reason in *errorString.
    static QString create(const QString &dataDir, QString *errorString = nullptr);
};

// The free function named in the design: DefaultCampaign::create().
inline QString createDefaultCampaign(const QString &dataDir, QString *errorString = nullptr)
{
    return DefaultCampaign::create(dataDir, errorString);
}

} // namespace vedette::store
