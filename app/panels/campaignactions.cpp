#include "campaignactions.h"

#include "document/campaign.h"
#include "document/document.h"
#include "panels/campaignbrowser.h"
#include "panels/logexportpicture.h"
#include "panels/logpanel.h"
#include "panels/newcampaigndialog.h"
#include "store/campaignlocation.h"
#include "store/campaignstore.h"
#include "store/defaultcampaign.h"
#include "window/mainwindow.h"
#include "window/recentfiles.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QToolBar>

using namespace Qt::StringLiterals;

namespace vedette {

CampaignActions::CampaignActions(MainWindow *window)
    : QObject(window)
    , mWindow(window)
    , mCampaign(window->document()->campaign())
    , mBrowser(new CampaignBrowser(mCampaign, window))
    , mLog(new LogPanel(window->document(), window))
{
    setObjectName(u"campaignActions"_s);
    window->addPanel(mBrowser, Qt::LeftDockWidgetArea);
    window->addPanel(mLog, Qt::BottomDockWidgetArea);
    mLog->setTablePicture([](const table::Scenario &table) { return LogExportPicture::render(table); });
    createActions();

    connect(mCampaign, &Campaign::opened, this, &CampaignActions::updateActions);
    connect(mCampaign, &Campaign::closed, this, &CampaignActions::updateActions);
    // Queued, and shown without an event loop of its own: the step that
    // failed is still being taken back when this is emitted, and a box that
    // waited for its OK right there would let the table be reloaded under
    // the tool that made the step (issue 39).
    connect(mCampaign, &Campaign::writeFailed, this, &CampaignActions::showWriteFailure, Qt::QueuedConnection);
    connect(window->recentFiles(), &RecentFiles::openRequested, this, &CampaignActions::openFile);
    // Another referee plays the battle on the table: it is followed here.
    connect(mCampaign, &Campaign::battleFollowedChanged, this, [this](bool followed) {
        mWindow->statusBar()->showMessage(
            followed ? tr("This battle is being played at another table (by %1): you follow it here, and cannot change it.")
                           .arg(mCampaign->followedBy())
                     : tr("The battle on the table is yours to play."),
            10000);
    });
    updateActions();
}

void CampaignActions::showWriteFailure(const QString &message)
{
    const bool server = store::CampaignLocation::isServerAddress(mCampaign->filePath());
    const QString text = server
        ? tr("The last change could not be written to the club server, so it was taken back:\n\n%1").arg(message)
        : tr("The last change could not be written to the campaign file, so it was taken back:\n\n%1").arg(message);
    // One box, however many steps fail while it is up: it tells the latest.
    if (mWriteFailure) {
        mWriteFailure->setText(text);
        mWriteFailure->raise();
        return;
    }
    mWriteFailure = new QMessageBox(QMessageBox::Critical, tr("Campaign Not Saved"), text, QMessageBox::Ok, mWindow);
    mWriteFailure->setObjectName(u"writeFailure"_s);
    mWriteFailure->setAttribute(Qt::WA_DeleteOnClose);
    mWriteFailure->open();
}

QString CampaignActions::startFolder() const
{
    if (!mCampaign->isOpen() || store::CampaignLocation::isServerAddress(mCampaign->filePath()))
        return {};
    return QFileInfo(mCampaign->filePath()).absolutePath();
}

QString CampaignActions::dataDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QAction *CampaignActions::action(const QString &objectName) const
{
    return mWindow->findChild<QAction *>(objectName);
}

void CampaignActions::createActions()
{
    QMenu *file = mWindow->menu(MainWindow::Menu::File);
    // The campaign commands go above Quit, which the window put there first.
    QAction *before = file->actions().isEmpty() ? nullptr : file->actions().constFirst();
    auto add = [&](const QString &name, const QString &text, const QString &icon, const QString &tip, auto slot) {
        auto *action = new QAction(QIcon::fromTheme(icon), text, mWindow);
        action->setObjectName(name);
        action->setStatusTip(tip);
        connect(action, &QAction::triggered, this, slot);
        file->insertAction(before, action);
        return action;
    };

    QAction *newAction = add(u"newCampaignAction"_s, tr("&New Campaign…"), u"document-new"_s,
                             tr("Start a campaign from a bundled or imported scenario"), &CampaignActions::newCampaign);
    newAction->setShortcut(QKeySequence::New);
    QAction *open = add(u"openCampaignAction"_s, tr("&Open…"), u"document-open"_s, tr("Open a campaign file"),
                        &CampaignActions::openInteractively);
    open->setShortcut(QKeySequence::Open);
    add(u"openClubCampaignAction"_s, tr("Open &Club Campaign…"), u"network-server"_s,
        tr("Open a campaign on the club's PostgreSQL server, which several referees play at once"),
        &CampaignActions::openClubCampaign);

    mRecentMenu = new QMenu(tr("Open &Recent"), mWindow);
    mRecentMenu->setObjectName(u"recentMenu"_s);
    mRecentMenu->setIcon(QIcon::fromTheme(u"document-open-recent"_s));
    file->insertMenu(before, mRecentMenu);
    connect(mRecentMenu, &QMenu::aboutToShow, this, [this] { mWindow->recentFiles()->fillMenu(mRecentMenu); });
    mWindow->recentFiles()->fillMenu(mRecentMenu);

    file->insertSeparator(before);
    QAction *saveAs = add(u"saveCopyAction"_s, tr("Save &As (Copy)…"), u"document-save-as"_s,
                          tr("Write a copy of the whole campaign; everything is already saved as you play"),
                          &CampaignActions::saveCopy);
    saveAs->setShortcut(QKeySequence::SaveAs);
    file->insertSeparator(before);
    QAction *importAction = add(u"importScenarioAction"_s, tr("&Import Scenario JSON…"), u"document-import"_s,
                                tr("Add a scenario from a JSON file to the campaign"), &CampaignActions::importScenario);
    QAction *exportScenarioAction = add(u"exportScenarioAction"_s, tr("&Export Scenario JSON…"), u"document-export"_s,
                                        tr("Write the selected scenario or battle as a JSON file"),
                                        &CampaignActions::exportScenario);
    QAction *exportLogAction = add(u"exportLogAction"_s, tr("Export &Log…"), u"document-export"_s,
                                   tr("Write the campaign log as HTML, Markdown, CSV, JSON or a PDF after-action report"),
                                   &CampaignActions::exportLog);
    file->insertSeparator(before);

    mWriteActions = {importAction};
    for (QAction *action : {saveAs, exportScenarioAction, exportLogAction})
        action->setProperty("needsCampaign", true);
    mWindow->mainToolBar()->insertAction(mWindow->mainToolBar()->actions().value(0), open);
}

void CampaignActions::updateActions()
{
    const bool open = mCampaign->isOpen();
    for (QAction *action : mWindow->findChildren<QAction *>()) {
        if (action->property("needsCampaign").toBool())
            action->setEnabled(open);
    }
    for (QAction *action : std::as_const(mWriteActions))
        action->setEnabled(open && !mCampaign->isReadOnly());
}

void CampaignActions::start(const QString &path)
{
    if (!path.isEmpty()) {
        openFile(path);
        return;
    }
    // The campaign last open, a file or a club server's (issue 44).
    const QStringList recent = mWindow->recentFiles()->files();
    if (!recent.isEmpty()
        && (store::CampaignLocation::isServerAddress(recent.constFirst()) || QFileInfo::exists(recent.constFirst()))
        && openFile(recent.constFirst()))
        return;

    QString error;
    const QString defaultPath = store::DefaultCampaign::create(dataDirectory(), &error);
    if (defaultPath.isEmpty()) {
        QMessageBox::warning(mWindow, tr("No Campaign"),
                             tr("The bundled campaign could not be set up in %1:\n\n%2")
                                 .arg(QDir::toNativeSeparators(dataDirectory()), error));
        return;
    }
    openFile(defaultPath);
}

bool CampaignActions::openFile(const QString &path)
{
    const bool server = store::CampaignLocation::isServerAddress(path);
    const QString name = server ? path : QFileInfo(path).fileName();
    const bool opened = mCampaign->open(path);
    const bool offerReadOnly = !opened
        && (mCampaign->error() == Campaign::Error::Locked || mCampaign->error() == Campaign::Error::NotWritable);
    if (offerReadOnly) {
        const QString why = mCampaign->error() == Campaign::Error::Locked
            ? tr("%1 is open in another Vedette.").arg(name)
            : tr("%1 cannot be written here.").arg(name);
        const auto answer = QMessageBox::question(
            mWindow, tr("Open Read-Only?"),
            why + u"\n\n"_s + tr("Open it read-only? You can look at everything, but nothing you do is saved."),
            QMessageBox::Open | QMessageBox::Cancel, QMessageBox::Open);
        if (answer != QMessageBox::Open)
            return false;
        if (!mCampaign->open(path, Campaign::Mode::ReadOnly)) {
            QMessageBox::warning(mWindow, tr("Cannot Open Campaign"), mCampaign->errorString());
            return false;
        }
    } else if (!opened) {
        // A damaged or newer file's message already says whether the file was
        // changed (an update that failed half way keeps a copy and says so).
        const Campaign::Error error = mCampaign->error();
        QString text = tr("%1 could not be opened.\n\n%2").arg(name, mCampaign->errorString());
        if (!server && error != Campaign::Error::Damaged && error != Campaign::Error::TooNew && error != Campaign::Error::NotFound)
            text += u"\n\n"_s + tr("The file was not changed.");
        QMessageBox::warning(mWindow, tr("Cannot Open Campaign"), text);
        if (mCampaign->error() == Campaign::Error::NotFound)
            mWindow->recentFiles()->remove(path);
        return false;
    }
    // A server's address is offered again by Open Club Campaign, and like a
    // file it is the campaign opened next time Vedette starts.
    if (server)
        QSettings().setValue(u"campaign/clubAddress"_s, path);
    mWindow->recentFiles()->add(path);
    if (const store::CampaignStore *store = mCampaign->store(); store && !store->migrationBackupPath().isEmpty())
        mWindow->statusBar()->showMessage(tr("Campaign updated to the new file format; the old file was kept as %1")
                                              .arg(QFileInfo(store->migrationBackupPath()).fileName()),
                                          10000);
    return true;
}

void CampaignActions::newCampaign()
{
    NewCampaignDialog dialog(mWindow);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString path = QDir::fromNativeSeparators(dialog.campaignFilePath());
    if (!mCampaign->create(path, dialog.campaignName(), dialog.scenarioPath())) {
        QMessageBox::warning(mWindow, tr("New Campaign"),
                             tr("The campaign could not be created.\n\n%1").arg(mCampaign->errorString()));
        return;
    }
    mWindow->recentFiles()->add(path);
}

void CampaignActions::openInteractively()
{
    const QString path = QFileDialog::getOpenFileName(mWindow, tr("Open Campaign"), startFolder(),
                                                      tr("Vedette campaigns (*.vedette);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

void CampaignActions::openClubCampaign()
{
    QSettings settings;
    const QString last = settings.value(u"campaign/clubAddress"_s, u"postgresql://%1@localhost:5432/club"_s.arg(qEnvironmentVariable("USER")))
                             .toString();
    bool ok = false;
    const QString address = QInputDialog::getText(
        mWindow, tr("Open Club Campaign"),
        tr("The campaign's address on the club's PostgreSQL server:\n"
           "postgresql://USER@HOST:PORT/DATABASE (for a Unix socket add ?host=/socket/folder).\n"
           "The password comes from ~/.pgpass or PGPASSWORD; Vedette never keeps one."),
        QLineEdit::Normal, last, &ok).trimmed();
    if (!ok || address.isEmpty())
        return;
    // Offered again next time, mistakes and all: a typo is put right, not typed again.
    settings.setValue(u"campaign/clubAddress"_s, address);
    if (!store::CampaignLocation::isServerAddress(address)) {
        QMessageBox::warning(mWindow, tr("Open Club Campaign"),
                             tr("%1 is not a server's address: it starts with postgresql://. (A campaign file is opened "
                                "with File > Open.)")
                                 .arg(address));
        return;
    }
    openFile(address);
}

void CampaignActions::saveCopy()
{
    store::CampaignStore *store = mCampaign->store();
    if (!store)
        return;
    mCampaign->flush();
    QString path = QFileDialog::getSaveFileName(mWindow, tr("Save a Copy of the Campaign"), startFolder(),
                                                tr("Vedette campaigns (*.vedette)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += u".vedette"_s;
    if (!store->saveCopy(path)) {
        QMessageBox::warning(mWindow, tr("Save As (Copy)"),
                             tr("The copy could not be written.\n\n%1").arg(store->errorString()));
        return;
    }
    mWindow->statusBar()->showMessage(tr("Copy written to %1; you are still playing %2")
                                          .arg(QDir::toNativeSeparators(path), mCampaign->name()),
                                      8000);
}

void CampaignActions::importScenario()
{
    mBrowser->importScenarioInteractively();
}

void CampaignActions::exportScenario()
{
    mBrowser->exportScenarioInteractively();
}

void CampaignActions::exportLog()
{
    if (!mCampaign->isOpen())
        return;
    mCampaign->flush();
    QString selectedFilter;
    const QString pdf = tr("After-action report (*.pdf)");
    QString path = QFileDialog::getSaveFileName(
        mWindow, tr("Export Log"), startFolder(),
        pdf + u";;"_s + tr("HTML (*.html);;Markdown (*.md);;CSV (*.csv);;JSON (*.json)"), &selectedFilter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty()) {
        // Take the suffix from the chosen filter, e.g. "HTML (*.html)".
        const qsizetype star = selectedFilter.indexOf(u"*."_s);
        path += star >= 0 ? selectedFilter.mid(star + 1).chopped(1) : u".pdf"_s;
    }
    QString error;
    if (!mLog->exportLog(path, &error)) {
        QMessageBox::warning(mWindow, tr("Export Log"), error);
        return;
    }
    mWindow->statusBar()->showMessage(tr("Log written to %1").arg(QDir::toNativeSeparators(path)), 8000);
}

} // namespace vedette
