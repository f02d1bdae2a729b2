#pragma once

#include <QDialog>

class QListWidget;
class QMainWindow;
class QTextBrowser;

namespace vedette {

// Help > User Guide and Help > Keyboard Shortcuts: the guide's pages (one per
// rule system) and the shortcut list of `window`, in one window beside the
// table, so the referee can read while playing.
class HelpWindow : public QDialog
{
    Q_OBJECT

public:
    explicit HelpWindow(QMainWindow *window, QWidget *parent = nullptr);

    // "table", "brown", "balagan", "lightbrigade", "tennyson" or "shortcuts".
    void showPage(const QString &id);
    QString currentPage() const;
    QTextBrowser *browser() const { return mBrowser; }
    QListWidget *pageList() const { return mPages; }

private:
    void pageChosen();

    QMainWindow *mWindow;
    QListWidget *mPages;
    QTextBrowser *mBrowser;
};

} // namespace vedette
