#include "logpanel.h"

#include "document/campaign.h"
#include "document/document.h"
#include "journal/kindnames.h"
#include "panels/afteractionreport.h"
#include "panels/logexportpdf.h"
#include "panels/logpanelmodel.h"
#include "panels/actornames.h"
#include "panels/flowlayout.h"
#include "store/campaignstore.h"
#include "store/logexport.h"
#include "table/scenario.h"
#include "window/panelfit.h"

#include <QComboBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollBar>
#include <QTableView>
#include <QTime>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

QComboBox *filterCombo(const QString &name, const QString &tip, QWidget *parent)
{
    auto *combo = new QComboBox(parent);
    combo->setObjectName(name);
    combo->setToolTip(tip);
    combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    combo->setMinimumContentsLength(10);
    combo->setMaximumWidth(220);
    return combo;
}

// The kinds of the log into the kinds menu by their names (never their
// ids), in the order of the names.
void addKinds(QComboBox *combo, const QStringList &kinds)
{
    QList<std::pair<QString, QString>> named;
    named.reserve(kinds.size());
    for (const QString &kind : kinds)
        named.append({journal::kindName(kind), kind});
    std::sort(named.begin(), named.end(),
              [](const auto &a, const auto &b) { return QString::localeAwareCompare(a.first, b.first) < 0; });
    for (const auto &[name, kind] : std::as_const(named))
        combo->addItem(name, kind);
}

} // namespace

