#include "aboutdialog.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSvgWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace vedette {

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("About Vedette"));

    auto *icon = new QSvgWidget(u":/icons/vedette.svg"_s, this);
    icon->setFixedSize(96, 96);

    auto *text = new QLabel(this);
    text->setTextFormat(Qt::RichText);
    text->setOpenExternalLinks(true);
    text->setWordWrap(true);
    text->setText(tr("<h2>Vedette %1</h2>"
                     "<p>The referee's table assistant for miniatures wargames: the table to scale, "
                     "measurement edge to edge, charges, melees and morale resolved from the rule charts "
                     "with the odds shown before the dice are thrown, and a campaign log kept safely.</p>"
                     "<p>Rule systems: Dan Brown's <i>Mechanics of a Charge</i>, Balagan's "
                     "<i>Marlburian Rules</i>, the solo <i>Charge of the Light Brigade</i> and the card "
                     "game <i>Anyone for Tennyson</i>.</p>"
                     "<p>Built with Qt %2. Free software under the GNU General Public License, "
                     "version 3 or later.</p>")
                      .arg(QApplication::applicationVersion(), QString::fromLatin1(qVersion())));

    auto *top = new QHBoxLayout;
    top->addWidget(icon, 0, Qt::AlignTop);
    top->addSpacing(12);
    top->addWidget(text, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(buttons);
    setMinimumWidth(520);
}

} // namespace vedette
