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
// referee's commands: a general changes his own orders (a roll), a general
// arrives in person at a unit (its orders change at once), send a messenger from a general with an order for a
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
    // docs/rules.md M-26: the general tries to change his own orders (5-6 +
    // rating, once a bound), and a general arriving in person at a unit
    // changes its division's orders at once. Steps of the BalaganController;
    // false when refused (the header says why).
    bool changeOrders(const QString &generalId, table::Order order);
    bool generalArrives(const QString &generalId, const QString &unitId, table::Order order);
    // The side whose messengers "Messengers ride" moves.
    QString ridingSide() const;
    QLabel *header() const { return mHeader; }
    // What the last order step gave, or why it was refused.
    QLabel *note() const { return mNote; }

public slots:
    void refresh();
    // Refreshes once the current turn of the event loop is over (a drag
    // changes the table at every mouse move).
    void scheduleRefresh();
    // Asks the referee for the target and order (target preselected when given).
    void askMessenger(const QString &generalId, const QString &targetUnitId = {});
    // Ask for the general and new order (and, arriving, the unit he joins).
    void askChangeOrders();
    void askGeneralArrives();

protected:
    void showEvent(QShowEvent *event) override;

private:
    const rules::balagan::BattleState &battleState() const;
    void updateButtons();
    void sendFromSelection();
    // The general of the selected row, or the side to move's first general.
    QString generalOfSelection() const;

    Document *mDocument;
    QLabel *mHeader;
    QLabel *mNote;
    QTreeWidget *mTree;
    QPushButton *mSend;
    QPushButton *mPlace;
    QPushButton *mChange;
    QPushButton *mArrive;
    QComboBox *mSide;
    QPushButton *mRide;
    bool mRefreshPending = false;
    bool mStale = false;
};

} // namespace vedette
