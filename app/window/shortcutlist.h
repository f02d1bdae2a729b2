#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

class QMainWindow;

namespace vedette {

// The keyboard shortcuts of Help > Keyboard Shortcuts, read from the window's
// own actions when asked, so every feature's shortcut is listed, in the
// current language, and the list can never drift from the program.
class ShortcutList
{
    Q_DECLARE_TR_FUNCTIONS(vedette::ShortcutList)

public:
    struct Entry
    {
        QString group;    // the menu it is in ("Table"), or "Other"
        QString action;   // its text without the & of the mnemonic
        QString keys;     // every shortcut, as the platform shows it
    };

    static QList<Entry> entries(const QMainWindow *window);
    static QString html(const QMainWindow *window);
};

} // namespace vedette
