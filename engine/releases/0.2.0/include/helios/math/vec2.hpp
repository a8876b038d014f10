/**
 * \file vec2.hpp
 * \brief Two-component vector template vec2 and its free functions.
 */
#pragma once

#include <cmath>
#include <cstddef>

#include "helios/assert.hpp"
#include "helios/math/concepts/numeric.hpp"

namespace helios::math {

    /**
     * \brief A two-component vector, used for texture coordinates, sizes and stick positions.
     *
     * vec2 is an aggregate-like value type: copying is cheap and all
     * operations are constexpr. Arithmetic is component-wise except where a
     * function says otherwise (see dot()).
     *
     * \tparam T The component type, constrained by Numeric.
     *
     * \code
     * helios::math::vec2f uv{0.5F, 1.0F};
     * auto doubled = 2.0F * uv; // {1, 2}
     * \endcode
     *
     * \see vec3, vec4
     */
    template<Numeric T>
    struct vec2 {
        /** \brief The first component. */
        T x{};
        /** \brief The second component. */
        T y{};

        /** \brief Creates the zero vector. */
        constexpr vec2() noexcept = default;

        /**
         * \brief Creates a vector from its components.
         * \param vx The first component.
         * \param vy The second component.
         */
        constexpr vec2(T vx, T vy) noexcept : x{vx}, y{vy} {}

        /**
         * \brief Creates a vector with both components set to \p s.
         * \param s The value of every component.
         */
        constexpr explicit vec2(T s) noexcept : x{s}, y{s} {}

        /**
         * \brief Accesses a component by index.
         * \param i 0 for x, 1 for y; other values trip HELIOS_ASSERT.
         * \return A reference to the component.
         */
        constexpr T& operator[](std::size_t i) noexcept {
            HELIOS_ASSERT(i < 2, "vec2 index out of range");
            return i == 0 ? x : y;
        }

        /** \copydoc operator[](std::size_t) */
        constexpr const T& operator[](std::size_t i) const noexcept {
            HELIOS_ASSERT(i < 2, "vec2 index out of range");
            return i == 0 ? x : y;
        }

        /**
         * \brief Adds \p o component-wise.
         * \param o The vector to add.
         * \return `*this`.
         */
        constexpr vec2& operator+=(const vec2& o) noexcept { x += o.x; y += o.y; return *this; }

        /**
         * \brief Subtracts \p o component-wise.
         * \param o The vector to subtract.
         * \return `*this`.
         */
        constexpr vec2& operator-=(const vec2& o) noexcept { x -= o.x; y -= o.y; return *this; }

        /**
         * \brief Multiplies every component by \p s.
         * \param s The scale factor.
         * \return `*this`.
         */
        constexpr vec2& operator*=(T s) noexcept { x *= s; y *= s; return *this; }

        /**
         * \brief Divides every component by \p s.
         * \param s The divisor; must not be zero for integer types.
         * \return `*this`.
         */
        constexpr vec2& operator/=(T s) noexcept { x /= s; y /= s; return *this; }

        /**
         * \brief Component-wise sum.
         * \param a The left operand.
         * \param b The right operand.
         * \return `{a.x + b.x, a.y + b.y}`.
         */
        friend constexpr vec2 operator+(vec2 a, const vec2& b) noexcept { return a += b; }

        /**
         * \brief Component-wise difference.
         * \param a The left operand.
         * \param b The right operand.
         * \return `{a.x - b.x, a.y - b.y}`.
         */
        friend constexpr vec2 operator-(vec2 a, const vec2& b) noexcept { return a -= b; }

        /**
         * \brief Negates both components.
         * \param v The vector to negate.
         * \return `{-v.x, -v.y}`.
         */
        friend constexpr vec2 operator-(const vec2& v) noexcept { return {static_cast<T>(-v.x), static_cast<T>(-v.y)}; }

        /**
         * \brief Scales a vector.
         * \param v The vector.
         * \param s The scale factor.
         * \return The scaled vector.
         */
        friend constexpr vec2 operator*(vec2 v, T s) noexcept { return v *= s; }

        /**
         * \brief Scales a vector, with the scalar on the left.
         * \param s The scale factor.
         * \param v The vector.
         * \return The scaled vector.
         */
        friend constexpr vec2 operator*(T s, vec2 v) noexcept { return v *= s; }

        /**
         * \brief Divides a vector by a scalar.
         * \param v The vector.
         * \param s The divisor.
         * \return The divided vector.
         */
        friend constexpr vec2 operator/(vec2 v, T s) noexcept { return v /= s; }

        /**
         * \brief Exact component-wise equality; use approxEqual() for floating-point results.
         * \return true if all components compare equal.
         */
        friend constexpr bool operator==(const vec2&, const vec2&) noexcept = default;
    };

    /** \brief vec2 of float, the type used by the renderer. */
    using vec2f = vec2<float>;
    /** \brief vec2 of double. */
    using vec2d = vec2<double>;
    /** \brief vec2 of int, used for pixel sizes and positions. */
    using vec2i = vec2<int>;

    /**
     * \brief Dot product of two vectors.
     * \tparam T The component type.
     * \param a The first vector.
     * \param b The second vector.
     * \return `a.x * b.x + a.y * b.y`.
     */
    template<Numeric T>
    [[nodiscard]] constexpr T dot(const vec2<T>& a, const vec2<T>& b) noexcept {
        return a.x * b.x + a.y * b.y;
    }

    /**
     * \brief Euclidean length of a vector.
     * \tparam T A floating-point component type.
     * \param v The vector.
     * \return `sqrt(dot(v, v))`.
     */
    template<FloatingPoint T>
    [[nodiscard]] T length(const vec2<T>& v) noexcept {
        return std::sqrt(dot(v, v));
    }

    /**
     * \brief Scales a vector to unit length.
     * \tparam T A floating-point component type.
     * \param v The vector to normalize.
     * \return The unit vector pointing in the direction of \p v, or the zero
     *         vector if \p v has zero length (no division by zero happens).
     */
    template<FloatingPoint T>
    [[nodiscard]] vec2<T> normalize(const vec2<T>& v) noexcept {
        const T len = length(v);
        return len > T{0} ? v / len : vec2<T>{};
    }

} // namespace helios::math
