#pragma once

#include <QFrame>

class QCheckBox;
class QLabel;

namespace vedette {

class Campaign;

// A line above the table that says what the referee must know before he
// touches it (issue 44): the battle is played at another table (by whom,
// and whether it is taken over when he leaves it), or the club server
// cannot be reached (since when; the program keeps trying). Hidden when
// there is nothing to say. It only reads the campaign; the checkbox sets
// Campaign::setTakeOverWhenFree.
class CampaignBanner : public QFrame
{
    Q_OBJECT

public:
    explicit CampaignBanner(Campaign *campaign, QWidget *parent = nullptr);

    QString text() const;

private:
    void refresh();

    Campaign *mCampaign;
    QLabel *mText;
    QCheckBox *mTakeOver;
};

} // namespace vedette
