/**
 * \file mat4.hpp
 * \brief 4x4 matrix template mat4 (column-major) with product, transpose, determinant and inverse.
 */
#pragma once

#include <array>
#include <cstddef>
#include <optional>

#include "helios/assert.hpp"
#include "helios/math/concepts/numeric.hpp"
#include "helios/math/utils.hpp"
#include "helios/math/vec3.hpp"
#include "helios/math/vec4.hpp"

namespace helios::math {

    /**
     * \brief A 4x4 matrix stored in column-major order.
     *
     * The element in row `r` and column `c` is stored at `data()[c * 4 + r]`,
     * which is the layout glUniformMatrix4fv expects with `transpose = GL_FALSE`.
     * Vectors are columns and are multiplied on the right, so `A * B * v`
     * applies B first. A default-constructed mat4 is the identity matrix.
     *
     * \tparam T The element type, constrained by Numeric.
     *
     * \code
     * using namespace helios::math;
     * mat4f model = translate(vec3f{0.0F, 1.0F, 0.0F}) * scale(vec3f{2.0F});
     * vec4f p = model * vec4f{1.0F, 0.0F, 0.0F, 1.0F}; // {2, 1, 0, 1}
     * \endcode
     *
     * \see inverse(), transpose(), translate(), perspective()
     */
    template<Numeric T>
    struct mat4 {
        /** \brief The sixteen elements in column-major order. */
        std::array<T, 16> elements{T{1}, T{0}, T{0}, T{0},
                                   T{0}, T{1}, T{0}, T{0},
                                   T{0}, T{0}, T{1}, T{0},
                                   T{0}, T{0}, T{0}, T{1}};

        /** \brief Creates the identity matrix. */
        constexpr mat4() noexcept = default;

        /**
         * \brief Creates a matrix from sixteen elements given in column-major order.
         * \param columnMajor The elements, first column first.
         */
        constexpr explicit mat4(const std::array<T, 16>& columnMajor) noexcept : elements{columnMajor} {}

        /**
         * \brief Creates a matrix from its four columns.
         * \param c0 The first column.
         * \param c1 The second column.
         * \param c2 The third column.
         * \param c3 The fourth column (the translation part of an affine transform).
         */
        constexpr mat4(const vec4<T>& c0, const vec4<T>& c1, const vec4<T>& c2, const vec4<T>& c3) noexcept
            : elements{c0.x, c0.y, c0.z, c0.w, c1.x, c1.y, c1.z, c1.w,
                       c2.x, c2.y, c2.z, c2.w, c3.x, c3.y, c3.z, c3.w} {}

        /**
         * \brief The identity matrix.
         * \return A matrix with ones on the diagonal and zeros elsewhere.
         */
        [[nodiscard]] static constexpr mat4 identity() noexcept { return mat4{}; }

        /**
         * \brief A matrix with every element set to zero.
         * \return The zero matrix.
         */
        [[nodiscard]] static constexpr mat4 zero() noexcept {
            std::array<T, 16> e{};
            return mat4{e};
        }

        /**
         * \brief Accesses an element by row and column.
         * \param row The row, 0 to 3.
         * \param col The column, 0 to 3.
         * \return A reference to the element.
         */
        constexpr T& operator()(std::size_t row, std::size_t col) noexcept {
            HELIOS_ASSERT(row < 4 && col < 4, "mat4 index out of range");
            return elements[col * 4 + row];
        }

        /** \copydoc operator()(std::size_t, std::size_t) */
        constexpr const T& operator()(std::size_t row, std::size_t col) const noexcept {
            HELIOS_ASSERT(row < 4 && col < 4, "mat4 index out of range");
            return elements[col * 4 + row];
        }

        /**
         * \brief Returns one column.
         * \param col The column, 0 to 3.
         * \return The column as a vec4.
         */
        [[nodiscard]] constexpr vec4<T> column(std::size_t col) const noexcept {
            const mat4& m = *this;
            return {m(0, col), m(1, col), m(2, col), m(3, col)};
        }

        /**
         * \brief Returns one row.
         * \param row The row, 0 to 3.
         * \return The row as a vec4.
         */
        [[nodiscard]] constexpr vec4<T> row(std::size_t row) const noexcept {
            const mat4& m = *this;
            return {m(row, 0), m(row, 1), m(row, 2), m(row, 3)};
        }

