/**
 * \file vec3.hpp
 * \brief Three-component vector template vec3 and its free functions (dot, cross, length, normalize).
 */
#pragma once

#include <cmath>
#include <cstddef>

#include "helios/assert.hpp"
#include "helios/math/concepts/numeric.hpp"

namespace helios::math {

    /**
     * \brief A three-component vector for positions, directions, normals and colours.
     *
     * In the right-handed system helios uses, cross({1,0,0}, {0,1,0}) is
     * {0,0,1}. A vec3 is promoted to homogeneous coordinates by the vec4
     * constructor that takes a w component.
     *
     * \tparam T The component type, constrained by Numeric.
     *
     * \code
     * using helios::math::vec3f;
     * vec3f forward{0.0F, 0.0F, -1.0F};
     * vec3f right = helios::math::cross(forward, vec3f{0.0F, 1.0F, 0.0F}); // {1, 0, 0}
     * \endcode
     *
     * \see vec2, vec4, mat4
     */
    template<Numeric T>
    struct vec3 {
        /** \brief The first component. */
        T x{};
        /** \brief The second component. */
        T y{};
        /** \brief The third component. */
        T z{};

        /** \brief Creates the zero vector. */
        constexpr vec3() noexcept = default;

        /**
         * \brief Creates a vector from its components.
         * \param vx The first component.
         * \param vy The second component.
         * \param vz The third component.
         */
        constexpr vec3(T vx, T vy, T vz) noexcept : x{vx}, y{vy}, z{vz} {}

        /**
         * \brief Creates a vector with every component set to \p s.
         * \param s The value of every component.
         */
        constexpr explicit vec3(T s) noexcept : x{s}, y{s}, z{s} {}

        /**
         * \brief Accesses a component by index.
         * \param i 0, 1 or 2 for x, y or z; other values trip HELIOS_ASSERT.
         * \return A reference to the component.
         */
        constexpr T& operator[](std::size_t i) noexcept {
            HELIOS_ASSERT(i < 3, "vec3 index out of range");
            return i == 0 ? x : (i == 1 ? y : z);
        }

        /** \copydoc operator[](std::size_t) */
        constexpr const T& operator[](std::size_t i) const noexcept {
            HELIOS_ASSERT(i < 3, "vec3 index out of range");
            return i == 0 ? x : (i == 1 ? y : z);
        }

        /**
         * \brief Adds \p o component-wise.
         * \param o The vector to add.
         * \return `*this`.
         */
        constexpr vec3& operator+=(const vec3& o) noexcept { x += o.x; y += o.y; z += o.z; return *this; }

        /**
         * \brief Subtracts \p o component-wise.
         * \param o The vector to subtract.
         * \return `*this`.
         */
        constexpr vec3& operator-=(const vec3& o) noexcept { x -= o.x; y -= o.y; z -= o.z; return *this; }

        /**
         * \brief Multiplies every component by \p s.
         * \param s The scale factor.
         * \return `*this`.
         */
        constexpr vec3& operator*=(T s) noexcept { x *= s; y *= s; z *= s; return *this; }

        /**
         * \brief Divides every component by \p s.
         * \param s The divisor; must not be zero for integer types.
         * \return `*this`.
         */
        constexpr vec3& operator/=(T s) noexcept { x /= s; y /= s; z /= s; return *this; }

        /**
         * \brief Component-wise sum.
         * \param a The left operand.
         * \param b The right operand.
         * \return The sum of \p a and \p b.
         */
        friend constexpr vec3 operator+(vec3 a, const vec3& b) noexcept { return a += b; }

        /**
         * \brief Component-wise difference.
         * \param a The left operand.
         * \param b The right operand.
         * \return \p a minus \p b.
         */
        friend constexpr vec3 operator-(vec3 a, const vec3& b) noexcept { return a -= b; }

