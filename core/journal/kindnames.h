#pragma once

#include <QString>
#include <QStringList>

namespace vedette::journal {

// What a referee calls a kind of log entry ("brown.charge": "Brown: charges"),
// translated: the log panel's kinds menu shows these, never the ids. Each
// kind the program writes has a name of its own, and no two share one; a
// kind it does not know (written by a newer version) is shown by its id.
QString kindName(const QString &kind);
// Every kind the program writes (the rules, the document, the tools).
QStringList knownKinds();

} // namespace vedette::journal
