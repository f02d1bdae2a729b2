#include "logexportpicture.h"

#include "document/document.h"
#include "panels/tableexport.h"
#include "scene/tablescene.h"
#include "table/scenario.h"

#include <QPainter>

namespace vedette {

QImage LogExportPicture::render(const table::Scenario &scenario, int longSide)
{
    // A document of its own: the scene draws a document's table, and the
    // referee's open table must not change for a report.
    Document scratch;
    scratch.scenario() = scenario;
    TableScene scene(&scratch);
    scratch.scenario().notifyReset();

    const QRectF source = TableExport::exportRect(&scene);
    if (source.isEmpty())
        return {};
    const QSize size = source.size().scaled(longSide, longSide, Qt::KeepAspectRatio).toSize();
    QImage image(size, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    TableExport::render(&scene, &painter, QRectF(QPointF(0, 0), QSizeF(size)), source);
    painter.end();
    return image;
}

} // namespace vedette