LogPanel::LogPanel(Document *document, QWidget *parent)
    : QDockWidget(tr("Campaign Log"), parent)
    , mDocument(document)
    , mCampaign(document->campaign())
    , mModel(new LogPanelModel(this))
    , mSearchDelay(new QTimer(this))
{
    setObjectName(u"logDock"_s);
    auto *content = new QWidget(this);

    mSearch = new QLineEdit(content);
    mSearch->setObjectName(u"logSearch"_s);
    mSearch->setPlaceholderText(tr("Search the log…"));
    mSearch->setClearButtonEnabled(true);
    mSearch->setToolTip(tr("Full-text search: every word must appear; a word followed by a space matches whole words, the word being typed their beginnings"));
    mSearchDelay->setSingleShot(true);
    mSearchDelay->setInterval(250);
    connect(mSearch, &QLineEdit::textChanged, mSearchDelay, qOverload<>(&QTimer::start));
    connect(mSearchDelay, &QTimer::timeout, this, [this] { applyFilter(); });

    mBattle = filterCombo(u"logBattleFilter"_s, tr("Show the entries of one battle"), content);
    mSide = filterCombo(u"logSideFilter"_s, tr("Show the entries a side may see or that name its units"), content);
    mUnit = filterCombo(u"logUnitFilter"_s, tr("Show the entries that name one unit"), content);
    mKind = filterCombo(u"logKindFilter"_s, tr("Show one kind of entry"), content);
    for (QComboBox *combo : {mBattle, mSide, mUnit, mKind})
        connect(combo, &QComboBox::currentIndexChanged, this, [this] {
            if (!mRefilling)
                applyFilter();
        });

    mNoteButton = new QPushButton(QIcon::fromTheme(u"document-edit"_s), tr("Add &Note…"), content);
    mNoteButton->setObjectName(u"addNoteButton"_s);
    mNoteButton->setToolTip(tr("Write a note into the log of the current battle"));
    connect(mNoteButton, &QPushButton::clicked, this, &LogPanel::addNoteInteractively);
    mVoidButton = new QPushButton(QIcon::fromTheme(u"edit-delete"_s), tr("&Void Entry…"), content);
    mVoidButton->setObjectName(u"voidButton"_s);
    mVoidButton->setToolTip(tr("Mark a mistaken entry as void: it stays in the log, struck through, and the voiding is logged"));
    connect(mVoidButton, &QPushButton::clicked, this, &LogPanel::voidSelectedInteractively);
    mCount = new QLabel(content);
    mCount->setObjectName(u"logCountLabel"_s);

    mView = new QTableView(content);
    mView->setObjectName(u"logView"_s);
    mView->setModel(mModel);
    mView->setSelectionBehavior(QAbstractItemView::SelectRows);
    mView->setSelectionMode(QAbstractItemView::SingleSelection);
    mView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mView->setAlternatingRowColors(true);
    mView->setWordWrap(false);
    mView->setShowGrid(false);
    mView->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    mView->verticalHeader()->hide();
    // Fixed row heights keep 100,000 rows cheap: no per-row size queries.
    mView->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    mView->verticalHeader()->setDefaultSectionSize(mView->fontMetrics().height() + 8);
    QHeaderView *header = mView->horizontalHeader();
    header->setHighlightSections(false);
    header->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    header->setStretchLastSection(true);
    // Widths from the texts the columns hold, so nothing common is cut short.
    const QFontMetrics metrics = mView->fontMetrics();
    const int padding = 2 * metrics.horizontalAdvance(u'M');
    auto fit = [&](int column, const QStringList &samples) {
        int width = metrics.horizontalAdvance(mModel->headerData(column, Qt::Horizontal).toString());
        for (const QString &sample : samples)
            width = qMax(width, metrics.horizontalAdvance(sample));
        header->resizeSection(column, width + padding);
    };
    fit(LogPanelModel::BattleColumn, {u"Balaclava, 25 October 1854"_s});
    fit(LogPanelModel::TurnColumn, {LogPanelModel::turnText(0), u"88"_s});
    fit(LogPanelModel::TimeColumn, {QLocale().toString(QTime(22, 58, 58), u"HH:mm:ss"_s)});
    fit(LogPanelModel::WhoColumn, {u"17th Lancers, Don Battery"_s});
    fit(LogPanelModel::DiceColumn, {u"\u26854 \u26823 \u26801 (d10, d8)"_s});
    // Then the columns share the panel's width: the Result column was behind
    // a horizontal scroll bar at every size (issue 40).
    PanelFit::shareColumns(mView, 0.2);
    connect(mView->verticalScrollBar(), &QScrollBar::valueChanged, this, &LogPanel::maybeFetch);
    connect(mView->selectionModel(), &QItemSelectionModel::selectionChanged, this, &LogPanel::updateButtons);
    connect(mModel, &QAbstractItemModel::modelReset, this, &LogPanel::updateButtons);
    // A new filter's page and count come from the log's reader, later.
    connect(mModel, &LogPanelModel::pageShown, this, [this] {
        if (mModel->rowCount() > 0)
            mView->scrollToBottom();
        mFollowNewest = true;
    });
    // Shown at the newest entry, the view stays there while its rows are
    // laid out (the page may come before the panel has its size).
    connect(mView->verticalScrollBar(), &QScrollBar::rangeChanged, this, [this](int, int maximum) {
        if (mFollowNewest)
            mView->verticalScrollBar()->setValue(maximum);
    });
    connect(mModel, &LogPanelModel::countChanged, this, &LogPanel::updateCount);

    // The filters and the buttons in one row that wraps in a narrow panel:
    // a row of its own for the buttons left the log one line at 1280x800
    // (issue 40).
    auto *filters = new FlowLayout(nullptr, 4);
    mSearch->setMinimumWidth(metrics.horizontalAdvance(u'M') * 12);
    filters->addWidget(mSearch);
    filters->addWidget(mBattle);
    filters->addWidget(mSide);
    filters->addWidget(mUnit);
    filters->addWidget(mKind);
    filters->addWidget(mNoteButton);
    filters->addWidget(mVoidButton);
    filters->addWidget(mCount);

    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    layout->addLayout(filters);
    layout->addWidget(mView, 1);
    setWidget(content);

    connect(mCampaign, &Campaign::opened, this, &LogPanel::campaignOpened);
    connect(mCampaign, &Campaign::closed, this, &LogPanel::campaignOpened);
    connect(mCampaign, &Campaign::contentsChanged, this, [this] { refillFilters(); });
    connect(mCampaign, &Campaign::currentBattleChanged, this,
            [this](qint64 battle) { refillFilters(battle, Apply::IfChanged); });
    connect(mCampaign, &Campaign::journalAppended, this, &LogPanel::journalAppended);
    connect(mModel, &LogPanelModel::kindsRead, this, &LogPanel::takeKinds);
    connect(mCampaign, &Campaign::entryVoided, this, [this](qint64 entry) {
        mModel->refreshEntry(entry);
        // The selected entry may be the one voided: it cannot be voided again.
        updateButtons();
    });
    campaignOpened();
}

