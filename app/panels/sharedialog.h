#pragma once

#include <QDialog>
#include <QList>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QVBoxLayout;

namespace vedette {

class Document;

namespace server {
class BattleFollower;
class PlayerServer;
}

// Table > Share with Players: each side's view of the battle on the table,
// served to the players' phones and tablets from this computer (app/server).
// The referee chooses where to listen (the laptop's LAN addresses are
// offered; nothing listens until Start), and gets a link and a QR code per
// side (the whole link, with Copy), printable link cards, new links on
// request for every side or for one (the old ones stop), the count of
// devices connected, and a line to send a short text to one side. Sharing
// goes on while the dialog is closed; it stops with Stop, or when another
// battle or campaign is opened. A battle's links are kept in the settings
// until new ones are asked for: shared again (after the program was closed,
// or died), the same links work, and the phones follow it again by
// themselves.
class ShareDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ShareDialog(Document *document, QWidget *parent = nullptr);
    ~ShareDialog() override;

    bool isSharing() const;
    server::PlayerServer *server() const { return mServer; }

    // The addresses offered: this computer's IPv4 addresses on its networks,
    // then 127.0.0.1 (this computer alone).
    static QStringList lanAddresses();
    // A card per side (its name, QR code and link), two to an A4 page, as
    // a PDF to print; false when it could not be written.
    bool writeCards(const QString &path) const;

public slots:
    void start();
    void stop();

signals:
    void sharingChanged(bool sharing);

private:
    void showLinks();
    void fillSides();
    void showStatus();
    void saveCards();
    void sendMessage();
    void newLinks();
    void newLink(const QString &sideId);
    QString linksKey() const;
    void saveLinks();

    Document *mDocument;
    server::PlayerServer *mServer;
    server::BattleFollower *mFollower;
    QComboBox *mAddress;
    QSpinBox *mPort;
    QPushButton *mStart;
    QLabel *mStatus;
    QVBoxLayout *mLinks;
    QWidget *mLinksBox;
    QPushButton *mNewLinks;
    QPushButton *mCards;
    QComboBox *mSide;
    QLineEdit *mMessage;
    QPushButton *mSend;
    QLabel *mSent;
    QString mHost;
};

} // namespace vedette
