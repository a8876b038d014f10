/**
 * \file utils.hpp
 * \brief Scalar helpers shared by the math types: constants, angle conversion and tolerant comparison.
 */
#pragma once

#include <cmath>
#include <numbers>

#include "helios/math/concepts/numeric.hpp"

/**
 * \namespace helios::math
 * \brief Vectors, matrices, bounding boxes and the transforms built from them.
 *
 * Conventions used throughout the namespace:
 * - matrices are stored column-major, as OpenGL expects them;
 * - vectors are column vectors and are multiplied on the right (`M * v`);
 * - the coordinate system is right-handed with +Y up and the camera looking down -Z;
 * - angles are in radians.
 */
namespace helios::math {

    /**
     * \brief The constant pi in the precision of \p T.
     * \tparam T A floating-point type.
     */
    template<FloatingPoint T>
    inline constexpr T pi = std::numbers::pi_v<T>;

    /**
     * \brief Default tolerance used by approxEqual() and by inverse() to detect singular matrices.
     * \tparam T A floating-point type.
     */
    template<FloatingPoint T>
    inline constexpr T epsilon = static_cast<T>(1e-6);

    /**
     * \brief Converts an angle from degrees to radians.
     * \tparam T A floating-point type.
     * \param degrees The angle in degrees.
     * \return The same angle in radians.
     */
    template<FloatingPoint T>
    [[nodiscard]] constexpr T radians(T degrees) noexcept {
        return degrees * pi<T> / static_cast<T>(180);
    }

    /**
     * \brief Converts an angle from radians to degrees.
     * \tparam T A floating-point type.
     * \param radians The angle in radians.
     * \return The same angle in degrees.
     */
    template<FloatingPoint T>
    [[nodiscard]] constexpr T degrees(T radians) noexcept {
        return radians * static_cast<T>(180) / pi<T>;
    }

    /**
     * \brief Compares two scalars with an absolute tolerance.
     * \tparam T A floating-point type.
     * \param a The first value.
     * \param b The second value.
     * \param tolerance The largest difference still considered equal.
     * \return true if `|a - b| <= tolerance`.
     */
    template<FloatingPoint T>
    [[nodiscard]] constexpr bool approxEqual(T a, T b, T tolerance = epsilon<T>) noexcept {
        const T diff = a - b;
        return (diff < T{0} ? -diff : diff) <= tolerance;
    }

} // namespace helios::math