LogPanel::~LogPanel() = default;

void LogPanel::campaignOpened()
{
    // The log is read once, for the battle shown (refillFilters() applies
    // the filter): never the whole log of a big campaign first.
    // The campaign shows its latest battle next (currentBattleChanged).
    mModel->setStore(mCampaign->store(), LogPanelModel::Reload::Later);
    // Another campaign's kinds: read again (refillFilters() asks for them).
    mKinds.clear();
    refillFilters(mCampaign->isOpen() ? mCampaign->latestBattle() : 0);
}

void LogPanel::refillFilters(std::optional<qint64> showBattle, Apply apply)
{
    // Rebuilding the combos must not re-query the log once per item.
    mRefilling = true;
    const QVariant battle = showBattle ? (*showBattle == 0 ? QVariant() : QVariant(*showBattle)) : mBattle->currentData();
    const QVariant side = mSide->currentData();
    const QVariant unit = mUnit->currentData();
    const QVariant kind = mKind->currentData();
    for (QComboBox *combo : {mBattle, mSide, mUnit, mKind})
        combo->clear();

    store::CampaignStore *store = mCampaign->store();
    QHash<qint64, QString> battleNames;
    mBattle->addItem(tr("All battles"));
    if (store) {
        for (const store::BattleInfo &info : store->battles()) {
            mBattle->addItem(info.name, info.id);
            battleNames.insert(info.id, info.name);
        }
        mBattle->addItem(tr("Campaign notes"), u"notes"_s);
        // The solo and card games keep their own logs, never a battle's.
        bool anyGame = false;
        for (const store::GameState &game : store->games()) {
            if (!anyGame)
                mBattle->addItem(tr("All solo and card games"), u"games"_s);
            anyGame = true;
            mBattle->addItem(game.name, u"game:%1"_s.arg(game.id));
        }
    }

    const table::Scenario &table = mDocument->scenario();
    QHash<QString, QString> actorNames;
    mSide->addItem(tr("All sides"));
    for (const table::Side &s : table.sides())
        mSide->addItem(s.name, s.id);
    mUnit->addItem(tr("All units"));
    for (const table::Unit &u : table.units())
        mUnit->addItem(u.name(), u.id());
    actorNames = ActorNames::of(table, store);
    mKind->addItem(tr("All kinds"));
    addKinds(mKind, mKinds);
    mModel->setNames(actorNames, battleNames);

    auto restore = [](QComboBox *combo, const QVariant &value) {
        const int index = value.isValid() ? combo->findData(value) : 0;
        combo->setCurrentIndex(index < 0 ? 0 : index);
    };
    restore(mBattle, battle);
    restore(mSide, side);
    restore(mUnit, unit);
    restore(mKind, kind);
    mRefilling = false;
    applyFilter(apply);
    // The kinds the log holds come after, from the model's reader: never a
    // query of the whole log on the window's thread (takeKinds()). Asked
    // once for a campaign: only appended entries bring new kinds, and
    // journalAppended() asks again for those.
    if (store && mKinds.isEmpty())
        mModel->readKinds();
}

void LogPanel::fillKinds()
{
    const QVariant kind = mKind->currentData();
    const bool refilling = mRefilling;
    mRefilling = true;
    mKind->clear();
    mKind->addItem(tr("All kinds"));
    addKinds(mKind, mKinds);
    const int index = kind.isValid() ? mKind->findData(kind) : 0;
    mKind->setCurrentIndex(index < 0 ? 0 : index);
    mRefilling = refilling;
    if (index < 0 && !mRefilling)
        applyFilter();
}

void LogPanel::takeKinds(const QStringList &kinds)
{
    if (kinds == mKinds)
        return;
    mKinds = kinds;
    fillKinds();
}

