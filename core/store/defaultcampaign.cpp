#include "defaultcampaign.h"

#include "campaignstore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace vedette::store {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::store::DefaultCampaign)
};

} // namespace

QString DefaultCampaign::fileName()
{
    return u"Vedette campaign.vedette"_s;
}

QStringList DefaultCampaign::bundledScenarios()
{
    QStringList paths;
    const QStringList names = QDir(u":/scenarios"_s).entryList({u"*.json"_s}, QDir::Files, QDir::Name);
    for (const QString &name : names)
        paths.append(u":/scenarios/"_s + name);
    return paths;
}

QString DefaultCampaign::create(const QString &dataDir, QString *errorString)
{
    const QString path = QDir(dataDir).absoluteFilePath(fileName());
    if (QFileInfo::exists(path))
        return path;
    // Built under a temporary name and renamed when complete, so an
    // interrupted first start never leaves a half-filled default campaign.
    const QString partial = path + u".part"_s;
    for (const QString &suffix : {u""_s, u"-wal"_s, u"-shm"_s})
        QFile::remove(partial + suffix);

    auto failed = [&](const QString &message) {
        if (errorString)
            *errorString = message;
        for (const QString &suffix : {u""_s, u"-wal"_s, u"-shm"_s})
            QFile::remove(partial + suffix);
        return QString();
    };
    {
        CampaignStore store;
        if (!store.create(partial, Tr::tr("Vedette campaign")))
            return failed(store.errorString());
        const QStringList scenarios = bundledScenarios();
        if (scenarios.isEmpty())
            return failed(Tr::tr("This Vedette has no bundled scenarios."));
        for (const QString &resource : scenarios) {
            QFile file(resource);
            if (!file.open(QIODevice::ReadOnly))
                return failed(Tr::tr("Cannot read the bundled scenario %1.").arg(resource));
            const std::optional<qint64> scenario =
                store.importScenarioJson(file.readAll(), u"bundled:"_s + QFileInfo(resource).fileName());
            if (!scenario)
                return failed(store.errorString());
            NewBattle battle;
            battle.scenarioId = *scenario;
            if (!store.startBattle(battle))
                return failed(store.errorString());
        }
        store.close();
    }
    // The lock and WAL files belong to the partial name; after a clean close
    // only the database file is left.
    QFile::remove(partial + u".lock"_s);
    if (!QFile::rename(partial, path))
        return failed(Tr::tr("Cannot create %1.").arg(QDir::toNativeSeparators(path)));
    return path;
}

} // namespace vedette::store
