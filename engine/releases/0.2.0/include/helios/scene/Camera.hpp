/**
 * \file Camera.hpp
 * \brief Camera: the view and projection matrices of a point of view.
 */
#pragma once

#include <cstdint>

#include "helios/math/mat4.hpp"
#include "helios/math/vec3.hpp"

namespace helios::scene {

    /**
     * \brief The kinds of projection a Camera can use.
     */
    enum class ProjectionType : std::uint8_t {
        Perspective, ///< Distant objects appear smaller; see helios::math::perspective().
        Orthographic ///< Parallel projection without foreshortening; see helios::math::orthographic().
    };

    /**
     * \brief A point of view: where the viewer is and how the view is projected.
     *
     * The camera starts at the origin looking down -Z with a 60 degree
     * perspective projection and an aspect ratio of 1.
     *
     * \code
     * helios::scene::Camera camera;
     * camera.setPerspective(helios::math::radians(60.0F), 16.0F / 9.0F, 0.1F, 100.0F);
     * camera.lookAt({0.0F, 2.0F, 5.0F}, {0.0F, 0.0F, 0.0F}, {0.0F, 1.0F, 0.0F});
     * auto vp = camera.viewProjection();
     * \endcode
     *
     * \see helios::math::perspective(), helios::math::lookAt()
     */
    class Camera {
    public:
        /** \brief Creates the default camera described above. */
        Camera();

        /**
         * \brief Switches to a perspective projection.
         * \param fovY Vertical field of view in radians.
         * \param aspect Width divided by height.
         * \param zNear Distance to the near plane.
         * \param zFar Distance to the far plane.
         * \throws std::invalid_argument as helios::math::perspective() does; the camera is unchanged then.
         */
        void setPerspective(float fovY, float aspect, float zNear, float zFar);

        /**
         * \brief Switches to an orthographic projection.
         * \param left Left edge of the view volume.
         * \param right Right edge.
         * \param bottom Bottom edge.
         * \param top Top edge.
         * \param zNear Near plane distance.
         * \param zFar Far plane distance.
         * \throws std::invalid_argument as helios::math::orthographic() does; the camera is unchanged then.
         */
        void setOrthographic(float left, float right, float bottom, float top, float zNear, float zFar);

        /**
         * \brief Changes the aspect ratio of a perspective projection, e.g. after a window resize.
         * \param aspect Width divided by height; values at or below 0 are ignored.
         * \note Has no effect on an orthographic projection.
         */
        void setAspect(float aspect);

        /**
         * \brief Places the camera at \p eye looking at \p target.
         * \param eye The camera position.
         * \param target The point to look at.
         * \param up The approximate up direction.
         */
        void lookAt(const math::vec3f& eye, const math::vec3f& target, const math::vec3f& up = {0.0F, 1.0F, 0.0F});

        /** \brief The projection kind. \return Perspective or orthographic. */
        [[nodiscard]] ProjectionType projectionType() const noexcept { return type_; }

        /** \brief The camera position. \return The eye passed to lookAt(). */
        [[nodiscard]] const math::vec3f& position() const noexcept { return eye_; }

        /** \brief The world-to-view matrix. \return The view matrix. */
        [[nodiscard]] const math::mat4f& viewMatrix() const noexcept { return view_; }

        /** \brief The view-to-clip matrix. \return The projection matrix. */
        [[nodiscard]] const math::mat4f& projectionMatrix() const noexcept { return projection_; }

        /**
         * \brief The combined world-to-clip matrix.
         * \return `projectionMatrix() * viewMatrix()`.
         */
        [[nodiscard]] math::mat4f viewProjection() const noexcept { return projection_ * view_; }

    private:
        ProjectionType type_{ProjectionType::Perspective};
        float fovY_;
        float aspect_{1.0F};
        float zNear_{0.1F};
        float zFar_{100.0F};
        math::vec3f eye_{};
        math::mat4f view_{};
        math::mat4f projection_{};
    };

} // namespace helios::scene