void LogPanel::selectBattleFilter(qint64 battleId)
{
    const int index = battleId == 0 ? 0 : mBattle->findData(QVariant(battleId));
    if (index >= 0 && index != mBattle->currentIndex())
        mBattle->setCurrentIndex(index);
}

void LogPanel::setSearchText(const QString &text)
{
    mSearch->setText(text);
    mSearchDelay->stop();
    applyFilter();
}

store::JournalFilter LogPanel::whichLog() const
{
    // A battle's id, "notes" (campaign-wide), "games" or "game:N".
    store::JournalFilter filter;
    const QVariant which = mBattle->currentData();
    if (which.typeId() == QMetaType::QString) {
        const QString key = which.toString();
        if (key == u"notes"_s) {
            filter.battle = 0;
            filter.game = -1;
        } else if (key == u"games"_s) {
            filter.game = 0;
        } else if (key.startsWith(u"game:"_s)) {
            filter.game = key.mid(5).toLongLong();
        }
    } else if (which.isValid()) {
        filter.battle = which.toLongLong();
    }
    return filter;
}

QString LogPanel::turnHeader(const store::JournalFilter &filter) const
{
    const store::CampaignStore *store = mCampaign->store();
    // A solo or card game counts turns.
    if (!store || (filter.game && *filter.game >= 0))
        return tr("Turn");
    QList<qint64> battles;
    if (filter.battle && *filter.battle != 0) {
        battles.append(*filter.battle);
    } else {
        for (const store::BattleInfo &info : store->battles())
            battles.append(info.id);
    }
    bool bounds = false;
    bool turns = false;
    for (qint64 id : std::as_const(battles)) {
        const auto battle = store->battleInfo(id);
        const auto scenario = battle ? store->scenarioInfo(battle->scenarioId) : std::nullopt;
        const bool balagan = scenario && scenario->ruleSystem == table::ruleSystemId(table::RuleSystem::Balagan);
        bounds = bounds || balagan;
        turns = turns || !balagan;
    }
    if (bounds && turns)
        return tr("Turn/bound");
    return bounds ? tr("Bound") : tr("Turn");
}

void LogPanel::applyFilter(Apply apply)
{
    store::JournalFilter filter = whichLog();
    filter.side = mSide->currentData().toString();
    filter.unit = mUnit->currentData().toString();
    if (mKind->currentData().isValid())
        filter.kinds = {mKind->currentData().toString()};
    // A space after a word says it is whole; the word being typed is a beginning (store::searchWords()).
    filter.text = store::searchText(mSearch->text());
    // (The model keeps the filter without its paging fields, as built here.)
    if (apply == Apply::IfChanged && filter == mModel->filter())
        return;
    mModel->setFilter(filter);
    mModel->setTurnHeader(turnHeader(filter));
    // One battle at a time needs no battle column.
    mView->setColumnHidden(LogPanelModel::BattleColumn, filter.battle.has_value());
    updateCount();
    // Else the page is on its way (LogPanelModel::pageShown).
    if (!mModel->isReading())
        scrollToNewest();
}

void LogPanel::journalAppended(const QList<qint64> &entryIds)
{
    QScrollBar *bar = mView->verticalScrollBar();
    const bool atBottom = bar->value() >= bar->maximum() - 2;
    // Referees at other tables write at the same time: an entry of theirs
    // may come after one with a higher number. Those are read in their place.
    const int rows = mModel->rowCount();
    const store::JournalEntry *newest = rows > 0 ? mModel->entryAt(rows - 1) : nullptr;
    if (newest && std::any_of(entryIds.cbegin(), entryIds.cend(), [newest](qint64 id) { return id < newest->id; })) {
        mModel->reload();
        if (atBottom)
            scrollToNewest();
    } else if (mModel->fetchNewer() > 0 && atBottom) {
        scrollToNewest();
    }
    // The kinds menu learns kinds it has not seen before (the entries may
    // be of a kind the filter hides): asked of the model's reader, whose
    // answer fills it (takeKinds()).
    if (mCampaign->store())
        mModel->readKinds();
    updateCount();
}

