/**
 * \file version.hpp
 * \brief Compile-time version information of the helios engine.
 *
 * The three numeric macros follow semantic versioning. While the major
 * version is 0 the public API may change between minor releases.
 */
#pragma once

#include <string_view>

/** \brief Major version of helios; incremented on incompatible API changes. */
#define HELIOS_VERSION_MAJOR 0
/** \brief Minor version of helios; incremented when features are added. */
#define HELIOS_VERSION_MINOR 1
/** \brief Patch version of helios; incremented for bug fixes only. */
#define HELIOS_VERSION_PATCH 0

/**
 * \brief Packs a version triple into one comparable integer.
 *
 * \param major The major version number.
 * \param minor The minor version number (below 1000).
 * \param patch The patch version number (below 1000).
 *
 * \code
 * #if HELIOS_VERSION >= HELIOS_MAKE_VERSION(0, 1, 0)
 * // code that needs the 0.1 API
 * #endif
 * \endcode
 */
#define HELIOS_MAKE_VERSION(major, minor, patch) ((major) * 1000000 + (minor) * 1000 + (patch))

/** \brief The version of this build, packed with HELIOS_MAKE_VERSION(). */
#define HELIOS_VERSION HELIOS_MAKE_VERSION(HELIOS_VERSION_MAJOR, HELIOS_VERSION_MINOR, HELIOS_VERSION_PATCH)

/**
 * \namespace helios
 * \brief Root namespace of the helios engine.
 *
 * So far the engine is its math and utility layers: vectors, matrices and
 * transforms in helios::math, identifiers and logging in helios::util.
 */
namespace helios {

    /**
     * \brief The version of the engine as a string such as "0.1.0".
     *
     * \return A view of a string literal with static storage duration.
     */
    [[nodiscard]] std::string_view versionString() noexcept;

} // namespace helios