        /**
         * \brief Negates every component.
         * \param v The vector to negate.
         * \return The vector pointing the opposite way.
         */
        friend constexpr vec3 operator-(const vec3& v) noexcept {
            return {static_cast<T>(-v.x), static_cast<T>(-v.y), static_cast<T>(-v.z)};
        }

        /**
         * \brief Scales a vector.
         * \param v The vector.
         * \param s The scale factor.
         * \return The scaled vector.
         */
        friend constexpr vec3 operator*(vec3 v, T s) noexcept { return v *= s; }

        /**
         * \brief Scales a vector, with the scalar on the left.
         * \param s The scale factor.
         * \param v The vector.
         * \return The scaled vector.
         */
        friend constexpr vec3 operator*(T s, vec3 v) noexcept { return v *= s; }

        /**
         * \brief Divides a vector by a scalar.
         * \param v The vector.
         * \param s The divisor.
         * \return The divided vector.
         */
        friend constexpr vec3 operator/(vec3 v, T s) noexcept { return v /= s; }

        /**
         * \brief Exact component-wise equality; use approxEqual() for floating-point results.
         * \return true if all components compare equal.
         */
        friend constexpr bool operator==(const vec3&, const vec3&) noexcept = default;
    };

    /** \brief vec3 of float, the type used by the renderer and the scene graph. */
    using vec3f = vec3<float>;
    /** \brief vec3 of double. */
    using vec3d = vec3<double>;
    /** \brief vec3 of int. */
    using vec3i = vec3<int>;

    /**
     * \brief Dot product of two vectors.
     * \tparam T The component type.
     * \param a The first vector.
     * \param b The second vector.
     * \return The sum of the component-wise products.
     */
    template<Numeric T>
    [[nodiscard]] constexpr T dot(const vec3<T>& a, const vec3<T>& b) noexcept {
        return a.x * b.x + a.y * b.y + a.z * b.z;
    }

    /**
     * \brief Cross product of two vectors (right-handed).
     * \tparam T The component type.
     * \param a The first vector.
     * \param b The second vector.
     * \return A vector perpendicular to both, with length `|a| |b| sin(angle)`.
     */
    template<Numeric T>
    [[nodiscard]] constexpr vec3<T> cross(const vec3<T>& a, const vec3<T>& b) noexcept {
        return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
    }

    /**
     * \brief Euclidean length of a vector.
     * \tparam T A floating-point component type.
     * \param v The vector.
     * \return `sqrt(dot(v, v))`.
     */
    template<FloatingPoint T>
    [[nodiscard]] T length(const vec3<T>& v) noexcept {
        return std::sqrt(dot(v, v));
    }

    /**
     * \brief Scales a vector to unit length.
     * \tparam T A floating-point component type.
     * \param v The vector to normalize.
     * \return The unit vector in the direction of \p v, or the zero vector if
     *         \p v has zero length.
     */
    template<FloatingPoint T>
    [[nodiscard]] vec3<T> normalize(const vec3<T>& v) noexcept {
        const T len = length(v);
        return len > T{0} ? v / len : vec3<T>{};
    }

    /**
     * \brief Component-wise minimum of two vectors.
     * \tparam T The component type.
     * \param a The first vector.
     * \param b The second vector.
     * \return A vector holding the smaller value of each component pair.
     */
    template<Numeric T>
    [[nodiscard]] constexpr vec3<T> min(const vec3<T>& a, const vec3<T>& b) noexcept {
        return {a.x < b.x ? a.x : b.x, a.y < b.y ? a.y : b.y, a.z < b.z ? a.z : b.z};
    }

    /**
     * \brief Component-wise maximum of two vectors.
     * \tparam T The component type.
     * \param a The first vector.
     * \param b The second vector.
     * \return A vector holding the larger value of each component pair.
     */
    template<Numeric T>
    [[nodiscard]] constexpr vec3<T> max(const vec3<T>& a, const vec3<T>& b) noexcept {
        return {a.x > b.x ? a.x : b.x, a.y > b.y ? a.y : b.y, a.z > b.z ? a.z : b.z};
    }

} // namespace helios::math
