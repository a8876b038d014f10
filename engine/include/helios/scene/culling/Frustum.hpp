/**
 * \file Frustum.hpp
 * \brief Frustum: the six planes of a view volume, extracted from a view-projection matrix.
 */
#pragma once

#include <array>
#include <cstddef>

#include "helios/math/aabb.hpp"
#include "helios/math/mat4.hpp"
#include "helios/math/vec3.hpp"

namespace helios::scene {

    /**
     * \brief The view volume of a camera as six inward-facing planes.
     *
     * fromMatrix() uses the Gribb-Hartmann method: each plane is a sum or
     * difference of the fourth row of the view-projection matrix and one of
     * the other rows, which works for both perspective and orthographic
     * projections in OpenGL's [-1, 1] clip space.
     *
     * \code
     * auto frustum = helios::scene::Frustum::fromMatrix(camera.viewProjection());
     * bool maybeVisible = frustum.intersects(node.worldBounds());
     * \endcode
     */
    class Frustum {
    public:
        /**
         * \brief A plane `dot(normal, p) + distance = 0`; points with a positive value are inside.
         */
        struct Plane {
            /** \brief The unit normal, pointing into the frustum. */
            math::vec3f normal{0.0F, 0.0F, 1.0F};
            /** \brief The offset along the normal. */
            float distance{0.0F};

            /**
             * \brief Signed distance of a point to the plane.
             * \param p The point.
             * \return Positive inside, negative outside, zero on the plane.
             */
            [[nodiscard]] float signedDistance(const math::vec3f& p) const noexcept {
                return math::dot(normal, p) + distance;
            }
        };

        /**
         * \brief Names the six planes; the values index planes().
         */
        enum class Side : std::size_t {
            Left = 0,   ///< x >= -w in clip space.
            Right = 1,  ///< x <= w in clip space.
            Bottom = 2, ///< y >= -w in clip space.
            Top = 3,    ///< y <= w in clip space.
            Near = 4,   ///< z >= -w in clip space.
            Far = 5     ///< z <= w in clip space.
        };

        /**
         * \brief Extracts the planes of a view volume.
         * \param viewProjection `projection * view`, mapping world space to clip space.
         * \return The frustum in world space, with normalized planes.
         */
        [[nodiscard]] static Frustum fromMatrix(const math::mat4f& viewProjection) noexcept;

        /**
         * \brief One plane.
         * \param side Which plane.
         * \return A reference to the plane.
         */
        [[nodiscard]] const Plane& plane(Side side) const noexcept { return planes_[static_cast<std::size_t>(side)]; }

        /**
         * \brief Whether a point lies inside or on the border of the frustum.
         * \param p The point in world space.
         * \return true if the point is on the inner side of all six planes.
         */
        [[nodiscard]] bool contains(const math::vec3f& p) const noexcept;

        /**
         * \brief Conservative box test.
         *
         * A box is rejected only if it lies completely outside one plane, so a
         * few boxes near the corners of the frustum are accepted although they
         * are outside; none that are inside are rejected.
         *
         * \param box The box in world space.
         * \return true if the box may be visible; false if it is certainly outside or empty.
         */
        [[nodiscard]] bool intersects(const math::aabbf& box) const noexcept;

    private:
        std::array<Plane, 6> planes_{};
    };

} // namespace helios::scene
