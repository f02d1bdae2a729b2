#include "newcampaigndialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace vedette {

NewCampaignDialog::NewCampaignDialog(QWidget *parent)
    : QDialog(parent)
    , mName(new QLineEdit(this))
    , mScenarios(new QListWidget(this))
    , mFile(new QLineEdit(this))
    , mProblem(new QLabel(this))
    , mButtons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(u"newCampaignDialog"_s);
    setWindowTitle(tr("New Campaign"));

    mName->setObjectName(u"campaignName"_s);
    mName->setPlaceholderText(tr("e.g. The Crimea, autumn 1854"));
    connect(mName, &QLineEdit::textEdited, this, [this] {
        mNameEdited = true;
        updateState();
    });

    mScenarios->setObjectName(u"scenarioList"_s);
    mScenarios->setToolTip(tr("The first battle of the campaign is set up from this scenario"));
    for (const QString &path : bundledScenarios()) {
        auto *item = new QListWidgetItem(scenarioTitle(path), mScenarios);
        item->setData(Qt::UserRole, path);
        item->setToolTip(tr("Bundled with Vedette"));
    }
    if (mScenarios->count() > 0)
        mScenarios->setCurrentRow(0);
    connect(mScenarios, &QListWidget::currentRowChanged, this, &NewCampaignDialog::updateState);

    auto *importButton = new QPushButton(tr("&Import Scenario JSON…"), this);
    importButton->setObjectName(u"importScenarioButton"_s);
    connect(importButton, &QPushButton::clicked, this, &NewCampaignDialog::importScenario);

    mFile->setObjectName(u"campaignFile"_s);
    connect(mFile, &QLineEdit::textChanged, this, &NewCampaignDialog::updateState);
    auto *browse = new QPushButton(tr("&Browse…"), this);
    connect(browse, &QPushButton::clicked, this, &NewCampaignDialog::browseFile);
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(mFile, 1);
    fileRow->addWidget(browse);

    auto *scenarioColumn = new QVBoxLayout;
    scenarioColumn->addWidget(mScenarios, 1);
    scenarioColumn->addWidget(importButton, 0, Qt::AlignLeft);

    // Each label names its field (its buddy): a row whose field is a layout
    // gets a label without one, which showed "&Scenario:" (issue 40).
    auto *form = new QFormLayout;
    const auto label = [this](const QString &text, QWidget *buddy) {
        auto *named = new QLabel(text, this);
        named->setBuddy(buddy);
        return named;
    };
    form->addRow(label(tr("Campaign &name:"), mName), mName);
    form->addRow(label(tr("&Scenario:"), mScenarios), scenarioColumn);
    form->addRow(label(tr("Campaign &file:"), mFile), fileRow);

    mProblem->setObjectName(u"problemLabel"_s);
    mProblem->setWordWrap(true);
    QPalette palette = mProblem->palette();
    palette.setColor(QPalette::WindowText, QColor(0x9b, 0x1c, 0x1c));
    mProblem->setPalette(palette);

    auto *note = new QLabel(tr("Everything is saved as you play: there is no Save command."), this);
    note->setWordWrap(true);
    note->setEnabled(false);

    connect(mButtons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(mButtons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    mButtons->button(QDialogButtonBox::Ok)->setText(tr("Create"));

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form, 1);
    layout->addWidget(note);
    layout->addWidget(mProblem);
    layout->addWidget(mButtons);
    setMinimumSize(560, 420);

    setCampaignFilePath(QDir(defaultFolder()).filePath(tr("New campaign") + u".vedette"_s));
    if (mScenarios->currentItem())
        mName->setText(mScenarios->currentItem()->text());
    updateState();
}

QString NewCampaignDialog::defaultFolder()
{
    // The desktop's documents folder, made when the campaign is (a fresh
    // home has none: Create stayed grey, issue 40); else the home folder.
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return documents.isEmpty() ? QDir::homePath() : documents;
}

