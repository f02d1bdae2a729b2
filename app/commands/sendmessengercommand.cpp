#include "sendmessengercommand.h"

#include "document/document.h"

#include <QCoreApplication>

namespace vedette {

SendMessengerCommand::SendMessengerCommand(Document *document, table::Messenger messenger, QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document)
    , mMessenger(std::move(messenger))
{
    setText(QCoreApplication::translate("Commands", "Send %1").arg(mMessenger.name));
}

void SendMessengerCommand::redo()
{
    mDocument->scenario().addMessenger(mMessenger);
}

void SendMessengerCommand::undo()
{
    mDocument->scenario().removeMessenger(mMessenger.id);
}

} // namespace vedette
