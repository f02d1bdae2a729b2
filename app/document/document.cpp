#include "document.h"

#include "commands/stepcommand.h"
#include "controllers/balagancontroller.h"
#include "controllers/browncontroller.h"
#include "document/campaign.h"
#include "document/diceservice.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QUndoStack>

#include <memory>

using namespace Qt::StringLiterals;

namespace vedette {

Document::Document(QObject *parent)
    : QObject(parent)
    , mUndoStack(new QUndoStack(this))
    , mDice(new DiceService(this))
    , mCampaign(new Campaign(this))
{
    mBrown = new BrownController(this);
    mBalagan = new BalaganController(this);
    // Undo and redo, from the Edit menu, a shortcut or the History panel.
    connect(mUndoStack, &QUndoStack::indexChanged, this, &Document::undoOrRedo);
    for (auto signal : {&Campaign::opened, &Campaign::closed})
        connect(mCampaign, signal, this, &Document::updateEditable);
    connect(mCampaign, &Campaign::battleFollowedChanged, this, &Document::updateEditable);
    connect(mCampaign, &Campaign::currentBattleChanged, this, &Document::updateEditable);
}

void Document::updateEditable()
{
    const bool editable = !mCampaign || !mCampaign->isOpen() || !mCampaign->isBattleReadOnly();
    if (editable == mEditable)
        return;
    mEditable = editable;
    emit editableChanged(editable);
}

QString Document::notEditableReason() const
{
    if (mEditable)
        return {};
    if (mCampaign->isReadOnly())
        return tr("This campaign is open read-only: nothing on the table can be changed here.");
    return tr("This battle is being played at another table (by %1): you follow it here and cannot change it.")
        .arg(mCampaign->followedBy());
}

Document::~Document()
{
    // The campaign writes its last step from the table, which dies with us.
    delete mCampaign;
    mCampaign = nullptr;
    // Deleting the undo stack clears it, which announces a new index; panels
    // listening to it must not be called back into a document being destroyed.
    mUndoStack->disconnect();
}

QString Document::displayName() const
{
    if (mCampaign->isOpen() && !mCampaign->name().isEmpty())
        return mCampaign->name();
    if (mFilePath.isEmpty())
        return tr("Untitled campaign");
    return QFileInfo(mFilePath).completeBaseName();
}

void Document::setPlay(const store::PlayRecord &play)
{
    if (play == mPlay)
        return;
    mPlay = play;
    emit playChanged();
}

Document::ChangeScope::ChangeScope(Document *document)
    : mDocument(document)
{
    ++mDocument->mChangeDepth;
}

Document::ChangeScope::~ChangeScope()
{
    if (--mDocument->mChangeDepth == 0)
        emit mDocument->changeEnded();
}

void Document::loadPlay(const store::PlayRecord &play)
{
    mPlay = play;
    emit playChanged();
}

void Document::clearHistory()
{
    mPushing = true;
    mUndoStack->clear();
    mIndex = 0;
    mPushing = false;
}

void Document::stamp(journal::JournalEvent &event) const
{
    if (!event.time.isValid())
        event.time = QDateTime::currentDateTimeUtc();
    // Every entry is filed under the bound or turn it happened in; the rule
    // procedures set it themselves, everything else takes the battle's.
    if (event.turn == 0)
        event.turn = mPlay.turn;
}

void Document::remember(const QList<journal::JournalEvent> &events)
{
    for (const journal::JournalEvent &event : events) {
        mEvents.append(event);
        emit eventRecorded(mEvents.constLast());
    }
}

void Document::fail(const QString &message)
{
    mLastError = message;
    emit stepFailed(message);
}

bool Document::push(QUndoCommand *command, QList<journal::JournalEvent> events)
{
    std::unique_ptr<QUndoCommand> step(command);
    for (journal::JournalEvent &event : events)
        stamp(event);
    step->redo();
    QList<qint64> ids;
    if (!mCampaign->writeStep(events, &ids)) {
        // Not written: taken back before the screen is painted again.
        step->undo();
        fail(mCampaign->errorString());
        return false;
    }
    mPushing = true;
    mUndoStack->push(new StepCommand(step.release(), ids));
    mIndex = mUndoStack->index();
    mPushing = false;
    remember(events);
    return true;
}

bool Document::record(journal::JournalEvent event, const std::optional<store::HouseRulesWrite> &houseRules)
{
    stamp(event);
    if (!mCampaign->writeStep({event}, nullptr, {}, {}, houseRules)) {
        fail(mCampaign->errorString());
        return false;
    }
    remember({event});
    return true;
}

std::optional<qint64> Document::recordGame(const store::GameState &game, QList<journal::JournalEvent> events)
{
    for (journal::JournalEvent &event : events) {
        if (!event.time.isValid())
            event.time = QDateTime::currentDateTimeUtc();
    }
    const std::optional<qint64> id = mCampaign->saveGame(game, events);
    if (!id && mCampaign->isOpen() && !mCampaign->isReadOnly())
        fail(mCampaign->errorString());
    remember(events);
    return id;
}

void Document::undoOrRedo(int index)
{
    if (mPushing || mReverting || !mCampaign) {
        if (!mReverting)
            mIndex = index;
        return;
    }
    if (index == mIndex)
        return;
    const bool undone = index < mIndex;
    const int from = std::min(index, mIndex);
    const int to = std::max(index, mIndex);
    QList<journal::JournalEvent> events;
    QList<qint64> entries;
    for (int i = from; i < to; ++i) {
        const QUndoCommand *command = mUndoStack->command(i);
        const auto *step = dynamic_cast<const StepCommand *>(command);
        if (!step) {
            // Every step is written by push(); one that went round it would be
            // logged here as a redo it never was (tests run with critical
            // messages fatal, so this cannot pass unnoticed).
            qCritical("Document: \"%s\" reached the undo stack without Document::push()", qPrintable(command->text()));
        }
        const QList<qint64> ids = step ? step->entries() : QList<qint64>();
        // A step that wrote nothing to the log (a set-up move: the referee
        // arranging the table, not play) is taken back or done again without
        // a word there either: the undo entry exists to void entries, and the
        // file still gets the table below.
        if (step && ids.isEmpty())
            continue;
        journal::JournalEvent event;
        event.kind = undone ? u"undo"_s : u"redo"_s;
        event.summary = undone ? tr("Undone: %1").arg(command->text()) : tr("Redone: %1").arg(command->text());
        QJsonArray idsJson;
        for (qint64 id : ids)
            idsJson.append(id);
        event.detail = QJsonObject{{undone ? u"voids"_s : u"reinstates"_s, idsJson}, {u"step"_s, command->text()}};
        stamp(event);
        events.append(event);
        entries.append(ids);
    }
    // The newest step is taken back first.
    if (undone)
        std::reverse(events.begin(), events.end());
    if (!mCampaign->writeStep(events, nullptr, undone ? entries : QList<qint64>(), undone ? QList<qint64>() : entries)) {
        // The file still holds the steps as they were: so must the table.
        mReverting = true;
        mUndoStack->setIndex(mIndex);
        mReverting = false;
        fail(mCampaign->errorString());
        return;
    }
    mIndex = index;
    remember(events);
}

void Document::setFilePath(const QString &path)
{
    if (mFilePath == path)
        return;
    mFilePath = path;
    emit filePathChanged(path);
}

} // namespace vedette
