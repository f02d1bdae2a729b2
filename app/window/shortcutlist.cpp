#include "shortcutlist.h"

#include <QAction>
#include <QKeySequence>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSet>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

QString plain(QString text)
{
    // "&File" -> "File", "Save &As…" -> "Save As…", "&&" stays one "&".
    text.replace(u"&&"_s, u"\x01"_s);
    text.remove(u'&');
    text.replace(u'\x01', u'&');
    return text;
}

QString keysOf(const QAction *action)
{
    QStringList keys;
    for (const QKeySequence &sequence : action->shortcuts()) {
        if (!sequence.isEmpty())
            keys.append(sequence.toString(QKeySequence::NativeText));
    }
    return keys.join(u", "_s);
}

void collect(const QMenu *menu, const QString &group, QSet<const QAction *> &seen, QList<ShortcutList::Entry> &entries)
{
    for (const QAction *action : menu->actions()) {
        if (action->menu()) {
            collect(action->menu(), group, seen, entries);
            continue;
        }
        if (action->isSeparator() || seen.contains(action))
            continue;
        seen.insert(action);
        const QString keys = keysOf(action);
        if (!keys.isEmpty())
            entries.append({group, plain(action->text()), keys});
    }
}

} // namespace

QList<ShortcutList::Entry> ShortcutList::entries(const QMainWindow *window)
{
    QList<Entry> list;
    QSet<const QAction *> seen;
    for (const QAction *top : window->menuBar()->actions()) {
        if (top->menu())
            collect(top->menu(), plain(top->text()), seen, list);
    }
    // Shortcuts that live on the window or a panel without a menu entry.
    for (const QAction *action : window->findChildren<QAction *>()) {
        if (seen.contains(action) || action->menu() || action->isSeparator())
            continue;
        seen.insert(action);
        const QString keys = keysOf(action);
        if (!keys.isEmpty() && !action->text().isEmpty())
            list.append({tr("Other"), plain(action->text()), keys});
    }
    return list;
}

QString ShortcutList::html(const QMainWindow *window)
{
    QString html = u"<h2>"_s + tr("Keyboard shortcuts").toHtmlEscaped() + u"</h2>"_s;
    html += u"<p>"_s + tr("Every shortcut of the menus and panels, as this window has them now.").toHtmlEscaped()
        + u"</p>"_s;
    QString group;
    for (const Entry &e : entries(window)) {
        if (e.group != group) {
            if (!group.isEmpty())
                html += u"</table>"_s;
            group = e.group;
            html += u"<h3>"_s + group.toHtmlEscaped() + u"</h3><table cellspacing=\"0\" cellpadding=\"3\">"_s;
        }
        html += u"<tr><td width=\"160\"><b>"_s + e.keys.toHtmlEscaped() + u"</b></td><td>"_s + e.action.toHtmlEscaped()
            + u"</td></tr>"_s;
    }
    if (!group.isEmpty())
        html += u"</table>"_s;
    return html;
}

} // namespace vedette