        /**
         * \brief Pointer to the first of the sixteen column-major elements, for graphics APIs.
         * \return A pointer valid as long as the matrix lives.
         */
        [[nodiscard]] constexpr const T* data() const noexcept { return elements.data(); }

        /**
         * \brief Matrix product.
         * \param a The left matrix (applied last).
         * \param b The right matrix (applied first).
         * \return `a * b`.
         */
        friend constexpr mat4 operator*(const mat4& a, const mat4& b) noexcept {
            mat4 r = zero();
            for (std::size_t c = 0; c < 4; ++c) {
                for (std::size_t row = 0; row < 4; ++row) {
                    T sum{0};
                    for (std::size_t k = 0; k < 4; ++k) {
                        sum += a(row, k) * b(k, c);
                    }
                    r(row, c) = sum;
                }
            }
            return r;
        }

        /**
         * \brief Transforms a column vector.
         * \param m The matrix.
         * \param v The vector (w = 1 for points, 0 for directions).
         * \return `m * v`.
         */
        friend constexpr vec4<T> operator*(const mat4& m, const vec4<T>& v) noexcept {
            return {dot(m.row(0), v), dot(m.row(1), v), dot(m.row(2), v), dot(m.row(3), v)};
        }

        /**
         * \brief Exact element-wise equality.
         * \return true if all sixteen elements compare equal.
         */
        friend constexpr bool operator==(const mat4&, const mat4&) noexcept = default;
    };

    /** \brief mat4 of float, the matrix type of the renderer and the scene graph. */
    using mat4f = mat4<float>;
    /** \brief mat4 of double. */
    using mat4d = mat4<double>;

    /**
     * \brief Swaps rows and columns.
     * \tparam T The element type.
     * \param m The matrix.
     * \return The transposed matrix.
     */
    template<Numeric T>
    [[nodiscard]] constexpr mat4<T> transpose(const mat4<T>& m) noexcept {
        return mat4<T>{m.row(0), m.row(1), m.row(2), m.row(3)};
    }

    /**
     * \brief Transforms a point (w = 1) and drops the w component of the result.
     * \tparam T The element type.
     * \param m The matrix, normally affine.
     * \param p The point.
     * \return `(m * vec4(p, 1)).xyz()`; no perspective division takes place.
     */
    template<Numeric T>
    [[nodiscard]] constexpr vec3<T> transformPoint(const mat4<T>& m, const vec3<T>& p) noexcept {
        return (m * vec4<T>{p, T{1}}).xyz();
    }

    namespace detail {

        /**
         * \brief The twelve 2x2 minors of the upper and lower row pairs, shared by determinant() and inverse().
         * \tparam T The element type.
         */
        template<Numeric T>
        struct Minors {
            /** \brief Minors of rows 0 and 1. */
            std::array<T, 6> s{};
            /** \brief Minors of rows 2 and 3. */
            std::array<T, 6> c{};

            /**
             * \brief Computes the minors of \p m.
             * \param m The matrix.
             */
            constexpr explicit Minors(const mat4<T>& m) noexcept
                : s{m(0, 0) * m(1, 1) - m(0, 1) * m(1, 0), m(0, 0) * m(1, 2) - m(0, 2) * m(1, 0),
                    m(0, 0) * m(1, 3) - m(0, 3) * m(1, 0), m(0, 1) * m(1, 2) - m(0, 2) * m(1, 1),
                    m(0, 1) * m(1, 3) - m(0, 3) * m(1, 1), m(0, 2) * m(1, 3) - m(0, 3) * m(1, 2)},
                  c{m(2, 0) * m(3, 1) - m(2, 1) * m(3, 0), m(2, 0) * m(3, 2) - m(2, 2) * m(3, 0),
                    m(2, 0) * m(3, 3) - m(2, 3) * m(3, 0), m(2, 1) * m(3, 2) - m(2, 2) * m(3, 1),
                    m(2, 1) * m(3, 3) - m(2, 3) * m(3, 1), m(2, 2) * m(3, 3) - m(2, 3) * m(3, 2)} {}

            /**
             * \brief The determinant by the Laplace expansion over the row pairs.
             * \return The determinant of the matrix the minors were taken from.
             */
            [[nodiscard]] constexpr T determinant() const noexcept {
                return s[0] * c[5] - s[1] * c[4] + s[2] * c[3] + s[3] * c[2] - s[4] * c[1] + s[5] * c[0];
            }
        };

    } // namespace detail

