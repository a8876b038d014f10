/**
 * \file vec4.hpp
 * \brief Four-component vector template vec4, used for homogeneous coordinates and RGBA colours.
 */
#pragma once

#include <cmath>
#include <cstddef>

#include "helios/assert.hpp"
#include "helios/math/concepts/numeric.hpp"
#include "helios/math/vec3.hpp"

namespace helios::math {

    /**
     * \brief A four-component vector: a homogeneous point or direction, or an RGBA colour.
     *
     * Points carry w = 1 and are affected by translation; directions carry
     * w = 0 and are not. mat4 multiplies vec4 values from the left.
     *
     * \tparam T The component type, constrained by Numeric.
     *
     * \code
     * helios::math::vec4f point{helios::math::vec3f{1.0F, 2.0F, 3.0F}, 1.0F};
     * helios::math::vec3f back = point.xyz();
     * \endcode
     *
     * \see vec3, mat4
     */
    template<Numeric T>
    struct vec4 {
        /** \brief The first component (red for colours). */
        T x{};
        /** \brief The second component (green for colours). */
        T y{};
        /** \brief The third component (blue for colours). */
        T z{};
        /** \brief The fourth component: 1 for points, 0 for directions, alpha for colours. */
        T w{};

        /** \brief Creates the zero vector. */
        constexpr vec4() noexcept = default;

        /**
         * \brief Creates a vector from its components.
         * \param vx The first component.
         * \param vy The second component.
         * \param vz The third component.
         * \param vw The fourth component.
         */
        constexpr vec4(T vx, T vy, T vz, T vw) noexcept : x{vx}, y{vy}, z{vz}, w{vw} {}

        /**
         * \brief Extends a vec3 with a w component.
         * \param v The x, y and z components.
         * \param vw The fourth component.
         */
        constexpr vec4(const vec3<T>& v, T vw) noexcept : x{v.x}, y{v.y}, z{v.z}, w{vw} {}

        /**
         * \brief Creates a vector with every component set to \p s.
         * \param s The value of every component.
         */
        constexpr explicit vec4(T s) noexcept : x{s}, y{s}, z{s}, w{s} {}

        /**
         * \brief Drops the w component.
         * \return `{x, y, z}`; no perspective division takes place.
         */
        [[nodiscard]] constexpr vec3<T> xyz() const noexcept { return {x, y, z}; }

        /**
         * \brief Accesses a component by index.
         * \param i 0 to 3 for x, y, z, w; other values trip HELIOS_ASSERT.
         * \return A reference to the component.
         */
        constexpr T& operator[](std::size_t i) noexcept {
            HELIOS_ASSERT(i < 4, "vec4 index out of range");
            return i == 0 ? x : (i == 1 ? y : (i == 2 ? z : w));
        }

        /** \copydoc operator[](std::size_t) */
        constexpr const T& operator[](std::size_t i) const noexcept {
            HELIOS_ASSERT(i < 4, "vec4 index out of range");
            return i == 0 ? x : (i == 1 ? y : (i == 2 ? z : w));
        }

        /**
         * \brief Adds \p o component-wise.
         * \param o The vector to add.
         * \return `*this`.
         */
        constexpr vec4& operator+=(const vec4& o) noexcept { x += o.x; y += o.y; z += o.z; w += o.w; return *this; }

        /**
         * \brief Subtracts \p o component-wise.
         * \param o The vector to subtract.
         * \return `*this`.
         */
        constexpr vec4& operator-=(const vec4& o) noexcept { x -= o.x; y -= o.y; z -= o.z; w -= o.w; return *this; }

        /**
         * \brief Multiplies every component by \p s.
         * \param s The scale factor.
         * \return `*this`.
         */
        constexpr vec4& operator*=(T s) noexcept { x *= s; y *= s; z *= s; w *= s; return *this; }

        /**
         * \brief Divides every component by \p s.
         * \param s The divisor.
         * \return `*this`.
         */
        constexpr vec4& operator/=(T s) noexcept { x /= s; y /= s; z /= s; w /= s; return *this; }

        /**
         * \brief Component-wise sum.
         * \param a The left operand.
         * \param b The right operand.
         * \return The sum of \p a and \p b.
         */
        friend constexpr vec4 operator+(vec4 a, const vec4& b) noexcept { return a += b; }

        /**
         * \brief Component-wise difference.
         * \param a The left operand.
         * \param b The right operand.
         * \return \p a minus \p b.
         */
        friend constexpr vec4 operator-(vec4 a, const vec4& b) noexcept { return a -= b; }

        /**
         * \brief Scales a vector.
         * \param v The vector.
         * \param s The scale factor.
         * \return The scaled vector.
         */
        friend constexpr vec4 operator*(vec4 v, T s) noexcept { return v *= s; }

        /**
         * \brief Scales a vector, with the scalar on the left.
         * \param s The scale factor.
         * \param v The vector.
         * \return The scaled vector.
         */
        friend constexpr vec4 operator*(T s, vec4 v) noexcept { return v *= s; }

        /**
         * \brief Divides a vector by a scalar.
         * \param v The vector.
         * \param s The divisor.
         * \return The divided vector.
         */
        friend constexpr vec4 operator/(vec4 v, T s) noexcept { return v /= s; }

        /**
         * \brief Exact component-wise equality.
         * \return true if all components compare equal.
         */
        friend constexpr bool operator==(const vec4&, const vec4&) noexcept = default;
    };

    /** \brief vec4 of float, used for colours and clip-space positions. */
    using vec4f = vec4<float>;
    /** \brief vec4 of double. */
    using vec4d = vec4<double>;

    /**
     * \brief Dot product of two vectors, over all four components.
     * \tparam T The component type.
     * \param a The first vector.
     * \param b The second vector.
     * \return The sum of the component-wise products.
     */
    template<Numeric T>
    [[nodiscard]] constexpr T dot(const vec4<T>& a, const vec4<T>& b) noexcept {
        return a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w;
    }

    /**
     * \brief Euclidean length over all four components.
     * \tparam T A floating-point component type.
     * \param v The vector.
     * \return `sqrt(dot(v, v))`.
     */
    template<FloatingPoint T>
    [[nodiscard]] T length(const vec4<T>& v) noexcept {
        return std::sqrt(dot(v, v));
    }

    /**
     * \brief Scales a vector to unit length over all four components.
     * \tparam T A floating-point component type.
     * \param v The vector to normalize.
     * \return The unit vector, or the zero vector if \p v has zero length.
     */
    template<FloatingPoint T>
    [[nodiscard]] vec4<T> normalize(const vec4<T>& v) noexcept {
        const T len = length(v);
        return len > T{0} ? v / len : vec4<T>{};
    }

} // namespace helios::math
