/**
 * \file math.hpp
 * \brief Convenience header that pulls in every part of helios::math.
 */
#pragma once

#include "helios/math/concepts/numeric.hpp"
#include "helios/math/Transform.hpp"
#include "helios/math/mat4.hpp"
#include "helios/math/transform/affine.hpp"
#include "helios/math/transform/projection.hpp"
#include "helios/math/transform/view.hpp"
#include "helios/math/utils.hpp"
#include "helios/math/vec2.hpp"
#include "helios/math/vec3.hpp"
#include "helios/math/vec4.hpp"
