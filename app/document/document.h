#pragma once

#include "journal/journalevent.h"

#include <QList>
#include <QObject>
#include <QString>

class QUndoStack;

namespace vedette {

class DiceService;

// The open campaign as the app sees it: the model, the undo stack whose
// commands are the only code that changes the model, and (later) the store
// that writes every command to SQLite.
class Document : public QObject
{
    Q_OBJECT

public:
    explicit Document(QObject *parent = nullptr);
    ~Document() override;

    QUndoStack *undoStack() const { return mUndoStack; }
    // Where every roll of the program comes from (seeded or physical dice).
    DiceService *dice() const { return mDice; }

    QString filePath() const { return mFilePath; }
    // Name shown in the title bar: the campaign's file name without extension.
    QString displayName() const;

    // Adds an entry to the campaign log (stamping its time). The store makes
    // this durable; until a campaign file is open the entries live in memory.
    void record(journal::JournalEvent event);
    const QList<journal::JournalEvent> &events() const { return mEvents; }

signals:
    void filePathChanged(const QString &path);
    void eventRecorded(const vedette::journal::JournalEvent &event);

protected:
    void setFilePath(const QString &path);

private:
    QUndoStack *mUndoStack;
    DiceService *mDice;
    QString mFilePath;
    QList<journal::JournalEvent> mEvents;
};

} // namespace vedette
