/**
 * \file helios.hpp
 * \brief Umbrella header: includes the whole engine, which is so far its math
 *        and utility layers.
 */
#pragma once

#include "helios/assert.hpp"
#include "helios/math/math.hpp"
#include "helios/math/Transform.hpp"
#include "helios/util/Guid.hpp"
#include "helios/util/log/LogManager.hpp"
#include "helios/util/log/Logger.hpp"
#include "helios/version.hpp"

// Folder descriptions for the API reference. Each folder's README.md says more;
// these \dir blocks give the one-line summary shown on the folder pages.
/**
 * \dir include
 * \brief Public headers of the engine; add this folder to the include path.
 */

/**
 * \dir include/helios
 * \brief Root of the public headers: version and assertion macros, the umbrella header and one folder per area.
 */

/**
 * \dir include/helios/math
 * \brief Vectors, matrices, transforms and scalar helpers (namespace helios::math).
 */

/**
 * \dir include/helios/math/concepts
 * \brief Concepts constraining the numeric types of the math templates.
 */

/**
 * \dir include/helios/math/transform
 * \brief Builders of model, view and projection matrices.
 */

/**
 * \dir include/helios/util
 * \brief Guid and small shared services (namespace helios::util).
 */

/**
 * \dir include/helios/util/log
 * \brief Leveled logging with named scopes (namespace helios::util::log).
 */
