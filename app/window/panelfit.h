#pragma once

#include <QObject>

class QDockWidget;
class QAbstractItemView;

namespace vedette {

// What keeps a panel from widening the window (issue 30): a panel never asks
// for more than a narrow dock's width or a short screen's height; what does
// not fit scrolls, wraps or is elided (with the whole text in a tooltip or a
// list), in every language.
class PanelFit : public QObject
{
    Q_OBJECT

public:
    // The least room a panel is given, so it never shrinks to nothing.
    static constexpr int kMinimumWidth = 220;
    static constexpr int kMinimumHeight = 120;

    // The panel's contents in a scroll area of their own (unless they are
    // one already), so the dock's minimum is the scroll area's.
    static void install(QDockWidget *dock);

    // Combo boxes in panels are as wide as a dozen characters unless their
    // layout gives them more (their list still shows each item whole): a
    // long unit name in a combo once held the Bound panel 620 px wide.
    // Installed once on the application; it sees every combo box when it
    // is first polished.
    static void narrowCombosInPanels();

    // A list's columns share its width (issue 40): each as wide as what it
    // holds while all fit, else the first (the name) keeps up to
    // `firstShare` of the width and the widest of the others give way
    // first, down to an equal share; the last takes what is left; a cut text
    // loses its middle ("Kav. gg.…Kolonne"), whole in a tooltip. The list
    // never scrolls sideways. Follows the list's width and contents (a
    // changed model, rows added, the view resized) on its own. A tree or a
    // table.
    static void shareColumns(QAbstractItemView *view, double firstShare = 0.4);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
};

} // namespace vedette
