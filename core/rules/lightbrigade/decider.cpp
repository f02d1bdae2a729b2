#include "decider.h"

namespace vedette::rules::lightbrigade {

Decider::~Decider() = default;

} // namespace vedette::rules::lightbrigade
