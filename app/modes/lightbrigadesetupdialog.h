#pragma once

#include "rules/lightbrigade/settings.h"

#include <QDialog>
#include <QList>

#include <cstdint>

class QCheckBox;
class QComboBox;
class QLineEdit;

namespace vedette {

// Before the charge: the troop type, the front rank option, the optional
// Lancers variant, and the twelve names (generated from period lists, or typed).
class LightBrigadeSetupDialog : public QDialog
{
    Q_OBJECT

public:
    explicit LightBrigadeSetupDialog(QWidget *parent = nullptr, std::uint64_t nameSeed = 0);

    rules::lightbrigade::Settings settings() const;
    QStringList names() const;

    void setSettings(const rules::lightbrigade::Settings &settings);
    void setNames(const QStringList &names);

public slots:
    void generateNames();

private:
    QComboBox *mTroop;
    QCheckBox *mFrontRank;
    QCheckBox *mLancers;
    QList<QLineEdit *> mNames;
    std::uint64_t mNameSeed;
};

} // namespace vedette
