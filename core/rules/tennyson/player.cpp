#include "player.h"

namespace vedette::rules::tennyson {

Player::~Player() = default;

} // namespace vedette::rules::tennyson
