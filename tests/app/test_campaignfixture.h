#pragma once

// Shared by the campaign, log and battle panel tests: the fixtures of
// test_documentfixture.h and a helper that answers the next modal dialog.

#include "test_documentfixture.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QInputDialog>
#include <QMessageBox>
#include <QPointer>
#include <QTimer>

#include <functional>

namespace fixture {

using namespace Qt::StringLiterals;

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
