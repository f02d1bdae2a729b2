// The order of battle dock's files: the CSV import and export, and the
// saved templates of units and divisions (apart from the tree and its edits
// in orderofbattlepanel.cpp, to keep each file short).
#include "orderofbattlepanel.h"

#include "commands/facade.h"
#include "document/campaign.h"
#include "document/document.h"
#include "panels/generalform.h"
#include "panels/inspectorpanel.h"
#include "panels/orderofbattletree.h"
#include "scene/tablescene.h"
#include "store/campaignstore.h"
#include "table/orderofbattlecsv.h"
#include "table/scenario.h"
#include "table/templatejson.h"
#include "table/unitdefaults.h"

#include <QAction>
#include <QColorDialog>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QStackedWidget>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

// The tree's name column (the first; orderofbattlepanel.cpp lays out the rest).
constexpr int NameColumn = 0;

} // namespace

bool OrderOfBattlePanel::importCsv(const QString &path, QString *error)
{
    const table::OrderOfBattleCsv::ReadResult read
        = table::OrderOfBattleCsv::readFile(path, std::as_const(*mDocument).scenario());
    if (!read) {
        if (error)
            *error = read.errorString();
        return false;
    }
    if (!cmd::addFrom(mDocument, *read.scenario, tr("Import order of battle %1").arg(QFileInfo(path).fileName()))) {
        if (error)
            *error = tr("%1 holds no units or generals.").arg(QFileInfo(path).fileName());
        return false;
    }
    return true;
}

bool OrderOfBattlePanel::exportCsv(const QString &path, QString *error) const
{
    return table::OrderOfBattleCsv::writeFile(std::as_const(*mDocument).scenario(), path, error);
}

void OrderOfBattlePanel::importInteractively()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Order of Battle"), QString(),
                                                      tr("Orders of battle (*.csv);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!importCsv(path, &error))
        QMessageBox::warning(this, tr("Import Order of Battle"),
                             tr("Nothing was imported from %1:\n\n%2").arg(QFileInfo(path).fileName(), error));
}

