#include "campaignbanner.h"

#include "document/campaign.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace vedette {

CampaignBanner::CampaignBanner(Campaign *campaign, QWidget *parent)
    : QFrame(parent)
    , mCampaign(campaign)
    , mText(new QLabel(this))
    , mTakeOver(new QCheckBox(tr("Take over when free"), this))
{
    setObjectName(u"campaignBanner"_s);
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    mText->setObjectName(u"campaignBannerText"_s);
    mText->setWordWrap(true);
    // The text wraps; the banner never asks the window for width.
    mText->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    mTakeOver->setObjectName(u"takeOverWhenFree"_s);
    mTakeOver->setToolTip(tr("When the other referee leaves this battle, it becomes yours to play here"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(mText, 1);
    layout->addWidget(mTakeOver);

    connect(mTakeOver, &QCheckBox::toggled, mCampaign, &Campaign::setTakeOverWhenFree);
    for (auto signal : {&Campaign::opened, &Campaign::closed})
        connect(mCampaign, signal, this, &CampaignBanner::refresh);
    connect(mCampaign, &Campaign::battleFollowedChanged, this, &CampaignBanner::refresh);
    connect(mCampaign, &Campaign::serverReachabilityChanged, this, &CampaignBanner::refresh);
    connect(mCampaign, &Campaign::currentBattleChanged, this, &CampaignBanner::refresh);
    refresh();
}

QString CampaignBanner::text() const
{
    return isVisible() || !isHidden() ? mText->text() : QString();
}

void CampaignBanner::refresh()
{
    const bool unreachable = mCampaign->isOpen() && !mCampaign->isServerReachable();
    const bool followed = mCampaign->isOpen() && !mCampaign->isReadOnly() && mCampaign->isBattleReadOnly();
    QStringList lines;
    if (unreachable) {
        lines.append(tr("The club server cannot be reached since %1; retrying. Nothing you do now can be saved.")
                         .arg(QLocale().toString(mCampaign->unreachableSince().time(), QLocale::ShortFormat)));
    }
    if (followed) {
        lines.append(tr("%1 plays this battle at another table: you follow it here and cannot change it.")
                         .arg(mCampaign->followedBy()));
    }
    mText->setText(lines.join(u'\n'));
    mTakeOver->setVisible(followed);
    {
        const QSignalBlocker blocker(mTakeOver);
        mTakeOver->setChecked(mCampaign->takesOverWhenFree());
    }
    // Amber when the server is away, blue-grey when only followed.
    QPalette colours = palette();
    colours.setColor(QPalette::Window, unreachable ? QColor(0xfc, 0xe8, 0xb2) : QColor(0xdd, 0xe6, 0xf0));
    colours.setColor(QPalette::WindowText, Qt::black);
    setPalette(colours);
    setVisible(unreachable || followed);
}

} // namespace vedette
