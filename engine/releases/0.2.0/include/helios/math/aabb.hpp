/**
 * \file aabb.hpp
 * \brief Axis-aligned bounding box template aabb, used by meshes.
 */
#pragma once

#include <array>
#include <limits>

#include "helios/math/concepts/numeric.hpp"
#include "helios/math/mat4.hpp"
#include "helios/math/vec3.hpp"

namespace helios::math {

    /**
     * \brief An axis-aligned bounding box given by its minimum and maximum corners.
     *
     * A default-constructed box is empty (min above max), so that
     * expanding it by the first point yields a box around that point.
     * Meshes compute their bounds in model space; transform() carries such a
     * box into another space, for example world space.
     *
     * \tparam T The component type.
     *
     * \code
     * helios::math::aabbf box;
     * box.expand({-1.0F, 0.0F, 0.0F});
     * box.expand({1.0F, 2.0F, 0.5F});
     * auto c = box.center(); // {0, 1, 0.25}
     * \endcode
     */
    template<Numeric T>
    struct aabb {
        /** \brief The corner with the smallest coordinates. */
        vec3<T> min{std::numeric_limits<T>::max()};
        /** \brief The corner with the largest coordinates. */
        vec3<T> max{std::numeric_limits<T>::lowest()};

        /** \brief Creates an empty box. */
        constexpr aabb() noexcept = default;

        /**
         * \brief Creates a box from two corners.
         * \param lo The corner with the smallest coordinates.
         * \param hi The corner with the largest coordinates.
         */
        constexpr aabb(const vec3<T>& lo, const vec3<T>& hi) noexcept : min{lo}, max{hi} {}

        /**
         * \brief Whether the box contains no point at all.
         * \return true for a default-constructed box that was never expanded.
         */
        [[nodiscard]] constexpr bool empty() const noexcept {
            return min.x > max.x || min.y > max.y || min.z > max.z;
        }

        /**
         * \brief Grows the box so that it contains \p p.
         * \param p The point to include.
         */
        constexpr void expand(const vec3<T>& p) noexcept {
            min = math::min(min, p);
            max = math::max(max, p);
        }

        /**
         * \brief The midpoint of the box.
         * \return `(min + max) / 2`; meaningless for an empty box.
         */
        [[nodiscard]] constexpr vec3<T> center() const noexcept { return (min + max) / T{2}; }

        /**
         * \brief The size of the box along each axis.
         * \return `max - min`.
         */
        [[nodiscard]] constexpr vec3<T> extent() const noexcept { return max - min; }

        /**
         * \brief Whether \p p lies inside or on the border of the box.
         * \param p The point to test.
         * \return true if every coordinate lies within [min, max].
         */
        [[nodiscard]] constexpr bool contains(const vec3<T>& p) const noexcept {
            return p.x >= min.x && p.x <= max.x && p.y >= min.y && p.y <= max.y && p.z >= min.z && p.z <= max.z;
        }

        /**
         * \brief The box around this box after transforming it by \p m.
         *
         * All eight corners are transformed and a new axis-aligned box is fitted
         * around them, so rotated boxes grow.
         *
         * \param m An affine transform, such as a world matrix.
         * \return The transformed box; an empty box stays empty.
         */
        [[nodiscard]] constexpr aabb transform(const mat4<T>& m) const noexcept {
            if (empty()) {
                return {};
            }
            aabb result;
            for (int i = 0; i < 8; ++i) {
                const vec3<T> corner{(i & 1) ? max.x : min.x, (i & 2) ? max.y : min.y, (i & 4) ? max.z : min.z};
                result.expand(transformPoint(m, corner));
            }
            return result;
        }

        /**
         * \brief Exact equality of both corners.
         * \return true if min and max compare equal.
         */
        friend constexpr bool operator==(const aabb&, const aabb&) noexcept = default;
    };

    /** \brief aabb of float, the bounding box type of meshes. */
    using aabbf = aabb<float>;

} // namespace helios::math
