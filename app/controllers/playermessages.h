#pragma once

#include <QString>

namespace vedette {

class Document;

// The referee's short texts to one side, read on that side's devices (the
// players' server shows them among the messages that reached the side).
// Each is an entry of the campaign log whose visibility is the side, written
// at once in its own transaction: it outlives the program, and only that
// side's view (render::PlayerView) ever shows it.
namespace playermessages {

// The kind of the log entry.
inline constexpr char16_t kind[] = u"player.message";
inline constexpr int maxLength = 280;

// Sends `text` to side `sideId` of the battle on the table; false, with the
// reason in *why, for an unknown side, an empty or too long text, or a
// campaign that refused the write.
bool send(Document *document, const QString &sideId, const QString &text, QString *why = nullptr);

} // namespace playermessages
} // namespace vedette
