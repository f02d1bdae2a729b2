#pragma once

// Shared by the campaign and log panel tests: a small scenario, journal
// events, and a helper that answers the next modal dialog.

#include "journal/journalevent.h"
#include "table/scenario.h"
#include "table/scenariojson.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QInputDialog>
#include <QMessageBox>
#include <QPointer>
#include <QTimer>

#include <functional>

namespace fixture {

using namespace Qt::StringLiterals;
namespace table = vedette::table;

inline table::Scenario sampleScenario()
{
    table::Scenario scenario;
    scenario.setTitle(u"Test Valley"_s);
    scenario.setRuleSystem(table::RuleSystem::Brown);
    scenario.setTableSize(table::Length::fromFeet(6), table::Length::fromFeet(4));
    scenario.addSide({u"british"_s, u"British"_s, QColor(0xb0, 0x30, 0x30)});
    scenario.addSide({u"russian"_s, u"Russian"_s, QColor(0x30, 0x50, 0x90)});
    auto unit = [&](const QString &id, const QString &side, const QString &name, table::Arm arm, QPointF at) {
        table::Unit u(id, side, name, arm);
        u.setPosition(at);
        u.setStrength(600);
        u.setStartingStrength(600);
        scenario.addUnit(u);
    };
    unit(u"l17"_s, u"british"_s, u"17th Lancers"_s, table::Arm::Horse, {400, 900});
    unit(u"h11"_s, u"british"_s, u"11th Hussars"_s, table::Arm::Horse, {600, 900});
    unit(u"don"_s, u"russian"_s, u"Don Battery"_s, table::Arm::Artillery, {1000, 200});
    return scenario;
}

// Writes the sample scenario as JSON and returns the path.
inline QString writeScenarioJson(const QString &dir)
{
    const QString path = dir + u"/scenario.json"_s;
    QString error;
    if (!table::ScenarioJson::writeFile(sampleScenario(), path, &error))
        qFatal("cannot write scenario: %s", qPrintable(error));
    return path;
}

inline vedette::journal::JournalEvent event(const QString &kind, const QString &summary, int turn,
                                            const QStringList &actors = {}, QList<int> d6 = {})
{
    vedette::journal::JournalEvent e;
    e.kind = kind;
    e.summary = summary;
    e.turn = turn;
    e.actors = actors;
    if (!d6.isEmpty()) {
        vedette::dice::RollRecord roll;
        roll.purpose = u"test"_s;
        for (int face : d6)
            roll.dice.append({vedette::dice::Die::d6(), face});
        e.rolls.append(roll);
    }
    return e;
}

inline QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

// Waits for the next modal dialog (message box or input dialog), hands it to
// `answer`, which returns false if it was not the expected one.
class ModalAnswerer : public QObject
{
public:
    explicit ModalAnswerer(std::function<void(QWidget *)> answer)
        : mAnswer(std::move(answer))
    {
        mTimer.setInterval(20);
        QObject::connect(&mTimer, &QTimer::timeout, this, [this] {
            QWidget *modal = QApplication::activeModalWidget();
            if (!modal)
                return;
            if (modal == mAnswered) {
                // A file dialog may ignore an answer given while it still
                // reads its folder: answer again after a while.
                if (++mWaited % 10 == 0 && mWaited <= 100)
                    mAnswer(modal);
                return;
            }
            mWaited = 0;
            QString text = modal->windowTitle();
            if (auto *box = qobject_cast<QMessageBox *>(modal))
                text = box->text() + u'\n' + box->informativeText();
            else if (auto *input = qobject_cast<QInputDialog *>(modal))
                text = input->labelText();
            mAnswered = modal;
            if (mSeen) {
                // Anything after the expected dialog is unexpected: close it so
                // the test fails on its checks instead of hanging.
                mUnexpected.append(text);
                if (auto *dialog = qobject_cast<QDialog *>(modal))
                    dialog->reject();
                return;
            }
            mSeen = true;
            mText = text;
            mAnswer(modal);
        });
        mTimer.start();
    }

    bool seen() const { return mSeen; }
    QString text() const { return mText; }
    // Texts of further dialogs that were closed unanswered.
    QStringList unexpected() const { return mUnexpected; }

    // Common answers.
    static void clickButton(QWidget *modal, QMessageBox::StandardButton which)
    {
        if (auto *box = qobject_cast<QMessageBox *>(modal)) {
            if (QAbstractButton *button = box->button(which))
                button->click();
            else
                box->reject();
        }
    }
    static void enterText(QWidget *modal, const QString &text)
    {
        if (auto *input = qobject_cast<QInputDialog *>(modal)) {
            input->setTextValue(text);
            input->accept();
        } else if (auto *dialog = qobject_cast<QDialog *>(modal)) {
            dialog->reject();
        }
    }

private:
    std::function<void(QWidget *)> mAnswer;
    QTimer mTimer;
    bool mSeen = false;
    QString mText;
    QStringList mUnexpected;
    QPointer<QWidget> mAnswered;
    int mWaited = 0;
};

} // namespace fixture