    /**
     * \brief Determinant of a matrix.
     * \tparam T The element type.
     * \param m The matrix.
     * \return The determinant; zero (up to rounding) for singular matrices.
     */
    template<Numeric T>
    [[nodiscard]] constexpr T determinant(const mat4<T>& m) noexcept {
        return detail::Minors<T>{m}.determinant();
    }

    /**
     * \brief Inverse of a matrix.
     *
     * A singular matrix has no inverse; this is reported through the return
     * value rather than by dividing by zero.
     *
     * \tparam T A floating-point element type.
     * \param m The matrix to invert.
     * \param tolerance Determinants with an absolute value at or below this
     *        are treated as zero.
     * \return The inverse, or std::nullopt if \p m is singular.
     *
     * \code
     * if (auto inv = helios::math::inverse(view)) {
     *     useInverse(*inv);
     * }
     * \endcode
     *
     * \todo The singularity test uses an absolute tolerance, which misjudges
     *       matrices whose elements are all very small or very large; switch
     *       to a tolerance relative to the matrix norm.
     */
    template<FloatingPoint T>
    [[nodiscard]] constexpr std::optional<mat4<T>> inverse(const mat4<T>& m, T tolerance = epsilon<T>) noexcept {
        const detail::Minors<T> mi{m};
        const T det = mi.determinant();
        if ((det < T{0} ? -det : det) <= tolerance) {
            return std::nullopt;
        }
        const auto& s = mi.s;
        const auto& c = mi.c;
        const T k = T{1} / det;
        mat4<T> r = mat4<T>::zero();
        r(0, 0) = ( m(1, 1) * c[5] - m(1, 2) * c[4] + m(1, 3) * c[3]) * k;
        r(0, 1) = (-m(0, 1) * c[5] + m(0, 2) * c[4] - m(0, 3) * c[3]) * k;
        r(0, 2) = ( m(3, 1) * s[5] - m(3, 2) * s[4] + m(3, 3) * s[3]) * k;
        r(0, 3) = (-m(2, 1) * s[5] + m(2, 2) * s[4] - m(2, 3) * s[3]) * k;
        r(1, 0) = (-m(1, 0) * c[5] + m(1, 2) * c[2] - m(1, 3) * c[1]) * k;
        r(1, 1) = ( m(0, 0) * c[5] - m(0, 2) * c[2] + m(0, 3) * c[1]) * k;
        r(1, 2) = (-m(3, 0) * s[5] + m(3, 2) * s[2] - m(3, 3) * s[1]) * k;
        r(1, 3) = ( m(2, 0) * s[5] - m(2, 2) * s[2] + m(2, 3) * s[1]) * k;
        r(2, 0) = ( m(1, 0) * c[4] - m(1, 1) * c[2] + m(1, 3) * c[0]) * k;
        r(2, 1) = (-m(0, 0) * c[4] + m(0, 1) * c[2] - m(0, 3) * c[0]) * k;
        r(2, 2) = ( m(3, 0) * s[4] - m(3, 1) * s[2] + m(3, 3) * s[0]) * k;
        r(2, 3) = (-m(2, 0) * s[4] + m(2, 1) * s[2] - m(2, 3) * s[0]) * k;
        r(3, 0) = (-m(1, 0) * c[3] + m(1, 1) * c[1] - m(1, 2) * c[0]) * k;
        r(3, 1) = ( m(0, 0) * c[3] - m(0, 1) * c[1] + m(0, 2) * c[0]) * k;
        r(3, 2) = (-m(3, 0) * s[3] + m(3, 1) * s[1] - m(3, 2) * s[0]) * k;
        r(3, 3) = ( m(2, 0) * s[3] - m(2, 1) * s[1] + m(2, 2) * s[0]) * k;
        return r;
    }

    /**
     * \brief Element-wise comparison with a tolerance.
     * \tparam T A floating-point element type.
     * \param a The first matrix.
     * \param b The second matrix.
     * \param tolerance The largest difference per element still considered equal.
     * \return true if every pair of elements satisfies approxEqual().
     */
    template<FloatingPoint T>
    [[nodiscard]] constexpr bool approxEqual(const mat4<T>& a, const mat4<T>& b, T tolerance = epsilon<T>) noexcept {
        for (std::size_t i = 0; i < 16; ++i) {
            if (!approxEqual(a.elements[i], b.elements[i], tolerance)) {
                return false;
            }
        }
        return true;
    }

} // namespace helios::math
