#include "document.h"

#include "document/campaign.h"
#include "document/diceservice.h"

#include <QFileInfo>
#include <QUndoStack>

namespace vedette {

Document::Document(QObject *parent)
    : QObject(parent)
    , mUndoStack(new QUndoStack(this))
    , mDice(new DiceService(this))
    , mCampaign(new Campaign(this))
{
}

Document::~Document()
{
    // The campaign writes its last step from the table, which dies with us.
    delete mCampaign;
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

bool Document::push(QUndoCommand *command, const QList<journal::JournalEvent> &events)
{
    mUndoStack->push(command);
    for (const journal::JournalEvent &event : events)
        record(event);
    return true;
}

void Document::record(journal::JournalEvent event)
{
    if (!event.time.isValid())
        event.time = QDateTime::currentDateTimeUtc();
    mEvents.append(event);
    emit eventRecorded(mEvents.constLast());
}

void Document::setFilePath(const QString &path)
{
    if (mFilePath == path)
        return;
    mFilePath = path;
    emit filePathChanged(path);
}

} // namespace vedette
