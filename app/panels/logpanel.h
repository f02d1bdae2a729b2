#pragma once

#include "store/journalentry.h"

#include <QDockWidget>
#include <QImage>

#include <functional>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;
class QTimer;

namespace vedette {

namespace table {
class Scenario;
}

class Campaign;
class Document;
class LogPanelModel;
struct AfterActionReport;

// The "Campaign Log" dock: every roll, result and note of the campaign,
// newest at the bottom, with filters, full-text search, notes and voiding.
class LogPanel : public QDockWidget
{
    Q_OBJECT

public:
    explicit LogPanel(Document *document, QWidget *parent = nullptr);
    ~LogPanel() override;

    LogPanelModel *model() const { return mModel; }
    QTableView *view() const { return mView; }

    // Asks for a note and adds it to the current battle's log.
    void addNoteInteractively();
    // Asks to confirm (with an optional reason) and voids the selected entry.
    void voidSelectedInteractively();
    // The same without dialogs.
    std::optional<qint64> addNote(const QString &text);
    std::optional<qint64> voidRow(int row, const QString &reason);

    // Writes what the log shows (its filters apply) as .html, .md, .csv,
    // .json or .pdf (the after-action report), chosen by the file suffix.
    bool exportLog(const QString &path, QString *errorString);
    // The after-action report of the log as filtered now.
    AfterActionReport afterActionReport() const;
    // Draws a table for the report (the scenario at the start of a battle,
    // the battle's table at its end); the table view installs one.
    using TablePicture = std::function<QImage(const table::Scenario &)>;
    void setTablePicture(TablePicture picture) { mTablePicture = std::move(picture); }

    void selectBattleFilter(qint64 battleId);
    void setSearchText(const QString &text);

private:
    // The battle, game or campaign-wide log the battle filter picks.
    store::JournalFilter whichLog() const;
    // What the turn column of that log is called, by its battles' rules.
    QString turnHeader(const store::JournalFilter &filter) const;
    void campaignOpened();
    // The filters offered again; showBattle picks the battle shown (0: all),
    // else the one picked stays. The log is read once, at the end.
    // IfChanged: the log is read again only when the filter is another.
    enum class Apply { Always, IfChanged };
    void refillFilters(std::optional<qint64> showBattle = std::nullopt, Apply apply = Apply::Always);
    void applyFilter(Apply apply = Apply::Always);
    // The kinds menu: "All kinds" and mKinds, the one picked kept if it is
    // still there (else all kinds, and the log read again).
    void fillKinds();
    // The kinds of the log as the model's reader tells them (off the
    // window's thread: LogPanelModel::readKinds()).
    void takeKinds(const QStringList &kinds);
    // New entries: ours, or another referee's (whose may be older than the newest shown).
    void journalAppended(const QList<qint64> &entryIds);
    void updateCount();
    void updateButtons();
    // Near the top, reads older entries; near the bottom, newer ones that
    // were forgotten (LogPanelModel keeps a window of the log).
    void maybeFetch();
    void scrollToNewest();
    int selectedRow() const;

    Document *mDocument;
    Campaign *mCampaign;
    LogPanelModel *mModel;
    QTableView *mView;
    QLineEdit *mSearch;
    QComboBox *mBattle;
    QComboBox *mSide;
    QComboBox *mUnit;
    QComboBox *mKind;
    QPushButton *mNoteButton;
    QPushButton *mVoidButton;
    QLabel *mCount;
    QTimer *mSearchDelay;
    bool mRefilling = false;
    // The kinds of entry the log holds, as last read (sorted).
    QStringList mKinds;
    // The view was at the newest entry: it stays there as rows come.
    bool mFollowNewest = false;
    TablePicture mTablePicture;
};

} // namespace vedette