void LogPanel::scrollToNewest()
{
    // The newest entries were forgotten while the referee read older ones
    // (read again off the window's thread; pageShown scrolls).
    if (mModel->canFetchNewer() && !mModel->isReading())
        mModel->reload();
    if (mModel->rowCount() > 0)
        mView->scrollToBottom();
}

void LogPanel::maybeFetch()
{
    QScrollBar *bar = mView->verticalScrollBar();
    mFollowNewest = bar->value() >= bar->maximum() - 2 && !mModel->canFetchNewer();
    // Keep the row the referee is looking at in place while rows arrive
    // above it or go from above it.
    const auto keepTopRow = [this](int row) {
        // The scroll range must know the rows before scrolling to them.
        mView->doItemsLayout();
        mView->scrollTo(mModel->index(std::max(row, 0), LogPanelModel::ResultColumn), QAbstractItemView::PositionAtTop);
    };
    if (bar->value() <= bar->minimum() + bar->pageStep() / 4 && mModel->canFetchOlder()) {
        const int topRow = mView->rowAt(0);
        const int inserted = mModel->fetchOlder();
        if (inserted > 0 && topRow >= 0)
            keepTopRow(topRow + inserted);
    } else if (bar->value() >= bar->maximum() - bar->pageStep() / 4 && mModel->canFetchNewer()) {
        const int topRow = mView->rowAt(0);
        const LogPanelModel::Fetched fetched = mModel->fetchNewerPage();
        if (fetched.removedAbove > 0 && topRow >= 0)
            keepTopRow(topRow - fetched.removedAbove);
    }
}

void LogPanel::updateCount()
{
    const qint64 total = mModel->totalCount();
    // A count, not a sentence: no plural forms, and thousands separated.
    if (mModel->countKnown()) {
        mCount->setText(tr("Entries: %1").arg(QLocale().toString(total)));
        mCount->setToolTip(QString());
    } else {
        // Still being counted (a side over the whole log takes seconds):
        // at least so many, in round thousands once there are that many.
        const qint64 atLeast = total >= 1000 ? total / 1000 * 1000 : total;
        mCount->setText(tr("Entries: %1+").arg(QLocale().toString(atLeast)));
        mCount->setToolTip(tr("Still counting the entries that match; the log can be read meanwhile."));
    }
    if (!mCampaign->isOpen())
        mCount->setText(tr("No campaign open"));
    else if (mCampaign->isReadOnly())
        mCount->setText(mCount->text() + u" · "_s + tr("read-only"));
    updateButtons();
}

int LogPanel::selectedRow() const
{
    const QModelIndexList rows = mView->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.constFirst().row();
}

void LogPanel::updateButtons()
{
    const bool writable = mCampaign->isOpen() && !mCampaign->isReadOnly();
    mNoteButton->setEnabled(writable);
    const store::JournalEntry *entry = mModel->entryAt(selectedRow());
    mVoidButton->setEnabled(writable && entry && !entry->isVoided() && entry->event.kind != u"void"_s);
}

std::optional<qint64> LogPanel::addNote(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return std::nullopt;
    // Filed under the battle's current bound or turn.
    return mCampaign->addNote(trimmed);
}

std::optional<qint64> LogPanel::voidRow(int row, const QString &reason)
{
    const store::JournalEntry *entry = mModel->entryAt(row);
    if (!entry)
        return std::nullopt;
    return mCampaign->voidEntry(entry->id, reason.trimmed());
}