void OrderOfBattlePanel::exportInteractively()
{
    const QString title = std::as_const(*mDocument).scenario().title();
    QString path = QFileDialog::getSaveFileName(this, tr("Export Order of Battle"),
                                                (title.isEmpty() ? tr("order-of-battle") : title) + u".csv"_s,
                                                tr("Orders of battle (*.csv)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += u".csv"_s;
    QString error;
    if (!exportCsv(path, &error))
        QMessageBox::warning(this, tr("Export Order of Battle"), tr("%1 could not be written: %2").arg(QFileInfo(path).fileName(), error));
}

bool OrderOfBattlePanel::saveTemplate(const QString &name, QString *error)
{
    store::CampaignStore *store = mDocument->campaign()->store();
    const table::Scenario &scenario = std::as_const(*mDocument).scenario();
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (!store || mDocument->campaign()->isReadOnly())
        return fail(tr("Templates are kept in the campaign; open a campaign you can write to."));
    QList<table::Unit> units;
    QList<table::General> generals;
    for (const QString &id : selectedUnitIds())
        units.append(*scenario.unit(id));
    for (const QString &id : selectedGeneralIds())
        generals.append(*scenario.general(id));
    if (units.isEmpty())
        return fail(tr("Choose a unit or a division to save as a template."));
    store::UnitTemplate saved;
    saved.kind = units.size() == 1 && generals.isEmpty() ? u"unit"_s : u"division"_s;
    saved.ruleSystem = table::ruleSystemId(scenario.ruleSystem());
    saved.name = name.trimmed();
    saved.data = table::TemplateJson::write(units, generals);
    if (!store->saveTemplate(saved))
        return fail(store->errorString());
    return true;
}

bool OrderOfBattlePanel::insertTemplate(qint64 templateId, QString *error)
{
    store::CampaignStore *store = mDocument->campaign()->store();
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    const std::optional<store::UnitTemplate> saved = store ? store->unitTemplate(templateId) : std::nullopt;
    if (!saved)
        return fail(tr("There is no such template in this campaign."));
    const table::TemplateJson::ReadResult read = table::TemplateJson::read(saved->data);
    if (!read)
        return fail(read.errorString);
    const QString side = currentSide();
    if (side.isEmpty())
        return fail(tr("Add a side first: the template's units need one."));
    table::Scenario after = std::as_const(*mDocument).scenario();
    // A division comes as a new division of the side (its own id when that is free), a unit into the chosen one.
    QString division = currentDivision();
    if (saved->kind == u"division"_s) {
        const QStringList used = divisionsOf(after, side);
        const QString wanted = read.contents->units.constFirst().divisionId().isEmpty() ? saved->name
                                                                                         : read.contents->units.constFirst().divisionId();
        division = wanted;
        for (int n = 2; used.contains(division); ++n)
            division = u"%1-%2"_s.arg(wanted).arg(n);
    }
    QHash<QString, QString> newGeneralId;
    for (table::General general : read.contents->generals) {
        const QString id = after.freshId(u"general"_s);
        newGeneralId.insert(general.id, id);
        general.id = id;
        general.sideId = side;
        general.divisionId = division;
        general.attachedUnitId.clear();
        general.commanderInChief = false;
        after.addGeneral(general);
    }
    QStringList added;
    for (table::Unit unit : read.contents->units) {
        const QString oldGeneral = unit.generalId();
        unit.setId(after.freshId(u"unit"_s));
        unit.setSideId(side);
        unit.setDivisionId(division);
        unit.setOnTable(false);
        unit.setGeneralId(newGeneralId.value(oldGeneral));
        if (!unit.generalId().isEmpty()) {
            table::General general = *after.general(unit.generalId());
            general.attachedUnitId = unit.id();
            after.updateGeneral(general);
        }
        after.addUnit(unit);
        added.append(unit.id());
    }
    if (!cmd::addFrom(mDocument, after, tr("Add %1 from a template").arg(saved->name)))
        return fail(tr("The template holds no units."));
    select(added);
    return true;
}

void OrderOfBattlePanel::saveTemplateInteractively()
{
    QStringList units = selectedUnitIds();
    if (units.isEmpty()) {
        QMessageBox::information(this, tr("Save as Template"), tr("Choose a unit or a division to save as a template."));
        return;
    }
    const table::Scenario &scenario = std::as_const(*mDocument).scenario();
    const QTreeWidgetItem *item = mTree->currentItem();
    const QString suggestion = units.size() == 1 ? scenario.unit(units.constFirst())->name()
                                                 : (item ? item->text(NameColumn) : QString());
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Save as Template"), tr("Template name:"), QLineEdit::Normal,
                                               suggestion, &ok);
    if (!ok)
        return;
    QString error;
    if (!saveTemplate(name, &error))
        QMessageBox::warning(this, tr("Save as Template"), error);
}

void OrderOfBattlePanel::fillTemplatesMenu()
{
    mTemplates->clear();
    QAction *save = mTemplates->addAction(tr("&Save Selection as Template…"), this, &OrderOfBattlePanel::saveTemplateInteractively);
    save->setObjectName(u"saveTemplateAction"_s);
    save->setEnabled(!selectedUnitIds().isEmpty());
    store::CampaignStore *store = mDocument->campaign()->store();
    if (!store)
        return;
    const QString system = table::ruleSystemId(std::as_const(*mDocument).scenario().ruleSystem());
    const QList<store::UnitTemplate> saved = store->templates(system);
    if (!saved.isEmpty())
        mTemplates->addSection(tr("Add from a template"));
    for (const store::UnitTemplate &entry : saved) {
        const qint64 id = entry.id;
        const QString label = entry.kind == u"division"_s ? tr("%1 (division)").arg(entry.name) : entry.name;
        mTemplates->addAction(label, this, [this, id] {
            QString error;
            if (!insertTemplate(id, &error))
                QMessageBox::warning(this, tr("Add from Template"), error);
        });
    }
}

} // namespace vedette
