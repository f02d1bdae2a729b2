#pragma once

#include "table/general.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace vedette {

class Document;

// A general's fields: name, rating (the rule system's range), division,
// commander-in-chief, the unit he is with or his place on the table. Each
// change is one undo step; typing in a field merges into one.
class GeneralForm : public QWidget
{
    Q_OBJECT

public:
    explicit GeneralForm(Document *document, QWidget *parent = nullptr);

    QString generalId() const { return mGeneralId; }
    void showGeneral(const QString &id);
    void refresh();

private:
    void edit(const QString &field, const QString &text, const std::function<void(table::General &)> &change);
    double tapeMm() const;

    Document *mDocument;
    QString mGeneralId;
    bool mRefreshing = false;
    QLineEdit *mName;
    QSpinBox *mRating;
    QComboBox *mDivision;
    QCheckBox *mChief;
    QComboBox *mWith;
    QCheckBox *mPlaced;
    QDoubleSpinBox *mX;
    QDoubleSpinBox *mY;
    QLabel *mNote;
};

} // namespace vedette