void LogPanel::addNoteInteractively()
{
    QInputDialog dialog(this);
    dialog.setObjectName(u"noteDialog"_s);
    dialog.setWindowTitle(tr("Add Note"));
    dialog.setLabelText(tr("Note for the log of %1:").arg(mCampaign->currentBattleName().isEmpty()
                                                              ? tr("the campaign")
                                                              : mCampaign->currentBattleName()));
    dialog.setOption(QInputDialog::UsePlainTextEditForTextInput);
    dialog.setOkButtonText(tr("Add Note"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (!addNote(dialog.textValue()) && !dialog.textValue().trimmed().isEmpty())
        QMessageBox::warning(this, tr("Add Note"), tr("The note could not be written: %1").arg(mCampaign->errorString()));
}

void LogPanel::voidSelectedInteractively()
{
    const int row = selectedRow();
    const store::JournalEntry *entry = mModel->entryAt(row);
    if (!entry)
        return;
    QInputDialog dialog(this);
    dialog.setObjectName(u"voidDialog"_s);
    dialog.setWindowTitle(tr("Void Entry"));
    dialog.setLabelText(tr("Void this entry?\n\n“%1”\n\nIt stays in the log, struck through, and the voiding is "
                           "logged too. Why is it void? (optional)")
                            .arg(entry->event.summary));
    dialog.setOkButtonText(tr("Void Entry"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (!voidRow(row, dialog.textValue()))
        QMessageBox::warning(this, tr("Void Entry"), tr("The entry could not be voided: %1").arg(mCampaign->errorString()));
}

AfterActionReport LogPanel::afterActionReport() const
{
    AfterActionReport report;
    store::CampaignStore *store = mCampaign->store();
    if (!store)
        return report;
    report.campaign = store->campaignName();
    const store::JournalFilter filter = mModel->filter();
    report.turnHeader = turnHeader(filter);
    if (filter.battle && *filter.battle != 0) {
        if (const auto battle = store->battleInfo(*filter.battle)) {
            report.battle = battle->name;
            if (const auto scenario = store->scenarioInfo(battle->scenarioId))
                report.scenario = scenario->name;
            if (mTablePicture) {
                if (const auto start = store->scenario(battle->scenarioId))
                    report.startPicture = mTablePicture(*start);
                if (const auto end = store->loadBattle(battle->id))
                    report.endPicture = mTablePicture(*end);
            }
        }
    } else {
        report.battle = tr("the whole campaign");
    }
    for (const store::JournalEntry &entry : store->journal(filter)) {
        AfterActionReport::Row row;
        row.turn = LogPanelModel::turnText(entry.event.turn);
        row.time = QLocale().toString(entry.event.time.toLocalTime(), QLocale::ShortFormat);
        row.who = mModel->whoText(entry.event, entry.battle, entry.game);
        row.dice = entry.event.rollsText();
        row.result = entry.event.summary;
        row.voided = entry.isVoided();
        row.note = entry.event.kind == u"note"_s;
        report.rows.append(row);
    }
    return report;
}

bool LogPanel::exportLog(const QString &path, QString *errorString)
{
    store::CampaignStore *store = mCampaign->store();
    if (!store) {
        if (errorString)
            *errorString = tr("No campaign is open.");
        return false;
    }
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"pdf"_s)
        return LogExportPdf::writePdf(afterActionReport(), path, errorString);

    const std::optional<store::LogExport::Format> format = store::LogExport::formatFromName(suffix);
    if (!format) {
        if (errorString)
            *errorString = tr("Unknown log format “%1”: use .html, .md, .csv, .json or .pdf.").arg(suffix);
        return false;
    }
    store::LogExport::Context context;
    context.campaign = store->campaignName();
    for (const store::BattleInfo &info : store->battles())
        context.battleNames.insert(info.id, info.name);
    context.actorNames = ActorNames::of(mDocument->scenario(), store);
    context.actorNames.insert(store->battleActorNames());
    QSaveFile file(path);
    bool written = file.open(QIODevice::WriteOnly);
    if (written && *format == store::LogExport::Format::Csv) {
        // Streamed from the store a page at a time: a club's long log is
        // never held whole.
        written = store::LogExport::writeCsv(*store, mModel->filter(), context, &file);
    } else if (written) {
        const QByteArray bytes = store::LogExport::write(*format, store->journal(mModel->filter()), context);
        written = file.write(bytes) == bytes.size();
    }
    if (!written || !file.commit()) {
        if (errorString)
            *errorString = tr("Cannot write %1: %2").arg(QFileInfo(path).fileName(), file.errorString());
        return false;
    }
    return true;
}

} // namespace vedette
