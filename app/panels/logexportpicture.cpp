#include "logexportpicture.h"

#include "render/picturewriter.h"
#include "render/tablepicture.h"
#include "table/scenario.h"

namespace vedette {

QImage LogExportPicture::render(const table::Scenario &scenario, int longSide)
{
    // Drawn by the renderer from the model alone: the referee's open table
    // (and its scene) never changes for a report.
    render::TablePicture picture;
    picture.scenario = scenario;
    return render::PictureWriter::thumbnail(picture, longSide);
}

} // namespace vedette
