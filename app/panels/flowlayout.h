#pragma once

#include <QLayout>
#include <QList>

namespace vedette {

// A row of buttons (or fields) that wraps onto the next line where the
// panel is too narrow for it, so a panel never needs more width than its
// widest button, in any language. Its height follows its width
// (heightForWidth), as a word-wrapped label's does.
class FlowLayout : public QLayout
{
public:
    explicit FlowLayout(QWidget *parent = nullptr, int spacing = -1);
    ~FlowLayout() override;

    // A stretch: the items after it go to the right end of their line.
    void addStretch();

    void addItem(QLayoutItem *item) override;
    int count() const override;
    QLayoutItem *itemAt(int index) const override;
    QLayoutItem *takeAt(int index) override;
    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

private:
    int doLayout(const QRect &rect, bool apply) const;
    int gap() const;

    QList<QLayoutItem *> mItems;
    QList<int> mStretchBefore; // indexes of items that follow a stretch
    int mSpacing;
};

} // namespace vedette
