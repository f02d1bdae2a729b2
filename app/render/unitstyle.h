#pragma once

namespace vedette::render {

// How units are drawn: their symbols (the referee's window, pictures), only
// their bases' outlines (real figures stand on the glass of a table screen
// and the outlines show where each belongs), or not at all.
enum class UnitStyle { Symbols, Outlines, Hidden };

} // namespace vedette::render
