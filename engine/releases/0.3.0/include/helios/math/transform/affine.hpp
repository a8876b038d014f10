/**
 * \file affine.hpp
 * \brief Model-matrix builders: translate(), rotate() and scale().
 *
 * Each function comes in two forms, as in the usual OpenGL math libraries:
 * one builds the transform on its own, the other post-multiplies it onto an
 * existing matrix (`translate(m, v) == m * translate(v)`), so a chain of calls
 * reads in the order the transforms are applied to the model, last first.
 */
#pragma once

#include <cmath>

#include "helios/math/concepts/numeric.hpp"
#include "helios/math/mat4.hpp"
#include "helios/math/vec3.hpp"

namespace helios::math {

    /**
     * \brief Builds a translation matrix.
     * \tparam T The element type.
     * \param offset The translation.
     * \return The identity with \p offset in the fourth column.
     */
    template<Numeric T>
    [[nodiscard]] constexpr mat4<T> translate(const vec3<T>& offset) noexcept {
        mat4<T> r;
        r(0, 3) = offset.x;
        r(1, 3) = offset.y;
        r(2, 3) = offset.z;
        return r;
    }

    /**
     * \brief Appends a translation to a matrix.
     * \tparam T The element type.
     * \param m The matrix to extend.
     * \param offset The translation.
     * \return `m * translate(offset)`.
     */
    template<Numeric T>
    [[nodiscard]] constexpr mat4<T> translate(const mat4<T>& m, const vec3<T>& offset) noexcept {
        return m * translate(offset);
    }

    /**
     * \brief Builds a scaling matrix.
     * \tparam T The element type.
     * \param factors The scale factor along x, y and z.
     * \return A diagonal matrix.
     */
    template<Numeric T>
    [[nodiscard]] constexpr mat4<T> scale(const vec3<T>& factors) noexcept {
        mat4<T> r;
        r(0, 0) = factors.x;
        r(1, 1) = factors.y;
        r(2, 2) = factors.z;
        return r;
    }

    /**
     * \brief Appends a scaling to a matrix.
     * \tparam T The element type.
     * \param m The matrix to extend.
     * \param factors The scale factor along x, y and z.
     * \return `m * scale(factors)`.
     */
    template<Numeric T>
    [[nodiscard]] constexpr mat4<T> scale(const mat4<T>& m, const vec3<T>& factors) noexcept {
        return m * scale(factors);
    }

    /**
     * \brief Builds a rotation about an arbitrary axis through the origin.
     *
     * Positive angles rotate counter-clockwise when looking from the tip of
     * \p axis towards the origin (right-hand rule).
     *
     * \tparam T A floating-point element type.
     * \param angle The angle in radians.
     * \param axis The rotation axis; it is normalized here, a zero axis yields the identity.
     * \return The rotation matrix.
     */
    template<FloatingPoint T>
    [[nodiscard]] mat4<T> rotate(T angle, const vec3<T>& axis) noexcept {
        const vec3<T> a = normalize(axis);
        if (a == vec3<T>{}) {
            return mat4<T>{};
        }
        const T c = std::cos(angle);
        const T s = std::sin(angle);
        const T t = T{1} - c;
        mat4<T> r;
        r(0, 0) = c + a.x * a.x * t;
        r(0, 1) = a.x * a.y * t - a.z * s;
        r(0, 2) = a.x * a.z * t + a.y * s;
        r(1, 0) = a.y * a.x * t + a.z * s;
        r(1, 1) = c + a.y * a.y * t;
        r(1, 2) = a.y * a.z * t - a.x * s;
        r(2, 0) = a.z * a.x * t - a.y * s;
        r(2, 1) = a.z * a.y * t + a.x * s;
        r(2, 2) = c + a.z * a.z * t;
        return r;
    }

    /**
     * \brief Appends a rotation to a matrix.
     * \tparam T A floating-point element type.
     * \param m The matrix to extend.
     * \param angle The angle in radians.
     * \param axis The rotation axis.
     * \return `m * rotate(angle, axis)`.
     */
    template<FloatingPoint T>
    [[nodiscard]] mat4<T> rotate(const mat4<T>& m, T angle, const vec3<T>& axis) noexcept {
        return m * rotate(angle, axis);
    }

} // namespace helios::math