namespace {

// The folder exists, or the first folder above it that does is one we may write in.
bool folderCanBeMade(const QString &path)
{
    QFileInfo up(path);
    while (!up.exists()) {
        const QString parent = up.absolutePath();
        if (parent == up.absoluteFilePath())
            return false;
        up = QFileInfo(parent);
    }
    return up.isDir() && up.isWritable();
}

} // namespace

void NewCampaignDialog::accept()
{
    const QFileInfo file(campaignFilePath());
    if (!file.absoluteDir().exists() && !QDir().mkpath(file.absolutePath())) {
        mProblem->setText(tr("The folder %1 could not be made.").arg(QDir::toNativeSeparators(file.absolutePath())));
        mProblem->setVisible(true);
        return;
    }
    QDialog::accept();
}

QStringList NewCampaignDialog::bundledScenarios()
{
    QStringList paths;
    const QDir dir(u":/scenarios"_s);
    for (const QString &name : dir.entryList({u"*.json"_s}, QDir::Files, QDir::Name))
        paths.append(dir.filePath(name));
    return paths;
}

QString NewCampaignDialog::scenarioTitle(const QString &path)
{
    QFile file(path);
    if (file.open(QIODevice::ReadOnly)) {
        const QJsonObject object = QJsonDocument::fromJson(file.read(4 * 1024 * 1024)).object();
        for (const QLatin1StringView key : {"name"_L1, "title"_L1}) {
            const QString title = object.value(key).toString().trimmed();
            if (!title.isEmpty())
                return title;
        }
    }
    return QFileInfo(path).completeBaseName();
}

QString NewCampaignDialog::campaignName() const
{
    return mName->text().trimmed();
}

QString NewCampaignDialog::scenarioPath() const
{
    const QListWidgetItem *item = mScenarios->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

QString NewCampaignDialog::campaignFilePath() const
{
    return mFile->text().trimmed();
}

void NewCampaignDialog::addScenarioFile(const QString &path)
{
    auto *item = new QListWidgetItem(scenarioTitle(path), mScenarios);
    item->setData(Qt::UserRole, path);
    item->setToolTip(QDir::toNativeSeparators(path));
    mScenarios->setCurrentItem(item);
    updateState();
}

void NewCampaignDialog::setCampaignFilePath(const QString &path)
{
    mFile->setText(QDir::toNativeSeparators(path));
}

void NewCampaignDialog::importScenario()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Scenario"), QString(),
                                                      tr("Scenario JSON (*.json);;All files (*)"));
    if (!path.isEmpty())
        addScenarioFile(path);
}

void NewCampaignDialog::browseFile()
{
    QString path = QFileDialog::getSaveFileName(this, tr("New Campaign File"), campaignFilePath(),
                                                tr("Vedette campaigns (*.vedette)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += u".vedette"_s;
    setCampaignFilePath(path);
}

void NewCampaignDialog::updateState()
{
    // Follow the scenario's title until the referee types a name of their own.
    if (!mNameEdited && mScenarios->currentItem())
        mName->setText(mScenarios->currentItem()->text());

    QString problem;
    const QFileInfo file(campaignFilePath());
    if (scenarioPath().isEmpty())
        problem = tr("Choose a scenario, or import one from a JSON file.");
    else if (campaignName().isEmpty())
        problem = tr("Give the campaign a name.");
    else if (campaignFilePath().isEmpty())
        problem = tr("Choose where the campaign file goes.");
    else if (file.exists())
        problem = tr("%1 already exists; choose another file name.").arg(file.fileName());
    else if (!file.absoluteDir().exists() && !folderCanBeMade(file.absolutePath()))
        problem = tr("The folder %1 does not exist.").arg(QDir::toNativeSeparators(file.absolutePath()));
    mProblem->setText(problem);
    mProblem->setVisible(!problem.isEmpty());
    mButtons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

} // namespace vedette
