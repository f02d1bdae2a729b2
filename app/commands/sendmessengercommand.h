#pragma once

#include "table/messenger.h"

#include <QUndoCommand>

namespace vedette {

class Document;

// A messenger the referee sent: he appears at his general; undo takes him
// off the table again.
class SendMessengerCommand : public QUndoCommand
{
public:
    SendMessengerCommand(Document *document, table::Messenger messenger, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    Document *mDocument;
    table::Messenger mMessenger;
};

} // namespace vedette
