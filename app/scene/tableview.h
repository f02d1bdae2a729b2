#pragma once

#include <QGraphicsView>

namespace vedette {

// The table in the centre of the main window.
class TableView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit TableView(QWidget *parent = nullptr);
};

} // namespace vedette
