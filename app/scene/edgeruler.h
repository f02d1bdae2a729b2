#pragma once

#include <QWidget>

namespace vedette {

class TableView;

// A ruler along the top or left edge of the table view, in the scenario's
// unit (inches, or centimetres for paced scenarios), with a mark following
// the cursor.
class EdgeRuler : public QWidget
{
    Q_OBJECT

public:
    // Spacing of the marks in millimetres of table.
    struct Ticks
    {
        double major = 25.4;
        int minorPerMajor = 4;
    };

    EdgeRuler(Qt::Orientation orientation, TableView *view);

    static int thickness() { return 22; }
    // Marks a referee would read: whole inches, 3", 6", 1' and so on, or
    // 1, 5, 10 cm...; the labelled marks at least ~70 px apart.
    static Ticks ticksFor(double unitMm, bool inches, double pixelsPerMm);

    void setCursorPosition(double sceneCoordinate);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    Qt::Orientation mOrientation;
    TableView *mView;
    double mCursor = -1e9;
};

} // namespace vedette
