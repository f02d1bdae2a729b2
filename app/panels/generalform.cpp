#include "generalform.h"

#include "commands/facade.h"
#include "document/document.h"
#include "panels/flowlayout.h"
#include "table/lengthformat.h"
#include "table/scenario.h"
#include "table/unitdefaults.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace vedette {

GeneralForm::GeneralForm(Document *document, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
    , mName(new QLineEdit(this))
    , mRating(new QSpinBox(this))
    , mDivision(new QComboBox(this))
    , mChief(new QCheckBox(tr("Commander-in-chief"), this))
    , mWith(new QComboBox(this))
    , mPlaced(new QCheckBox(tr("On the table at"), this))
    , mX(new QDoubleSpinBox(this))
    , mY(new QDoubleSpinBox(this))
    , mNote(new QLabel(this))
{
    setObjectName(u"generalForm"_s);
    mName->setObjectName(u"generalNameEdit"_s);
    mRating->setObjectName(u"generalRatingSpin"_s);
    mRating->setToolTip(tr("Balagan: -1, 0 or +1, added to his division's tests while he is with one of its units; "
                           "Brown: added to a charge when he is attached (Leader Attached +IL)"));
    mDivision->setObjectName(u"generalDivisionCombo"_s);
    mDivision->setEditable(true);
    mDivision->setInsertPolicy(QComboBox::NoInsert);
    mChief->setObjectName(u"generalChiefCheck"_s);
    mChief->setToolTip(tr("The commander-in-chief may join any unit and then applies to its division"));
    mWith->setObjectName(u"generalWithCombo"_s);
    mPlaced->setObjectName(u"generalPlacedCheck"_s);
    for (QDoubleSpinBox *spin : {mX, mY}) {
        spin->setDecimals(1);
        spin->setRange(0, 100000);
        spin->setKeyboardTracking(false);
    }
    mX->setObjectName(u"generalXSpin"_s);
    mY->setObjectName(u"generalYSpin"_s);
    mNote->setObjectName(u"generalNoteLabel"_s);
    mNote->setWordWrap(true);

    auto *layout = new QFormLayout(this);
    layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    layout->addRow(tr("Name:"), mName);
    layout->addRow(tr("Rating:"), mRating);
    layout->addRow(tr("Division:"), mDivision);
    layout->addRow(QString(), mChief);
    layout->addRow(tr("With unit:"), mWith);
    auto *place = new FlowLayout; // wraps in a narrow panel
    place->addWidget(mPlaced);
    place->addWidget(mX);
    place->addWidget(mY);
    layout->addRow(tr("Place:"), place);
    layout->addRow(mNote);

    connect(mName, &QLineEdit::editingFinished, this, [this] {
        const QString name = mName->text().trimmed();
        if (!name.isEmpty())
            edit(u"name"_s, tr("Rename %1"), [name](table::General &g) { g.name = name; });
    });
    connect(mRating, &QSpinBox::valueChanged, this, [this](int rating) {
        edit(u"rating"_s, tr("Rate %1"), [rating](table::General &g) { g.rating = rating; });
    });
    const auto division = [this] {
        const QString id = mDivision->currentText().trimmed();
        edit(u"division"_s, tr("Change division of %1"), [id](table::General &g) { g.divisionId = id; });
    };
    connect(mDivision, &QComboBox::activated, this, division);
    connect(mDivision->lineEdit(), &QLineEdit::editingFinished, this, division);
    connect(mChief, &QCheckBox::toggled, this, [this](bool chief) {
        edit(u"chief"_s, chief ? tr("Make %1 commander-in-chief") : tr("%1 no longer commander-in-chief"),
             [chief](table::General &g) { g.commanderInChief = chief; });
    });
    connect(mWith, &QComboBox::activated, this, [this] {
        if (mRefreshing)
            return;
        cmd::attachGeneral(mDocument, mGeneralId, mWith->currentData().toString());
    });
    connect(mPlaced, &QCheckBox::toggled, this, [this](bool placed) {
        const table::Scenario &scenario = std::as_const(*mDocument).scenario();
        // Put on the table: at the middle of his division's units there, or of the table.
        QPointF at = scenario.tableRect().center();
        if (const table::General *general = scenario.general(mGeneralId)) {
            QPointF sum;
            int count = 0;
            for (const table::Unit &unit : scenario.units()) {
                if (unit.isOnTable() && unit.sideId() == general->sideId && !general->divisionId.isEmpty()
                    && unit.divisionId() == general->divisionId) {
                    sum += unit.position();
                    ++count;
                }
            }
            if (count > 0)
                at = sum / count;
        }
        edit(u"place"_s, placed ? tr("Place %1") : tr("Take %1 off the table"), [placed, at](table::General &g) {
            if (placed)
                g.position = g.position.value_or(at);
            else
                g.position.reset();
        });
    });
    const auto moved = [this] {
        const QPointF at(mX->value() * tapeMm(), mY->value() * tapeMm());
        edit(u"position"_s, tr("Move %1"), [at](table::General &g) { g.position = at; });
    };
    connect(mX, &QDoubleSpinBox::valueChanged, this, moved);
    connect(mY, &QDoubleSpinBox::valueChanged, this, moved);
}

double GeneralForm::tapeMm() const
{
    return std::as_const(*mDocument).scenario().displayUnits().primary == table::LengthUnit::Inches
        ? table::Length::mmPerInch
        : table::Length::mmPerCm;
}

void GeneralForm::showGeneral(const QString &id)
{
    mGeneralId = id;
    refresh();
}

void GeneralForm::refresh()
{
    const table::Scenario &scenario = std::as_const(*mDocument).scenario();
    const table::General *general = scenario.general(mGeneralId);
    setEnabled(general != nullptr);
    if (!general)
        return;
    mRefreshing = true;
    const QList<QWidget *> fields{mName, mRating, mDivision, mChief, mWith, mPlaced, mX, mY};
    QList<std::shared_ptr<QSignalBlocker>> blockers;
    for (QWidget *field : fields)
        blockers.append(std::make_shared<QSignalBlocker>(field));
    if (!mName->hasFocus())
        mName->setText(general->name);
    const table::RuleSystem system = scenario.ruleSystem();
    mRating->setRange(table::UnitDefaults::minimumRating(system), table::UnitDefaults::maximumRating(system));
    mRating->setValue(general->rating);
    mDivision->clear();
    mDivision->addItem(tr("(no division)"), QString());
    QStringList divisions;
    for (const table::Unit &unit : scenario.units())
        if (unit.sideId() == general->sideId && !unit.divisionId().isEmpty() && !divisions.contains(unit.divisionId()))
            divisions.append(unit.divisionId());
    for (const table::General &other : scenario.generals())
        if (other.sideId == general->sideId && !other.divisionId.isEmpty() && !divisions.contains(other.divisionId))
            divisions.append(other.divisionId);
    for (const QString &division : std::as_const(divisions))
        mDivision->addItem(division, division);
    mDivision->setCurrentIndex(std::max(0, mDivision->findData(general->divisionId)));
    if (general->divisionId.isEmpty())
        mDivision->setEditText(QString());
    mChief->setChecked(general->commanderInChief);
    mWith->clear();
    mWith->addItem(tr("None (on his own)"), QString());
    for (const table::Unit *unit : scenario.unitsOfSide(general->sideId))
        mWith->addItem(unit->divisionId().isEmpty()
                           ? unit->name()
                           : tr("%1 (%2)").arg(unit->name(), scenario.divisionName(unit->sideId(), unit->divisionId())),
                       unit->id());
    mWith->setCurrentIndex(std::max(0, mWith->findData(general->attachedUnitId)));
    const bool with = scenario.unit(general->attachedUnitId) != nullptr;
    // Only Balagan's generals stand on the table on their own; Brown's leader
    // counts when he is attached to a unit (Leader Attached +IL).
    const bool pieces = system == table::RuleSystem::Balagan;
    mPlaced->setEnabled(!with && pieces);
    mPlaced->setToolTip(pieces ? QString()
                               : tr("In Brown's rules a leader counts only with a unit: choose the unit he is with"));
    mPlaced->setChecked(general->position.has_value());
    const QString suffix = u" "_s + table::lengthUnitSymbol(scenario.displayUnits().primary == table::LengthUnit::Inches
                                                               ? table::LengthUnit::Inches
                                                               : table::LengthUnit::Centimetres);
    for (QDoubleSpinBox *spin : {mX, mY}) {
        spin->setSuffix(suffix);
        spin->setEnabled(!with && pieces && general->position.has_value());
    }
    mX->setValue(general->position.value_or(QPointF()).x() / tapeMm());
    mY->setValue(general->position.value_or(QPointF()).y() / tapeMm());
    if (with)
        mNote->setText(tr("He stands with his unit; choose \"None\" to set him on his own."));
    else if (!pieces)
        mNote->setText(tr("Not with a unit: Brown's Leader Attached adds his rating only to the unit he is with."));
    else
        mNote->setText(general->position ? QString()
                                         : tr("Not on the table: tick \"On the table\" or drag him with the Select tool."));
    mRefreshing = false;
}

void GeneralForm::edit(const QString &field, const QString &text, const std::function<void(table::General &)> &change)
{
    if (mRefreshing)
        return;
    const table::General *general = std::as_const(*mDocument).scenario().general(mGeneralId);
    if (!general)
        return;
    table::General after = *general;
    change(after);
    if (after == *general)
        return;
    // A general's piece stands on the table; anywhere else is refused, with the reason.
    const table::Scenario &scenario = std::as_const(*mDocument).scenario();
    if (after.position && !scenario.tableRect().contains(*after.position)) {
        refresh();
        mNote->setText(tr("Refused: %1 would stand off the table.").arg(general->name));
        return;
    }
    cmd::editGeneral(mDocument, *general, after, field, text.arg(general->name));
}

} // namespace vedette
