#pragma once

#include "markerlayout.h"

#include <QHash>
#include <QString>

namespace vedette::vision {

// The markers of a layout printed at true scale into a PDF (A4, or US
// Letter): each card with a white margin of a fifth of the marker's side and
// its caption under it (the unit's name from `names`, else its id, and the
// marker's number), the reference markers on pages of their own. False with
// `error` set when the file cannot be written.
bool writeMarkerSheet(const QString &path, const MarkerLayout &layout, const QHash<QString, QString> &names,
                      const QString &title, bool letter, QString *error);

} // namespace vedette::vision
