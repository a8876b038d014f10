/**
 * \file Transform.hpp
 * \brief Transform: translation, rotation and scale of an object, with a cached model matrix.
 */
#pragma once

#include "helios/math/mat4.hpp"
#include "helios/math/vec3.hpp"

namespace helios::math {

    /**
     * \brief Local placement of an object: scale, then rotate, then translate.
     *
     * The rotation is given as Euler angles in radians and applied in the
     * order X, then Y, then Z (about the fixed parent axes). The composed
     * matrix `T * Rz * Ry * Rx * S` is cached and recomputed only after a change.
     *
     * \code
     * helios::math::Transform t;
     * t.setTranslation({0.0F, 1.0F, -3.0F});
     * t.setRotation({0.0F, helios::math::radians(45.0F), 0.0F});
     * const auto& m = t.matrix();
     * \endcode
     *
     * \todo Euler angles suffer from gimbal lock; store the rotation as a quaternion once helios::math has one.
     */
    class Transform {
    public:
        /** \brief Creates the identity transform. */
        Transform() = default;

        /**
         * \brief Creates a transform from its parts.
         * \param translation The position relative to the parent.
         * \param rotation Euler angles in radians.
         * \param scale The scale factors.
         */
        Transform(const math::vec3f& translation, const math::vec3f& rotation, const math::vec3f& scale) noexcept
            : translation_{translation}, rotation_{rotation}, scale_{scale}, dirty_{true} {}

        /** \brief The translation. \return The position relative to the parent. */
        [[nodiscard]] const math::vec3f& translation() const noexcept { return translation_; }
        /** \brief The rotation. \return Euler angles in radians. */
        [[nodiscard]] const math::vec3f& rotation() const noexcept { return rotation_; }
        /** \brief The scale. \return The scale factors. */
        [[nodiscard]] const math::vec3f& scale() const noexcept { return scale_; }

        /** \brief Sets the translation. \param t The position relative to the parent. */
        void setTranslation(const math::vec3f& t) noexcept { translation_ = t; dirty_ = true; }
        /** \brief Sets the rotation. \param r Euler angles in radians. */
        void setRotation(const math::vec3f& r) noexcept { rotation_ = r; dirty_ = true; }
        /** \brief Sets the scale. \param s The scale factors. */
        void setScale(const math::vec3f& s) noexcept { scale_ = s; dirty_ = true; }

        /**
         * \brief The composed local matrix.
         * \return `T * Rz * Ry * Rx * S`, recomputed only if a part changed.
         */
        [[nodiscard]] const math::mat4f& matrix() const;

    private:
        math::vec3f translation_{};
        math::vec3f rotation_{};
        math::vec3f scale_{1.0F};
        mutable math::mat4f matrix_{};
        mutable bool dirty_{false};
    };

} // namespace helios::math
