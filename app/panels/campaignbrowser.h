#pragma once

#include <QDockWidget>

#include <optional>

class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace vedette {

class Campaign;

// The "Campaign" dock: the campaign's scenarios with the battles fought
// from each. Double-click a battle to continue it; start a new battle from a
// scenario, carrying units' strength from an earlier battle if wished.
class CampaignBrowser : public QDockWidget
{
    Q_OBJECT

public:
    enum Role { KindRole = Qt::UserRole + 1, IdRole };
    enum class ItemKind { Scenario = 1, Battle = 2 };

    explicit CampaignBrowser(Campaign *campaign, QWidget *parent = nullptr);

    QTreeWidget *tree() const { return mTree; }
    // The scenario of the selected item (a scenario, or a battle's scenario).
    qint64 selectedScenario() const;
    qint64 selectedBattle() const;

    void newBattleInteractively();
    void importScenarioInteractively();
    void exportScenarioInteractively();

public slots:
    void refresh();

private:
    void itemActivated(QTreeWidgetItem *item);
    void updateButtons();

    Campaign *mCampaign;
    QLabel *mWhere = nullptr;
    QLabel *mTitle;
    QTreeWidget *mTree;
    QPushButton *mOpenButton;
    QPushButton *mNewBattleButton;
};

} // namespace vedette
