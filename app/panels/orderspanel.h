#pragma once

#include "rules/balagan/battlestate.h"
#include "table/unittypes.h"

#include <QDockWidget>

#include <functional>

class QComboBox;
class QLabel;
class QPushButton;
class QTreeWidget;

namespace vedette {

class Document;
class MainWindow;

// Balagan's chain of command: each side's divisions with their general and
// order (and units without a division), the messengers on their way, and the
// referee's two commands: send a messenger from a general with an order for a
// unit and its division, and let a side's messengers ride their bound (the
// 1-in-6 death roll each, orders delivered on arrival). Every change is one
// undoable command; its events go to the campaign log.
class OrdersPanel : public QDockWidget
{
    Q_OBJECT

public:
    enum Column { NameColumn, GeneralColumn, OrderColumn, UnitsColumn };
    enum Role { GeneralRole = Qt::UserRole + 1, TargetRole, SideRole, MessengerRole };

    explicit OrdersPanel(Document *document, QWidget *parent = nullptr);

    QTreeWidget *tree() const { return mTree; }

    // The messenger appears at his general; false when refused (no such
    // general or unit, or the general is not on the table).
    bool sendMessenger(const QString &generalId, const QString &targetUnitId, table::Order order);
    // Puts a general who is nowhere on the table just behind the first unit
    // of his division (the commander-in-chief behind his side's first unit).
    bool placeGeneral(const QString &generalId);
    // Every riding messenger of the side rides one bound. Returns how many
    // rode, or -1 when the referee withheld the dice (nothing changed).
    int rideMessengers(const QString &sideId);
    // The side whose messengers "Messengers ride" moves.
    QString ridingSide() const;

public slots:
    void refresh();
    // Refreshes once the current turn of the event loop is over (a drag
    // changes the table at every mouse move).
    void scheduleRefresh();
    // Asks the referee for the target and order (target preselected when given).
    void askMessenger(const QString &generalId, const QString &targetUnitId = {});

protected:
    void showEvent(QShowEvent *event) override;

private:
    const rules::balagan::BattleState &battleState() const;
    void updateButtons();
    void sendFromSelection();

    Document *mDocument;
    QLabel *mHeader;
    QTreeWidget *mTree;
    QPushButton *mSend;
    QPushButton *mPlace;
    QComboBox *mSide;
    QPushButton *mRide;
    bool mRefreshPending = false;
    bool mStale = false;
};

void installOrders(MainWindow *window);

} // namespace vedette
