/**
 * \file projection.hpp
 * \brief Projection-matrix builders perspective() and orthographic().
 *
 * Both map view space (right-handed, looking down -Z) to OpenGL clip space,
 * where the visible depth range becomes [-1, 1] after perspective division.
 */
#pragma once

#include <cmath>
#include <stdexcept>

#include "helios/math/concepts/numeric.hpp"
#include "helios/math/mat4.hpp"

namespace helios::math {

    /**
     * \brief Builds a perspective projection.
     *
     * \tparam T A floating-point element type.
     * \param fovY The vertical field of view in radians, in (0, pi).
     * \param aspect Width divided by height of the viewport, above 0.
     * \param zNear Distance to the near plane, above 0.
     * \param zFar Distance to the far plane, above \p zNear.
     * \return The view-to-clip matrix.
     * \throws std::invalid_argument if any parameter is outside its range.
     *
     * \code
     * auto proj = helios::math::perspective(helios::math::radians(60.0F), 16.0F / 9.0F, 0.1F, 100.0F);
     * \endcode
     *
     * \see orthographic(), helios::scene::Camera
     */
    template<FloatingPoint T>
    [[nodiscard]] mat4<T> perspective(T fovY, T aspect, T zNear, T zFar) {
        if (!(fovY > T{0} && fovY < pi<T>)) {
            throw std::invalid_argument("perspective: fovY must lie in (0, pi) radians");
        }
        if (!(aspect > T{0})) {
            throw std::invalid_argument("perspective: aspect must be positive");
        }
        if (!(zNear > T{0} && zFar > zNear)) {
            throw std::invalid_argument("perspective: require 0 < zNear < zFar");
        }
        const T f = T{1} / std::tan(fovY / T{2});
        mat4<T> r = mat4<T>::zero();
        r(0, 0) = f / aspect;
        r(1, 1) = f;
        r(2, 2) = (zFar + zNear) / (zNear - zFar);
        r(2, 3) = (T{2} * zFar * zNear) / (zNear - zFar);
        r(3, 2) = T{-1};
        return r;
    }

    /**
     * \brief Builds an orthographic projection of the box [left, right] x [bottom, top] x [-zNear, -zFar].
     *
     * \tparam T A floating-point element type.
     * \param left The x coordinate mapped to -1.
     * \param right The x coordinate mapped to +1.
     * \param bottom The y coordinate mapped to -1.
     * \param top The y coordinate mapped to +1.
     * \param zNear Distance to the near plane (may be negative).
     * \param zFar Distance to the far plane.
     * \return The view-to-clip matrix.
     * \throws std::invalid_argument if left == right, bottom == top or zNear == zFar.
     */
    template<FloatingPoint T>
    [[nodiscard]] mat4<T> orthographic(T left, T right, T bottom, T top, T zNear, T zFar) {
        if (left == right || bottom == top || zNear == zFar) {
            throw std::invalid_argument("orthographic: the view volume must not be degenerate");
        }
        mat4<T> r;
        r(0, 0) = T{2} / (right - left);
        r(1, 1) = T{2} / (top - bottom);
        r(2, 2) = T{-2} / (zFar - zNear);
        r(0, 3) = -(right + left) / (right - left);
        r(1, 3) = -(top + bottom) / (top - bottom);
        r(2, 3) = -(zFar + zNear) / (zFar - zNear);
        return r;
    }

} // namespace helios::math
