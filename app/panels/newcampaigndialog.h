#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;

namespace vedette {

// Asks for a new campaign: its name, the scenario it starts from (bundled
// with Vedette or a scenario JSON file) and where the campaign file goes.
// The dialog only collects the choices; the campaign is created by the caller.
class NewCampaignDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NewCampaignDialog(QWidget *parent = nullptr);

    QString campaignName() const;
    // Path of the scenario JSON: a ":/scenarios/..." resource or a file.
    QString scenarioPath() const;
    QString campaignFilePath() const;

    // Adds a scenario file to the list and selects it (also used by tests).
    void addScenarioFile(const QString &path);
    void setCampaignFilePath(const QString &path);

    // Where a new campaign goes unless the referee says otherwise: the
    // documents folder (made with the campaign when missing), else home.
    static QString defaultFolder();
    // Makes the campaign file's folder when it is missing, then accepts.
    void accept() override;

    // The title a scenario JSON gives itself, or its file name.
    static QString scenarioTitle(const QString &path);
    static QStringList bundledScenarios();

private:
    void importScenario();
    void browseFile();
    void updateState();

    QLineEdit *mName;
    QListWidget *mScenarios;
    QLineEdit *mFile;
    QLabel *mProblem;
    QDialogButtonBox *mButtons;
    bool mNameEdited = false;
};

} // namespace vedette
